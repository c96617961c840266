import { zodResolver } from '@hookform/resolvers/zod';

import { contactFormSchema } from '@vivaha/shared/contact';

/** The shared rules of the Contact Us form, as the form checks them (contact-form.tsx loads this). */
export const contactRules = zodResolver(contactFormSchema);
