import { describe, expect, it } from 'vitest';

import { contactFormSchema } from './contact.ts';
import { validationMessages as m } from './messages.ts';
import { englishText } from './said.ts';

const valid = { name: 'Nimal', email: 'nimal@example.lk', subject: 'Other Issues', message: 'Hello' };

const errorsOf = (input: Record<string, unknown>) => {
  const result = contactFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), englishText(issue.message)]));
};

describe('contactFormSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactFormSchema.parse({ ...valid, name: '  Nimal  ' }).name).toBe('Nimal');
  });

  it('names every missing field with the spec’s words', () => {
    expect(errorsOf({})).toEqual({
      name: m.contactNameRequired,
      email: m.contactEmailRequired,
      subject: m.contactSubjectRequired,
      message: m.contactMessageRequired,
    });
  });

  it.each([
    [{ name: 'x'.repeat(51) }, 'name', m.contactNameTooLong],
    [{ email: 'nimal@' }, 'email', m.contactEmailInvalid],
    [{ subject: 'Something else' }, 'subject', m.contactSubjectRequired],
    [{ message: 'x'.repeat(501) }, 'message', m.contactMessageTooLong],
  ])('refuses %o', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });
});
