import { messages } from '#src/lib/messages.ts';

export const LATEST_COUNT = 10;
export const RANDOM_COUNT = 9;
/**
 * A member may open the protected details of this many different profiles in 24 hours through
 * the opposite-sex rule; approvals do not count. Enough for a family reading closely, not for a
 * scraper collecting phone numbers.
 */
export const PROTECTED_DAILY_LIMIT = 30;

export const publicText = messages('public', {
  notFound: 'Profile not found.',
  photo:
    'Photos are shown to members with a published profile of the opposite gender, or when the owner approves your request.',
  contact:
    'Contact details are shown to members with a published profile of the opposite gender, or when the owner approves your request.',
  astro:
    'Horoscope details are shown to members with a published profile of the opposite gender, or when the owner approves your request.',
  photoApprovedOnly:
    'This family shows photos only to members they approve. Send a request from one of your profiles to ask.',
  contactApprovedOnly:
    'This family shows contact details only to members they approve. Send a request from one of your profiles to ask.',
  astroApprovedOnly:
    'This family shows horoscope details only to members they approve. Send a request from one of your profiles to ask.',
  noPhoto: 'No photo has been added yet.',
  noHoroscope: 'This person does not follow horoscopes.',
  dailyLimit: `You have viewed the contact details of ${PROTECTED_DAILY_LIMIT} profiles today; ask the owner or come back tomorrow.`,
} as const);
