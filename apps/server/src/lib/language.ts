import type { FastifyRequest } from 'fastify';

import { preferredLanguage, type Language } from '@vivaha/shared/languages';

/** The language a call's answer is written in: the page's, which the web app sends as Accept-Language. */
export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): Language =>
  preferredLanguage(request.headers['accept-language']) ?? 'en';
