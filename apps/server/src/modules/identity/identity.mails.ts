import type { Mail } from '#src/modules/mail/mail.service.ts';

/** The words of every identity mail, in one place. */
export const identityMails = {
  registerCode: (site: string, to: string, code: string, minutes: number): Mail => ({
    to,
    subject: `Your ${site} registration code`,
    text: [
      `Your one-time code is ${code}`,
      `Enter it on the Register screen to finish creating your account. It expires in ${minutes} minutes.`,
      `If you did not ask to register on ${site}, you can ignore this mail.`,
    ].join('\n\n'),
  }),

  alreadyRegistered: (site: string, to: string, loginUrl: string): Mail => ({
    to,
    subject: `You already have a ${site} account`,
    text: [
      `Someone, probably you, tried to register on ${site} with this address. It already has an account, so no new one was made.`,
      `To sign in, use Login at ${loginUrl}. If you have forgotten your password, use Reset Password there.`,
      `If it was not you, you can ignore this mail: your account is unchanged.`,
    ].join('\n\n'),
  }),

  resetCode: (site: string, to: string, code: string, minutes: number): Mail => ({
    to,
    subject: `Your ${site} password reset code`,
    text: [
      `Your one-time code is ${code}`,
      `Enter it on the Reset Password screen with your new password. It expires in ${minutes} minutes.`,
      `If you did not ask to reset your password, you can ignore this mail: your password is unchanged.`,
    ].join('\n\n'),
  }),

  noAccount: (site: string, to: string, siteUrl: string): Mail => ({
    to,
    subject: `${site} password reset`,
    text: [
      `Someone, probably you, asked to reset the password of a ${site} account with this address, but there is no account with this address.`,
      `If you have an account under another address, ask again with that one. To make a new account, use Register at ${siteUrl}`,
      `If it was not you, you can ignore this mail.`,
    ].join('\n\n'),
  }),

  confirmEmail: (site: string, to: string, link: string, hours: number): Mail => ({
    to,
    subject: `Confirm your new ${site} email address`,
    text: [
      `You asked to use this address for your ${site} account. Open this link to confirm it:`,
      link,
      `The link works for ${hours} hours. Until it is opened, your account keeps its old address.`,
      `If you did not ask for this, you can ignore this mail.`,
    ].join('\n\n'),
  }),

  emailChangeRequested: (site: string, to: string, newEmail: string): Mail => ({
    to,
    subject: `A change of your ${site} email address was requested`,
    text: [
      `Someone signed in to your ${site} account asked to change its email address to ${newEmail}.`,
      `Nothing changes until the link sent to that address is opened. If this was not you, change your password now (that cancels the change) and write to us through Contact Us.`,
    ].join('\n\n'),
  }),

  emailInUse: (site: string, to: string): Mail => ({
    to,
    subject: `This address already has a ${site} account`,
    text: [
      `Someone asked to move another ${site} account to this address, but this address already has an account, so nothing was changed.`,
      `If this was you, sign in to that account instead, or write to us through Contact Us.`,
    ].join('\n\n'),
  }),

  passwordChanged: (site: string, to: string, cancelledEmail?: string): Mail => ({
    to,
    subject: `Your ${site} password was changed`,
    text: [
      `The password of your ${site} account was just changed, and every other signed-in device was signed out.`,
      ...(cancelledEmail
        ? [
            `The change of your account's email address to ${cancelledEmail} that was waiting for its link to be opened was cancelled, so that link no longer works. If you still want it, sign in and ask again under Change Email.`,
          ]
        : []),
      `If this was not you, reset your password at once with Reset Password, and write to us through Contact Us.`,
    ].join('\n\n'),
  }),
};
