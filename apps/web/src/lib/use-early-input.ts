import { useEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The value a person gave a field, when it differs from the one the page came with. */
function changedValue(field: Element): string | undefined {
  if (field instanceof HTMLSelectElement) {
    const chosen = field.selectedOptions[0];
    return chosen && !chosen.defaultSelected ? field.value : undefined;
  }
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'))
    return field.checked && !field.defaultChecked ? field.value : undefined;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    return field.value !== field.defaultValue ? field.value : undefined;
  return undefined;
}

/** What people gave the fields of a drawn page before the app took it over, by field. */
const early = new WeakMap<Element, string>();
/** The fields of the drawn page: only these can have been changed before the app started. */
const drawn = new WeakSet<Element>();

/**
 * Called on a page drawn on the server just before the app takes it over (main.tsx): notes the
 * fields already changed, and every change from now until each form starts. React puts a
 * controlled field back to the form's state as it takes the page over, so a choice made while
 * it does so would be gone from the page by the time the form could read it.
 */
export function watchEarlyInput(root: HTMLElement) {
  const note = (field: EventTarget | null) => {
    if (!(field instanceof Element)) return;
    const value = changedValue(field);
    if (value === undefined) early.delete(field);
    else early.set(field, value);
    // A radio chosen unchooses the others of its group.
    if (field instanceof HTMLInputElement && field.type === 'radio' && field.form)
      for (const other of Array.from(field.form.elements))
        if (other !== field && other instanceof HTMLInputElement && other.name === field.name) early.delete(other);
  };
  root.querySelectorAll<Field>('input, select, textarea').forEach((field) => {
    drawn.add(field);
    note(field);
  });
  for (const type of ['input', 'change']) root.addEventListener(type, (event) => note(event.target), { capture: true });
}

/**
 * A field of a page drawn on the server can be changed before the app takes the page over. React
 * then does not keep it in the form's state (and may even put the field back), and the form would
 * send what it started with. Once, as the form starts, this hands the fields the person changed
 * (noted by watchEarlyInput, or differing from the value the page came with) to `take`, by name.
 */
export function useEarlyInput(
  form: RefObject<HTMLFormElement | null>,
  take: (changed: Record<string, string>) => void,
) {
  useEffect(() => {
    const changed: Record<string, string> = {};
    for (const field of Array.from(form.current?.elements ?? [])) {
      // A form the app drew itself has nothing from before: its fields' value attributes need
      // not match what it drew them with.
      if (!drawn.has(field)) continue;
      const value = early.get(field) ?? changedValue(field);
      if (value !== undefined && 'name' in field && typeof field.name === 'string') changed[field.name] = value;
    }
    if (Object.keys(changed).length) take(changed);
    // Once, at the start: later changes reach the form through its own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
