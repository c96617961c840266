/**
 * Messages built from a value, as templates: the text each builder writes in English, with
 * `{{name}}` where the value goes. Both sides translate a built message by matching its template
 * (the server's `lib/messages.ts`, the web app's `lib/messages.ts`).
 */
export const messageTemplates = {
  tooLong: 'This is too long (at most {{max}} characters).',
  unsavable: '{{label}} contains a character that cannot be saved.',
  rasiPadam: '{{star}} padam {{padam}} is in {{actual}}, not {{declared}}. Please correct the rasi or the padam.',
  rasiStar: '{{star}} is in {{actual}}, not {{declared}}. Please correct the rasi or the padam.',
  rasiOr: '{{first}} or {{second}}',
} as const;

/** A template with its values. */
export const withValues = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A template as a pattern that finds a message built from it, and the names of its values. */
export function templatePattern(template: string): { pattern: RegExp; names: string[] } {
  const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    pattern: new RegExp(
      `^${template
        .split(/\{\{\w+\}\}/)
        .map(escape)
        .join('(.+?)')}$`,
      's',
    ),
    names,
  };
}
