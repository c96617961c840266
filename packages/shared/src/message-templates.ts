import { catalog } from './said.ts';

export { withValues } from './said.ts';

/**
 * Messages built from a value, as templates: the text each builder writes in English, with
 * `{{name}}` where the value goes. A message made from one carries its key and values
 * (`said.ts`), so each language fills its own template.
 */
export const messageTemplates = catalog('templates', {
  tooLong: 'This is too long (at most {{max}} characters).',
  unsavable: '{{label}} contains a character that cannot be saved.',
  rasiPadam: '{{star}} padam {{padam}} is in {{actual}}, not {{declared}}. Please correct the rasi or the padam.',
  rasiStar: '{{star}} is in {{actual}}, not {{declared}}. Please correct the rasi or the padam.',
  rasiOr: '{{first}} or {{second}}',
});
