import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  confirmEmailRequestSchema,
  createOtpRequestSchema,
  createViaOtpRequestSchema,
  identityAnswerSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  otpResetPasswordRequestSchema,
  privacyAgreementSchema,
  resetPasswordByOtpRequestSchema,
  updateUserRequestSchema,
  userDetailsSchema,
} from '@vivaha/shared/identity';
import { LANGUAGES } from '@vivaha/shared/languages';
import { countries } from '@vivaha/shared/options/countries';
import { optionLabel } from '@vivaha/shared/options/option';
import { PRIVACY_VERSION } from '@vivaha/shared/retention';
import { saidText } from '@vivaha/shared/said';

import { requestLanguage } from '#src/lib/language.ts';
import { said } from '#src/lib/messages.ts';
import type { ApiPlugin, ApiTypeProvider } from '#src/lib/type-provider.ts';
import { isAdmin } from '#src/modules/access/index.ts';
import { requireBotCheck, type BotCheck } from '#src/modules/botcheck/index.ts';

import { bearerToken, currentUser, type AuthHooks } from './auth.ts';
import { displayName, identityText, type IdentityService, type RequestContext } from './identity.service.ts';

interface Options {
  identity: IdentityService;
  auth: AuthHooks;
  botCheck: BotCheck;
  /** The configured site address for links in mails (never the request's Host). */
  siteUrl: string;
}

const ok = (key: keyof typeof identityText) => ({ returnCode: 1, returnText: said(identityText, key) });
const answer = { 200: identityAnswerSchema };
/** The answer of a call that signs the member in: the spec's fields with the session's token and name. */
const signedIn = { 200: loginResponseSchema };

/** The identity service (spec section 7, Auth calls), under /identity. */
export const identityRoutes: ApiPlugin<Options> = async (app, { identity, auth, botCheck, siteUrl }) => {
  const botChecked = requireBotCheck(botCheck);
  const context = (request: FastifyRequest): RequestContext => ({
    ip: request.ip,
    language: requestLanguage(request),
    siteUrl,
    log: request.log,
  });

  app.post(
    '/login',
    { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } }, preHandler: botChecked },
    async (request) => {
      const { token, cxName } = await identity.login(request.body.email, request.body.password, context(request));
      return { ...ok('loginOk'), token, cxName };
    },
  );

  app.post(
    '/createotp',
    { schema: { body: createOtpRequestSchema, response: answer }, preHandler: botChecked },
    async (request) => {
      await identity.startRegistration(request.body.email, request.body.password, context(request));
      return ok('codeSent');
    },
  );

  app.post(
    '/createviaotp',
    { schema: { body: createViaOtpRequestSchema, response: signedIn }, preHandler: botChecked },
    async (request) => {
      const { email, password, otp, privacyAgreed } = request.body;
      const session = await identity.completeRegistration(
        email,
        password,
        otp,
        requestLanguage(request),
        privacyAgreed === true,
      );
      return { ...ok('registered'), ...session };
    },
  );

  app.post(
    '/otpresetpassword',
    { schema: { body: otpResetPasswordRequestSchema, response: answer }, preHandler: botChecked },
    async (request) => {
      await identity.startReset(request.body.email, context(request));
      return ok('codeSent');
    },
  );

  app.post(
    '/resetpasswordbyotp',
    { schema: { body: resetPasswordByOtpRequestSchema, response: signedIn }, preHandler: botChecked },
    async (request) => {
      const { email, otp, newPassword } = request.body;
      const session = await identity.completeReset(email, otp, newPassword, requestLanguage(request));
      return { ...ok('passwordReset'), ...session };
    },
  );

  // Ends this token's session on the server; answers the same when it has already ended.
  app.post('/logout', { schema: { response: answer } }, async (request) => {
    const token = bearerToken(request);
    if (token) await identity.logout(token);
    return ok('loggedOut');
  });

  app.post('/confirmemail', { schema: { body: confirmEmailRequestSchema, response: answer } }, async (request) => {
    await identity.confirmEmailChange(request.body.token);
    return ok('emailChanged');
  });

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ApiTypeProvider>();
    member.addHook('preHandler', auth.requireUser);

    member.post('/changeemail', { schema: { body: changeEmailRequestSchema, response: answer } }, async (request) => {
      const { email, password } = request.body;
      await identity.requestEmailChange(currentUser(request), email, password, context(request));
      return ok('emailLinkSent');
    });

    member.post(
      '/changepassword',
      { schema: { body: changePasswordRequestSchema, response: { 200: changePasswordResponseSchema } } },
      async (request) => {
        const { oldPassword, newPassword } = request.body;
        const token = await identity.changePassword(
          currentUser(request),
          oldPassword,
          newPassword,
          requestLanguage(request),
        );
        return { ...ok('passwordChanged'), token };
      },
    );

    // The language switch, for a signed-in member: their mails follow the choice.
    member.put(
      '/language',
      {
        schema: {
          body: z.object({ language: z.enum(LANGUAGES, { error: saidText(identityText, 'chooseLanguage') }) }),
          response: answer,
        },
      },
      async (request) => {
        await identity.setLanguage(currentUser(request).id, request.body.language);
        return ok('languageSaved');
      },
    );

    member.get('/getuserdetails', { schema: { response: { 200: userDetailsSchema } } }, async (request) => {
      const user = currentUser(request);
      return {
        title: user.title,
        customerName: user.customerName,
        eMail: user.email,
        organization: user.organization,
        address1: user.address1,
        address2: user.address2,
        city: user.city,
        postcode: user.postcode,
        phone1: user.phone1,
        phone2: user.phone2,
        fax: user.fax,
        mobile: user.mobile,
        countryId: user.countryId,
        countryName: optionLabel(countries, user.countryId) ?? '',
      };
    });

    member.post('/updateuser', { schema: { body: updateUserRequestSchema, response: answer } }, async (request) => {
      const { eMail: _email, countryName: _countryName, ...details } = request.body;
      await identity.updateDetails(currentUser(request), details);
      return ok('userUpdated');
    });

    member.get('/me', { schema: { response: { 200: meResponseSchema } } }, async (request) => {
      const user = currentUser(request);
      return {
        id: user.id,
        cxName: displayName(user),
        email: user.email,
        isAdmin: isAdmin(user),
        profileLimit: user.profileLimit,
        // The notice is the families'; the team's accounts are not asked.
        privacyCurrent: isAdmin(user) || user.privacyVersion === PRIVACY_VERSION,
      };
    });

    member.post('/privacy', { schema: { body: privacyAgreementSchema, response: answer } }, async (request) => {
      await identity.agreePrivacy(currentUser(request).id, request.body.version);
      return ok('privacyAgreed');
    });
  });
};
