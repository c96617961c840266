/** Business constants of the portal (spec section 9). Import these; never retype them. */

export const PROFILE_LIMIT = 3;
export const MIN_PROFILE_AGE = 18;
export const DEFAULT_DOB = '1994-01-01';

export const LIST_PAGE_SIZE = 10;
/** The longest text a list's search box takes (My Profiles, the team's listing, requests). */
export const LIST_SEARCH_MAX = 100;
export const SEARCH_PAGE_SIZE = 15;
export const SEARCH_PAGE_WINDOW = 2;
export const REQUESTS_PAGE_SIZE = 10;

export const SEARCH_AGE_FROM = 18;
export const SEARCH_AGE_TO = 70;
export const SEARCH_AGE_MAX_DIGITS = 2;
export const CASTE_SEARCH_MAX = 15;
/** A city searched for: as long as a profile's city can be (beyond the spec). */
export const CITY_SEARCH_MAX = 60;
/** The largest option code: every coded column is a smallint. */
export const CODE_MAX = 32_767;

export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MAX = 500;
/** Not in the spec; keeps a stored address within what any mail system accepts. */
export const EMAIL_MAX = 254;
export const REJECT_REASON_MAX = 100;
export const PASSWORD_MIN = 8;
/**
 * The deepest nesting of brackets a JSON body may have: far more than any form of the site sends,
 * far less than would run the server's checks out of stack.
 */
export const JSON_DEPTH_MAX = 32;

export const AUTH_COOKIE_NAME = 'authToken';
export const AUTH_COOKIE_DAYS = 7;

export const ACTIVE_STATUS = { inactive: 0, active: 1, suspended: 60, removed: 99 } as const;
export type ActiveStatus = (typeof ACTIVE_STATUS)[keyof typeof ACTIVE_STATUS];
/** Every status code, in the order the lists offer them. */
export const ACTIVE_STATUS_CODES = Object.values(ACTIVE_STATUS) as readonly ActiveStatus[];
/** The codes as a query string or a select carries them. */
export const ACTIVE_STATUS_TEXTS = ['0', '1', '60', '99'] as const satisfies ReadonlyArray<`${ActiveStatus}`>;
export const REQUEST_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export const SEX = { male: 1, female: 2 } as const;

export const CAPTCHA_READY_POLL_MS = 500;
export const CAPTCHA_ACTION = 'submit';
export const TOAST_AUTO_CLOSE_MS = 5000;
export const POPUP_HOVER_DELAY_MS = 100;
export const ADMIN_THUMB_PX = 150;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const RANDOM_CARDS_PER_ROW = 3;

/**
 * The sizes the server stores every photo in (apps/server/src/modules/media/photos.ts): a square
 * thumbnail, a 4:5 card (both cut to fill), the whole photo within 720 by 720 (medium, what a
 * phone's profile view loads) and within 1600 by 1600 (full).
 */
export const PHOTO_DIMENSIONS = {
  thumb: { width: 150, height: 150 },
  card: { width: 480, height: 600 },
  medium: { width: 720, height: 720 },
  full: { width: 1600, height: 1600 },
} as const;

/** Where the two services live, relative to the site. */
export const API_BASE = '/api';
export const IDENTITY_BASE = '/identity';

/** The rule sets a horoscope match can be counted by (`horoscope/`). */
export const MATCH_SYSTEMS = ['tamil', 'sinhala'] as const;
export type MatchSystem = (typeof MATCH_SYSTEMS)[number];
/** The matches page's lists: profiles ranked by the match, and those whose horoscope is not open. */
export const MATCH_LISTS = ['ranked', 'apart'] as const;
export type MatchList = (typeof MATCH_LISTS)[number];

/** Success stories (stories.ts): the lengths of their fields, and how many the homepage and the team's list hold. */
export const STORY_TITLE_MAX = 80;
export const STORY_TEXT_MAX = 1000;
export const STORY_PLACE_MAX = 80;
export const STORY_CONSENT_MAX = 200;
/** How many published stories the homepage shows, newest first. */
export const HOME_STORIES = 3;
/** How many stories the team's list holds; past this, delete old drafts first. */
export const STORY_LIMIT = 100;
