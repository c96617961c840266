/**
 * How long the site keeps what it keeps (Sri Lanka's Personal Data Protection Act, No. 9 of
 * 2022): one home for the numbers the daily retention job applies and the privacy page states.
 */
export const RETENTION = {
  /** "Who has seen my details" entries, and the days a member looked at a profile. */
  viewerRecordsMonths: 12,
  /** Mails sent (and given up), kept for the team to check a delivery, then deleted. */
  sentMailDays: 90,
  /** Reports the team has decided. */
  decidedReportsMonths: 24,
  /** Messages sent through Contact Us. */
  contactMessagesMonths: 24,
  /** A conversation between two families, after its last message. */
  conversationsMonths: 12,
  /** An account nobody has signed in to for this long is deleted, like a deletion its member asks for... */
  dormantYears: 3,
  /** ...after a warning mail this many days before, and another this many days before. */
  dormantWarningDays: [30, 7] as const,
  /** A copy of one's data, from the moment its link is mailed. */
  exportHours: 24,
  /** A photo sent for the team's photo check, undecided, from when it was sent (decided: at once). */
  checkPhotoDays: 7,
} as const;

/**
 * The privacy notice's version, by the date it last changed materially. A member who agreed to an
 * earlier one is asked again.
 */
export const PRIVACY_VERSION = '2026-11-29';
