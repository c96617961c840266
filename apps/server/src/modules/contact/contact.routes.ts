import { contactRequestSchema, contactResponseSchema } from '@vivaha/shared/contact';

import { requestLanguage } from '#src/lib/language.ts';
import { messages, said } from '#src/lib/messages.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import { requireBotCheck, type BotCheck } from '#src/modules/botcheck/index.ts';

import type { ContactService } from './contact.service.ts';

const contactText = messages('contact', { sent: 'Message sent successfully!' });

/** POST /api/contact (spec section 7). */
export const contactRoutes: ApiPlugin<{ contact: ContactService; botCheck: BotCheck }> = async (
  app,
  { contact, botCheck },
) => {
  app.post(
    '/contact',
    {
      schema: { body: contactRequestSchema, response: { 200: contactResponseSchema } },
      preHandler: requireBotCheck(botCheck),
    },
    async (request) => {
      const { captchaToken: _token, ...form } = request.body;
      await contact.send(form, request.ip, request.log, requestLanguage(request));
      return { success: true, msg: said(contactText, 'sent') };
    },
  );
};
