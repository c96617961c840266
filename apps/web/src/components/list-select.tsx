import { useState, type SelectHTMLAttributes } from 'react';

export interface ListOption {
  value: number | string;
  label: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => escapes[character]!);

/** The options as HTML, the chosen one marked so a page drawn on the server shows it. */
export const optionsHtml = (options: readonly ListOption[], chosen: number | string) =>
  options
    .map(
      ({ value, label }) =>
        `<option value="${escapeHtml(String(value))}"${String(value) === String(chosen) ? ' selected' : ''}>${escapeHtml(label)}</option>`,
    )
    .join('');

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'children' | 'dangerouslySetInnerHTML'> & {
  options: readonly ListOption[];
  value: number | string;
};

/**
 * A select of a long coded list (a search form's eight lists hold over 300 options). Its options
 * are written once as HTML, so the app taking over a page drawn on the server has none of them
 * to compare one by one; the choice follows `value` like any select's. The HTML is written again
 * only when the options' words change (their translations arriving), with the choice of the
 * moment.
 */
export function ListSelect({ options, value, ...props }: Props) {
  const words = options.map((option) => `${option.value}\u0000${option.label}`).join('\u0001');
  const [written, setWritten] = useState(() => ({ words, html: { __html: optionsHtml(options, value) } }));
  if (written.words !== words) setWritten({ words, html: { __html: optionsHtml(options, value) } });
  return <select {...props} value={value} dangerouslySetInnerHTML={written.html} />;
}
