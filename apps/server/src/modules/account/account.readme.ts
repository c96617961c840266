import type { Language } from '@vivaha/shared/languages';

import { messages, said, sayIn } from '#src/lib/messages.ts';

/** The README.txt of a member's copy of their data: a title, then a paragraph per part. */
export const readmeTexts = messages('exportReadme', {
  title: 'Your data from {{site}}',
  intro:
    'This file explains the copy of your data you asked for. {{file}} holds everything {{site}} keeps about your account, in a form any computer can read; the {{folder}} folder holds your photos.',
  account: 'Your account details, your language, and your choice of new-match mails.',
  profiles: 'Each of your profiles with every field, as you see it, and its photos.',
  history: 'What the team did with your profiles, and when.',
  draft: 'A new profile you had started and not yet finished.',
  requests: 'Requests to see protected details, with their answers.',
  seen: 'Who opened the protected details of your profiles, and when.',
  opened: 'The profiles you looked at, and whose details you opened.',
  lists: 'Your lists.',
  checks:
    'The checks of your profiles (phone, NIC, photo) and their results, with the reason the team gave for declining a photo check. No NIC number and no photo sent for a check is kept, so neither is in this copy.',
  conversations: 'Your conversations with other families: every message, yours and theirs, as you saw it.',
  sessions: 'The devices signed in to your account now.',
  mails: 'The mails we sent you in the last 90 days.',
  others:
    'Other families appear only as you saw them: a profile number and a name. Their contact details are not in this copy.',
  photos: 'Each photo in every size the site keeps ({{sizes}}).',
  questions: 'Questions about your data: write to us through Contact Us on {{site}}.',
});

type Part = keyof typeof readmeTexts;

/** Each part of the data, by the names it has in the JSON file (the same in every language). */
const PARTS: ReadonlyArray<readonly [Part, string]> = [
  ['account', 'account'],
  ['profiles', 'profiles'],
  ['history', 'profileReviewHistory'],
  ['draft', 'profileDraft'],
  ['requests', 'requestsSent, requestsReceived'],
  ['seen', 'whoSawMyDetails'],
  ['opened', 'detailsIOpened, profilesIViewed'],
  ['lists', 'blocksMade, reportsMade, shortlist, hiddenProfiles, savedSearches'],
  ['checks', 'profileChecks'],
  ['conversations', 'conversations'],
  ['sessions', 'signedInSessions'],
  ['mails', 'mailsSentToMe'],
];

/** The README in the member's language; `file` is the data's file name inside the ZIP. */
export function exportReadme(language: Language, site: string, file: string): string {
  const write = sayIn(language);
  const say = (key: Part, values: Record<string, string> = {}) => write(said(readmeTexts, key, { site, ...values }));
  const title = say('title');
  return (
    [
      title,
      '='.repeat(title.length),
      say('intro', { file, folder: 'photos' }),
      ...PARTS.map(([key, names]) => `${names}: ${say(key)}`),
      say('others'),
      `photos/{profile}/{photo}-{size}.webp: ${say('photos', { sizes: 'thumb, card, medium, full' })}`,
      say('questions'),
    ].join('\n\n') + '\n'
  );
}
