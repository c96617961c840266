import type { Language } from '@vivaha/shared/languages';

import { messages, said, sayIn } from '#src/lib/messages.ts';

/**
 * The words of every mail to a member, one entry per subject and paragraph, with `{{name}}`
 * placeholders. Translations are the `mails` section of `packages/shared/src/locales/<lang>/
 * messages.json`; a mail is written in its reader's language (the account's, or the page's for
 * someone who has none yet).
 */
export const mailTexts = messages('mails', {
  'registerCode.subject': 'Your {{site}} registration code',
  'registerCode.code': 'Your one-time code is {{code}}',
  'registerCode.enter':
    'Enter it on the Register screen to finish creating your account. It expires in {{minutes}} minutes.',
  'registerCode.ignore': 'If you did not ask to register on {{site}}, you can ignore this mail.',

  'alreadyRegistered.subject': 'You already have a {{site}} account',
  'alreadyRegistered.tried':
    'Someone, probably you, tried to register on {{site}} with this address. It already has an account, so no new one was made.',
  'alreadyRegistered.login':
    'To sign in, use Login at {{url}}. If you have forgotten your password, use Reset Password there.',
  'alreadyRegistered.ignore': 'If it was not you, you can ignore this mail: your account is unchanged.',

  'resetCode.subject': 'Your {{site}} password reset code',
  'resetCode.code': 'Your one-time code is {{code}}',
  'resetCode.enter': 'Enter it on the Reset Password screen with your new password. It expires in {{minutes}} minutes.',
  'resetCode.ignore':
    'If you did not ask to reset your password, you can ignore this mail: your password is unchanged.',

  'noAccount.subject': '{{site}} password reset',
  'noAccount.asked':
    'Someone, probably you, asked to reset the password of a {{site}} account with this address, but there is no account with this address.',
  'noAccount.other':
    'If you have an account under another address, ask again with that one. To make a new account, use Register at {{url}}',
  'noAccount.ignore': 'If it was not you, you can ignore this mail.',

  'confirmEmail.subject': 'Confirm your new {{site}} email address',
  'confirmEmail.asked': 'You asked to use this address for your {{site}} account. Open this link to confirm it:',
  'confirmEmail.works': 'The link works for {{hours}} hours. Until it is opened, your account keeps its old address.',
  'confirmEmail.ignore': 'If you did not ask for this, you can ignore this mail.',

  'emailChangeRequested.subject': 'A change of your {{site}} email address was requested',
  'emailChangeRequested.asked':
    'Someone signed in to your {{site}} account asked to change its email address to {{email}}.',
  'emailChangeRequested.nothing':
    'Nothing changes until the link sent to that address is opened. If this was not you, change your password now (that cancels the change) and write to us through Contact Us.',

  'emailInUse.subject': 'This address already has a {{site}} account',
  'emailInUse.asked':
    'Someone asked to move another {{site}} account to this address, but this address already has an account, so nothing was changed.',
  'emailInUse.you': 'If this was you, sign in to that account instead, or write to us through Contact Us.',

  'passwordChanged.subject': 'Your {{site}} password was changed',
  'passwordChanged.changed':
    'The password of your {{site}} account was just changed, and every other signed-in device was signed out.',
  'passwordChanged.cancelled':
    "The change of your account's email address to {{email}} that was waiting for its link to be opened was cancelled, so that link no longer works. If you still want it, sign in and ask again under Change Email.",
  'passwordChanged.notYou':
    'If this was not you, reset your password at once with Reset Password, and write to us through Contact Us.',

  'requestNotice.subjectOne': "{{asker}} asks to see {{name}}'s details on {{site}}",
  'requestNotice.subjectMany': "{{count}} requests to see your profiles' details on {{site}}",
  'requestNotice.introOne': 'A family would like to see the contact details, photos and horoscope of your profile:',
  'requestNotice.introMany': 'A family would like to see the contact details, photos and horoscope of your profiles:',
  'requestNotice.item': '- {{asker}} (profile {{askerId}}) asks to see {{name}} (profile {{id}}).',
  'requestNotice.link': '  Their profile: {{url}}',
  'requestNotice.open': 'To approve or reject, open My Approvals: {{url}}',
  'requestNotice.nothing': 'Nothing is shared until you approve.',

  'requestDecided.subjectApproved': 'Your request to {{name}} was approved',
  'requestDecided.subjectRejected': 'Your request to {{name}} was rejected',
  'requestDecided.approved':
    'The family of {{name}} approved the request from {{asker}}. You can now see their contact details, photos and horoscope.',
  'requestDecided.rejected': 'The family of {{name}} did not approve the request from {{asker}}.',
  'requestDecided.reason': 'Their reason: {{reason}}',
  'requestDecided.profile': 'The profile: {{url}}',
  'requestDecided.requests': 'Your requests: {{url}}',
  'requestDecided.safety': 'Never send money to anyone you met here. Read how marriage scams work: {{url}}',
  'requestDecided.sharedBack':
    'When approving, the family of {{name}} chose to see the protected details of {{asker}} in return. If you do not want that, withdraw it in My Approvals: {{url}}',
  'messageNotice.subject': '{{name}}’s family wrote to you',
  'messageNotice.text':
    'The family of {{name}} wrote to {{mine}} on {{site}}. For your safety the message is not in this mail.',
  'messageNotice.open': 'Read and answer it on the site: {{url}}',
  'messageNotice.stop': 'To stop these mails for {{mine}}, open: {{url}}',
  'guardianConfirm.subject': 'Copies of the conversations of {{name}} on {{site}}',
  'guardianConfirm.asked':
    'The family of {{name}} named you to receive, once a week, a copy of the messages other families write with them on {{site}}.',
  'guardianConfirm.confirm': 'To receive the copies, open this link: {{url}}',
  'guardianConfirm.ignore': 'If you do not know this family, ignore this mail: nothing will be sent to you.',
  'guardianCopy.subject': 'This week’s messages of {{name}} on {{site}}',
  'guardianCopy.intro': 'The messages written with {{name}} on {{site}} since the last copy:',
  'guardianCopy.with': 'With {{name}}:',
  'guardianCopy.stop': 'To stop these copies, open: {{url}}',
  'bothInterested.subject': 'You are both interested: {{name}}',
  'bothInterested.text':
    'The families of {{mine}} and {{name}} asked for each other’s details, so both requests are approved. You can now see the contact details, photos and horoscope of {{name}}, and they can see those of {{mine}}.',
  'bothInterested.withdraw': 'You can withdraw your approval at any time in My Approvals: {{url}}',

  'approvalWithdrawn.subject': 'The family of {{name}} withdrew their approval',
  'approvalWithdrawn.withdrawn':
    'The family of {{name}} withdrew the approval they gave to the request from {{asker}}. Their contact details, photos and horoscope are no longer shown to you.',

  'profileHeld.subject': 'Your profile {{name}} is being reviewed by the {{site}} team',
  'profileHeld.asked': 'Members have asked the {{site}} team to look at your profile {{name}} (profile {{id}}).',
  'profileHeld.hidden':
    'While the team looks into it, the profile is not shown to the public. Nothing is deleted, and you can still see and edit it.',
  'profileHeld.mistake': 'If you think this is a mistake, write to the team through Contact Us.',
  'profileHeld.profile': 'Your profile: {{url}}',

  'profileShown.subject': 'Your profile {{name}} is shown again on {{site}}',
  'profileShown.shown': 'The {{site}} team has looked at your profile {{name}} and it is shown to the public again.',

  'profileHidden.subject': 'Your profile {{name}} was taken off {{site}}',
  'profileHidden.hidden':
    'The {{site}} team has taken your profile {{name}} off the site after looking into reports about it.',
  'profileHidden.fix':
    'You can still see and edit it. When it is corrected, the team can publish it again; write to us through Contact Us.',
  'profileDeleted.subject': 'Your profile {{name}} was removed from {{site}}',
  'profileDeleted.deleted': 'The {{site}} team has removed your profile {{name}} after looking into reports about it.',
  'profileBlocked.blocked':
    'The {{site}} team has taken your profile {{name}} off the site after looking into reports about it, and your account can no longer create profiles.',
  'teamReason.reason': "The team's reason: {{reason}}",

  'photoChecked.subject': 'The photo check of {{name}} on {{site}}',
  'photoChecked.approved':
    'The {{site}} team has compared your selfie with the photos of your profile {{name}} (profile {{id}}). The profile now shows the badge “Photo checked by the team”.',
  'photoChecked.declined':
    'The {{site}} team has compared your selfie with the photos of your profile {{name}} (profile {{id}}) and could not confirm them: {{reason}}',
  'photoChecked.again': 'You can try again with a new selfie from your profile’s page: {{url}}',
  'photoChecked.deleted': 'Your selfie has been deleted. It was never shown to other members.',

  'profilePublished.subject': 'Your profile {{name}} is now published on {{site}}',
  'profilePublished.public':
    'The {{site}} team has reviewed your profile {{name}} (profile {{id}}) and published it. Everyone can now find it in search and open it at this address:',
  'profilePublished.who': 'Who may see its protected details:',
  'profilePublished.photo': '- Photos: {{who}}',
  'profilePublished.contact': '- Contact details: {{who}}',
  'profilePublished.horoscope': '- Horoscope: {{who}}',
  'profilePublished.members':
    'members with a published profile of the opposite gender, and members whose request you approve',
  'profilePublished.approved': 'only members whose request you approve',
  'profilePublished.everyone': 'everyone who opens the profile',
  'profilePublished.change': 'You can change who may see them, and edit the profile, at any time: {{url}}',

  'accountDeleted.subject': 'Your {{site}} account was deleted',
  'accountDeleted.done':
    'Your {{site}} account was deleted at your request, with its profiles, photos, requests, approvals, lists and saved searches. Other families no longer see anything of it.',
  'accountDeleted.kept':
    "Reports you made stay with the team without your name, and the team's own record of its work no longer shows your address.",
  'accountDeleted.again': 'You can register again with this address at any time, as a new account: {{url}}',
  'accountDeleted.notYou':
    'If you did not ask for this, someone knew your password: write to us at once through Contact Us.',

  'dataExport.subject': 'Your data from {{site}} is ready',
  'dataExport.ready':
    'The copy of your data you asked {{site}} for is ready. Open this link while signed in to your account to download it as one compressed file:',
  'dataExport.works':
    'The link works for {{hours}} hours and for {{times}} downloads, and only for your account. After that, ask for a new copy on My Data.',
  'dataExport.notYou':
    'If you did not ask for this, someone knew your password: change it now, and write to us through Contact Us.',

  'dormant.subject': 'Your {{site}} account will be deleted unless you sign in',
  'dormant.unused':
    'Nobody has signed in to your {{site}} account for almost {{years}} years. We do not keep the details of families who no longer use the site, so we delete such accounts with their profiles and photos.',
  'dormant.when': 'Your account will be deleted on or after {{date}}.',
  'dormant.keep': 'To keep it, simply sign in before then: {{url}}',
  'dormant.nothing': 'If you no longer need it, you do not need to do anything.',
  'dormantDeleted.subject': 'Your {{site}} account was deleted',
  'dormantDeleted.done':
    'Nobody had signed in to your {{site}} account for {{years}} years, so it was deleted with its profiles, photos, requests and lists, as we wrote to you before.',

  'contactReceived.subject': 'We received your message to {{site}}',
  'contactReceived.thanks':
    'Thank you for writing to {{site}}. Your message (reference {{ref}}) has reached our volunteer team, and someone will answer at this address, usually within a few days.',
  'contactReceived.ignore':
    'If you did not write to {{site}}, someone typed your address by mistake: you can ignore this mail.',

  'digest.subject': 'New profiles for your saved searches on {{site}}',
  'digest.intro': 'These profiles were published on {{site}} since your last mail and match your saved searches.',
  'digest.search': '{{name}}:',
  'digest.more': '…and more. Open the search on {{url}}',
  'digest.daily': 'You get this mail at most once a day, and only when there is something new.',
  'digest.weekly': 'You get this mail at most once a week, and only when there is something new.',
  'digest.change': 'To get it daily, weekly or not at all, open {{url}}',
  'digest.stop': 'To stop these mails now, without signing in: {{url}}',
});

export type MailText = keyof typeof mailTexts;

/** One part of a mail in a language, its placeholders filled. */
export const mailText = (language: Language, key: MailText, values: Record<string, string | number> = {}) =>
  sayIn(language)(said(mailTexts, key, values));
