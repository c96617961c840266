import i18n from '@/lib/i18n';

import en from './locales/en.json';

/**
 * The words of the profile form and of its read-only twin, shared by the member and admin
 * screens. They travel in the chunk of the first screen that shows a profile form or its details,
 * so the homepage does not carry them and no screen waits for a second download.
 */
export const PROFILE_FORM_NS = 'profileForm';

if (!i18n.hasResourceBundle('en', PROFILE_FORM_NS)) i18n.addResourceBundle('en', PROFILE_FORM_NS, en);
