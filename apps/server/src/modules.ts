import type { FastifyPluginAsync } from 'fastify';

import type { AppDeps } from './app-options.ts';
import account from './modules/account/account.plugin.ts';
import admin from './modules/admin/admin.plugin.ts';
import backup from './modules/backup/backup.plugin.ts';
import blocks from './modules/blocks/blocks.plugin.ts';
import botcheck from './modules/botcheck/botcheck.plugin.ts';
import contact from './modules/contact/contact.plugin.ts';
import conversations from './modules/conversations/conversations.plugin.ts';
import digest from './modules/digest/digest.plugin.ts';
import health from './modules/health/health.plugin.ts';
import identity from './modules/identity/identity.plugin.ts';
import lists from './modules/lists/lists.plugin.ts';
import mail from './modules/mail/mail.plugin.ts';
import matchSystem from './modules/match-system/match-system.plugin.ts';
import media from './modules/media/media.plugin.ts';
import profiles from './modules/profiles/profiles.plugin.ts';
import publicSide from './modules/public/public.plugin.ts';
import reports from './modules/reports/reports.plugin.ts';
import requests from './modules/requests/requests.plugin.ts';
import savedSearches from './modules/saved-searches/saved-searches.plugin.ts';
import seo from './modules/seo/seo.plugin.ts';
import signals from './modules/signals/signals.plugin.ts';
import sms from './modules/sms/sms.plugin.ts';
import stories from './modules/stories/stories.plugin.ts';
import verification from './modules/verification/verification.plugin.ts';
import web from './modules/web/web.plugin.ts';

/**
 * The server's modules, each a Fastify plugin (`<module>.plugin.ts`) that builds its service from
 * the decorators of the plugins it names as dependencies, decorates the server with what others
 * use, and registers its routes. They are registered in this order; fastify-plugin refuses to
 * start a server whose order breaks a module's dependencies. Where two modules need each other
 * (lists and the public side, reports and conversations, SMS and verification, identity and
 * profiles, photo rights and the public side), the earlier one reaches the later one through its
 * decorator when called, never while being built.
 */
export const modules: readonly FastifyPluginAsync<AppDeps>[] = [
  mail,
  botcheck,
  contact,
  signals,
  identity,
  media,
  profiles,
  admin,
  blocks,
  requests,
  publicSide,
  lists,
  savedSearches,
  digest,
  reports,
  conversations,
  sms,
  verification,
  stories,
  matchSystem,
  account,
  health,
  backup,
  seo,
  // Last: its not-found handler draws the web app for every other address.
  web,
];
