import {
  CASTE_SEARCH_MAX,
  CITY_SEARCH_MAX,
  REJECT_REASON_MAX,
  STORY_CONSENT_MAX,
  STORY_LIMIT,
  STORY_PLACE_MAX,
  STORY_TEXT_MAX,
  STORY_TITLE_MAX,
} from './constants.ts';
import { catalog } from './said.ts';

/**
 * The messages of the forms' checks, word for word, by the module whose schemas use them. They are
 * apart from those schemas so the web app can translate them without loading zod
 * (apps/web/src/lib/messages.ts); each module re-exports its own.
 */

export const requestMessages = catalog('requestForm', {
  selectProfile: 'Please select a profile.',
  reasonTooLong: `The reason can be at most ${REJECT_REASON_MAX} characters.`,
  decisionInvalid: 'Please choose approve (1) or reject (2).',
  shareBackInvalid: 'Please choose whether to open the asking profile’s details to you too (true or false).',
});

export const searchMessages = catalog('search', {
  age: 'Please enter an age of at most two digits.',
  caste: `Caste Search can be at most ${CASTE_SEARCH_MAX} characters.`,
  city: `City can be at most ${CITY_SEARCH_MAX} characters.`,
  sex: 'Looking for must be 1 (grooms) or 2 (brides).',
  code: 'Please choose a value from the list.',
  verified: 'Verified only can be phone, nic or photo.',
});

/** The profile form's messages (spec section 5), word for word. */
export const profileMessages = catalog('profileForm', {
  nameRequired: 'Name is required',
  rasiMismatch: 'Please correct the rasi or the padam.',
  createdbyRequired: 'Please select created by',
  martialstatusRequired: 'Please select marital status',
  dobRequired: 'Please select a date of birth',
  tooYoung: 'You must be at least 18 years old',
  sexRequired: 'Gender is required',
  citizencountryRequired: 'Please select citizen country',
  ethnicityRequired: 'Please choose ethnicity',
  motherTonqueRequired: 'Please choose mother tongue',
  emailRequired: 'Please enter email',
  contactnameRequired: 'Please enter contact name',
  mobileRequired: 'Please enter mobile number',
  notInList: 'Please choose a value from the list.',
  emailInvalid: 'Please enter a valid email address',
  timeInvalid: 'Please enter the time as HH:MM.',
  linkInvalid: 'Please enter a link starting with http:// or https://',
  dateInvalid: 'Please enter a real date.',
  padamInvalid: 'Padam is a number from 1 to 4.',
  /** The FAQ's promise: only the team can change these, through Contact Us. */
  sexDobFixed: 'Gender and date of birth cannot be changed after the profile is created.',
});

export const privacyMessages = catalog('privacy', {
  visibilityInvalid: 'Please choose members or approved.',
  reasonRequired: 'Please choose a reason.',
  reportTextRequired: 'Please tell the team what is wrong.',
  reportTextTooLong: 'Please keep it to 1000 characters.',
  decisionReasonRequired: 'Please give the reason the owner will be told.',
  decisionReasonTooLong: 'The reason can be at most 500 characters.',
  actionInvalid: 'Please choose dismiss, hide, delete or block.',
});

export const adminMessages = catalog('adminForm', {
  statusInvalid: 'Status must be 0 (Inactive), 1 (Active), 60 (Suspended) or 99 (Removed).',
  limitInvalid: 'The profile limit is a whole number from 0 to 50.',
  reportStatusInvalid: 'Status must be open or closed.',
  allowedInvalid: 'Allowed must be true or false.',
  ownerUnknown: 'No account has this email address.',
});

/**
 * Matches are counted only from a published profile, whose star changes only through review: an
 * unpublished one could be set to each star in turn to read another family's protected star.
 */
const notPublished =
  "Horoscope matches are counted from published profiles only. This profile is waiting for the team's review.";

export const matchMessages = catalog('match', {
  with: requestMessages.selectProfile,
  system: 'Choose Tamil porutham or Sinhala porondam.',
  sameSex: 'A horoscope match is counted between a bride and a groom.',
  notPublished,
});

export const matchesMessages = catalog('matches', {
  list: 'Choose the ranked list or the profiles apart.',
  notPublished,
  noStar: 'Add the birth star and padam to this profile to see its horoscope matches.',
  noHoroscope: 'This profile says the family does not follow horoscopes.',
  noSex: 'Set whether this profile is a bride or a groom to see its horoscope matches.',
});

/** The success stories' messages (stories.ts). */
export const storyMessages = catalog('stories', {
  saved: 'Story saved as a draft: it is not on the homepage.',
  published: 'Story saved and published on the homepage.',
  deleted: 'Story deleted.',
  notFound: 'Story not found.',
  title: `Please give the story a title of at most ${STORY_TITLE_MAX} characters.`,
  story: `Please write the story in at most ${STORY_TEXT_MAX} characters.`,
  place: `Please keep the place and year to at most ${STORY_PLACE_MAX} characters.`,
  language: 'Please choose the language the story is written in.',
  consent: `Please say in at most ${STORY_CONSENT_MAX} characters who agreed and how.`,
  brideConsentNeeded: "A story is published only with the bride's family's consent: say who agreed and how.",
  groomConsentNeeded: "A story is published only with the groom's family's consent: say who agreed and how.",
  publishedInvalid: 'Published must be true or false.',
  limit: `The list holds at most ${STORY_LIMIT} stories. Delete an old one first.`,
});

/** The checks' messages (verification.ts). */
export const verificationMessages = catalog('verificationForm', {
  nicRequired: 'Please enter the NIC number.',
  nicFormat: 'Please enter the NIC number as it is on the card: 9 digits and V or X, or 12 digits.',
  codeFormat: 'Please enter the 6-digit code from the SMS.',
  decision: 'Please choose Approve or Decline.',
  reason: 'Please choose the reason the photo check is declined.',
});
