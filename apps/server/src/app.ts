import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';

import { API_BASE, IDENTITY_BASE } from '@vivaha/shared/constants';

import { requestLanguage } from '#src/lib/language.ts';
import { translateMessage } from '#src/lib/messages.ts';

import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { inTurn, openReplicas } from './db/replicas.ts';
import { onEveryChange } from './lib/changes.ts';
import { deriveSecret } from './lib/data-dir.ts';
import { startJobs, stopJobs, type Jobs } from './lib/jobs.ts';
import { createMetrics } from './lib/metrics.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createAccountCollector } from './modules/account/account.collect.ts';
import { createDataExports, type DataExports } from './modules/account/account.exports.ts';
import { createAccountRepository } from './modules/account/account.repository.ts';
import { createRetention, type Retention } from './modules/account/account.retention.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { backupRoutes } from './modules/backup/backup.routes.ts';
import { createBlocksRepository } from './modules/blocks/blocks.repository.ts';
import { blockRoutes } from './modules/blocks/blocks.routes.ts';
import { createBlocksService } from './modules/blocks/blocks.service.ts';
import { createBotCheckRepository } from './modules/botcheck/botcheck.repository.ts';
import { botCheckRoutes } from './modules/botcheck/botcheck.routes.ts';
import { createBotCheck } from './modules/botcheck/botcheck.service.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createGuardianCopies, type GuardianCopies } from './modules/conversations/conversations.guardians.ts';
import { createConversationsRepository } from './modules/conversations/conversations.repository.ts';
import { conversationRoutes } from './modules/conversations/conversations.routes.ts';
import { createConversationsService } from './modules/conversations/conversations.service.ts';
import { createDigestRepository } from './modules/digest/digest.repository.ts';
import { digestRoutes } from './modules/digest/digest.routes.ts';
import { createDigests, type Digests } from './modules/digest/digest.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createAuthHooks } from './modules/identity/auth.ts';
import { createIdentityRepository } from './modules/identity/identity.repository.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { createIdentityService, type IdentityService } from './modules/identity/identity.service.ts';
import { createTokenSigner } from './modules/identity/secrets.ts';
import { createListsRepository } from './modules/lists/lists.repository.ts';
import { listRoutes } from './modules/lists/lists.routes.ts';
import { createListsService } from './modules/lists/lists.service.ts';
import { createMailQueue, type MailQueue } from './modules/mail/mail.queue.ts';
import { createMailRepository } from './modules/mail/mail.repository.ts';
import { createTransport, type Mailer, type MailTransport } from './modules/mail/mail.service.ts';
import { createMatchSystemRepository } from './modules/match-system/match-system.repository.ts';
import { matchSystemRoutes } from './modules/match-system/match-system.routes.ts';
import { createMatchSystems } from './modules/match-system/match-system.service.ts';
import { createMediaRemovals, type MediaRemovals } from './modules/media/media.removals.ts';
import { createMediaRepository } from './modules/media/media.repository.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createStorage } from './modules/media/media.s3.ts';
import type { MediaStorage } from './modules/media/media.storage.ts';
import { createMediaSigner } from './modules/media/media.urls.ts';
import { createPhotoRights } from './modules/media/photo-rights.ts';
import { createProfilesRepository } from './modules/profiles/profiles.repository.ts';
import { profileRoutes } from './modules/profiles/profiles.routes.ts';
import { createProfilesService } from './modules/profiles/profiles.service.ts';
import { clearListingsOnChange, createListingsCache } from './modules/public/listings-cache.ts';
import { createPublicRepository } from './modules/public/public.repository.ts';
import { publicRoutes } from './modules/public/public.routes.ts';
import { createPublicService } from './modules/public/public.service.ts';
import { createSiteFactsRepository } from './modules/public/site-facts.repository.ts';
import { siteFactsRoutes } from './modules/public/site-facts.routes.ts';
import { createSiteFactsService } from './modules/public/site-facts.service.ts';
import { createReportsRepository } from './modules/reports/reports.repository.ts';
import { adminReportRoutes, reportRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createRequestsRepository } from './modules/requests/requests.repository.ts';
import { requestRoutes } from './modules/requests/requests.routes.ts';
import { createRequestsService } from './modules/requests/requests.service.ts';
import { createSavedSearchesRepository } from './modules/saved-searches/saved-searches.repository.ts';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service.ts';
import { createSeoRepository } from './modules/seo/seo.repository.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { createSignalsRepository } from './modules/signals/signals.repository.ts';
import { createSmsQueue, type SmsQueue } from './modules/sms/sms.queue.ts';
import { createSmsSender, type SmsSender } from './modules/sms/sms.sender.ts';
import { createStoriesRepository } from './modules/stories/stories.repository.ts';
import { adminStoryRoutes, storyRoutes } from './modules/stories/stories.routes.ts';
import { createStoriesService } from './modules/stories/stories.service.ts';
import {
  createPhotoChecks,
  schedulePhotoCheckExpiry,
  type PhotoChecks,
} from './modules/verification/photo-checks.service.ts';
import { createVerificationRepository } from './modules/verification/verification.repository.ts';
import { adminCheckRoutes, verificationRoutes } from './modules/verification/verification.routes.ts';
import { createVerificationService } from './modules/verification/verification.service.ts';
import { registerWebApp } from './modules/web/web.routes.ts';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/errors.ts';
import { registerHostCheck } from './plugins/host-check.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { trustedProxies } from './plugins/proxy.ts';
import { registerSecurityHeaders } from './plugins/security.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity service, for start-up tasks (ADMIN_EMAIL) and the admin command. */
    identity: IdentityService;
    /** The job queue (pg-boss) every server shares. */
    jobs: Jobs;
    /** The mail queue, so tests can deliver queued mail at once. */
    mailQueue: MailQueue;
    /** Photo file removals kept for later, so tests can try them at once. */
    mediaRemovals: MediaRemovals;
    /** The new-match mails, so tests can run a pass at once. */
    digests: Digests;
    /** Members' copies of their data, so tests can make them at once. */
    dataExports: DataExports;
    sms: SmsQueue;
    /** The photo checks: tests run their hourly expiry at once. */
    photoChecks: PhotoChecks;
    /** The daily retention pass, so tests can run it at once. */
    retention: Retention;
    /** The weekly guardian copies, so tests can send them at once. */
    guardianCopies: GuardianCopies;
  }
}

/** Up to 64 characters that cannot break a log line or a header. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const defaultSsrEntry = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url));

export interface AppDeps {
  config: Config;
  database: Database;
  /** The signing secret (JWT_SECRET, or the one kept in DATA_DIR). */
  secret: string;
  logger: Logger | false;
  /** Replaces the mail queue for the modules (tests that record what is asked to be sent). */
  mailer?: Mailer;
  /** Where queued mails leave (tests keep them in memory); default SMTP_URL, else the outbox. */
  mailTransport?: MailTransport;
  /** Drain the mail queue in the background (default); tests drain by hand. */
  drainMailInBackground?: boolean;
  /** Retry kept photo file removals and send new-match mails in the background (default); tests run them by hand. */
  workInBackground?: boolean;
  /** Replaces SMS_PROVIDER's sender (tests). */
  smsSender?: SmsSender;
  /** Seconds before an SMS is tried again (10, doubled each time); tests use 0. */
  smsRetryDelaySeconds?: number;
  /** How far behind now a new-match mail's window ends (10 s); tests that publish and mail at once use 0. */
  digestLagSeconds?: number;
  /** How long a viewer's right to a photo is kept (60 s, PHOTO_RIGHT_SECONDS); tests shorten it. */
  photoRightSeconds?: number;
  storage?: MediaStorage;
  webRoot?: string;
  /** The web app's server copy; default dist-ssr/entry-server.js beside the default web root, '' for none. */
  ssrEntry?: string;
}

/** Builds the whole server as one Fastify instance; it does not listen. */
/** The fields of an answer that speak to the person: `message`, the spec's `msg`, identity's `returnText`. */
const MESSAGE_FIELDS = ['message', 'msg', 'returnText'] as const;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger as FastifyBaseLogger } : { logger: false }),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // Refusals made before any route or hook (a malformed address, unreadable HTTP) in the site's shape.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    bodyLimit: 256 * 1024,
    // A request that reaches the server while it stops is answered as usual, with
    // `Connection: close`, not refused: its sender could not tell a refused POST from a lost one
    // (lib/shutdown.ts).
    return503OnClosing: false,
    // A client's x-request-id is kept only when it looks like an id; else the server makes one.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerHostCheck(app, config);
  registerInputGuard(app);
  // An answer's message to the person, in the page's language (lib/messages.ts); the rest of the
  // answer is data and stays as it is.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const language = requestLanguage(request);
    if (language === 'en' || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const words = payload as Record<string, unknown>;
    const said = MESSAGE_FIELDS.filter((field) => typeof words[field] === 'string');
    if (!said.length) return payload;
    return {
      ...words,
      ...Object.fromEntries(said.map((field) => [field, translateMessage(words[field] as string, language)])),
    };
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A call's messages and labels follow Accept-Language: a cache must keep each language apart.
    if (request.url.startsWith('/api/') || request.url.startsWith('/identity/')) {
      const vary = reply.getHeader('vary');
      if (!String(vary ?? '').includes('Accept-Language')) {
        reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
      }
    }
    // Nothing answered to a signed-in call may be kept by a browser or a shared cache.
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
  });

  await registerSecurityHeaders(app, config);
  const limiter = createRateLimiter(database.db);

  // Prometheus measurements at GET /metrics (health.routes.ts): every answer by route and status.
  const metrics = createMetrics();
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  metrics.watch({
    poolUse: () => database.poolUse?.(),
    replicaPoolUse: () => replicas?.poolUse(),
    mailQueue: () => mailQueue.counts(),
    photoRemovals: () => mediaRemovals.counts(),
  });

  // Jobs (mails, photo removals, new-match mails) on pg-boss; stopped after the requests end.
  const jobs = await startJobs(database, { log: app.log, background: deps.drainMailInBackground ?? true });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => stopJobs(jobs));
  const mailQueue = await createMailQueue({
    jobs,
    repository: createMailRepository(database.db),
    transport:
      deps.mailTransport ??
      createTransport({
        smtpUrl: config.SMTP_URL,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    site: { siteName: config.SITE_NAME, siteUrl: config.siteUrl },
    log: app.log,
    background: deps.drainMailInBackground ?? true,
    onDelivery: (outcome) => metrics.mail(outcome),
  });
  app.decorate('mailQueue', mailQueue);
  app.addHook('onClose', async () => mailQueue.close());
  const mailer: Mailer = deps.mailer ?? mailQueue;

  const botCheck = createBotCheck({
    provider: config.CAPTCHA_PROVIDER,
    hmacSecret: deriveSecret(deps.secret, 'botcheck'),
    recaptchaSecret: config.RECAPTCHA_SECRET,
    repository: createBotCheckRepository(database.db),
  });
  const contact = createContactService({
    repository: createContactRepository(database.db),
    limiter,
    mailer,
    teamEmail: config.teamEmail,
    siteName: config.SITE_NAME,
  });
  const profilesRepository = createProfilesRepository(database.db);
  const signals = createSignalsRepository(database.db);
  const identity = createIdentityService({
    repository: createIdentityRepository(database.db),
    limiter,
    mailer,
    signer: createTokenSigner(deriveSecret(deps.secret, 'tokens')),
    codeSecret: deriveSecret(deps.secret, 'codes'),
    siteName: config.SITE_NAME,
    onLogin: (userId) => profilesRepository.touchOwner(userId),
  });
  const auth = createAuthHooks(app, identity);
  app.decorate('identity', identity);
  // Photo files: a removal the storage refuses is queued and tried again (media.removals.ts).
  const mediaRemovals = await createMediaRemovals({
    storage: deps.storage ?? createStorage(config),
    db: database.db,
    jobs,
    log: app.log,
    background: deps.workInBackground ?? true,
  });
  app.decorate('mediaRemovals', mediaRemovals);
  const { storage } = mediaRemovals;
  const mediaSigner = createMediaSigner(deriveSecret(deps.secret, 'media'));
  const profiles = createProfilesService({
    repository: profilesRepository,
    storage,
    signer: mediaSigner,
    signals,
    siteName: config.SITE_NAME,
    photoTimed: (seconds) => metrics.photo(seconds),
  });
  const adminRepository = createAdminRepository(database.db);
  const adminService = createAdminService({
    repository: adminRepository,
    profiles: profilesRepository,
    storage,
    signer: mediaSigner,
    signals,
    mailer,
    siteName: config.SITE_NAME,
    inTransaction: (work) =>
      database.db.transaction((tx) =>
        work({ repository: createAdminRepository(tx), profiles: createProfilesRepository(tx) }),
      ),
  });
  const blocks = createBlocksService(createBlocksRepository(database.db));
  const requests = createRequestsService({
    repository: createRequestsRepository(database.db),
    blockedBetween: (a, b) => blocks.between(a, b),
    mailer,
    limiter,
    siteName: config.SITE_NAME,
  });
  // Visitors' listings for a few seconds, emptied by any change this server makes.
  const listings = createListingsCache({ seconds: config.LISTING_CACHE_SECONDS });
  clearListingsOnChange(app, listings);
  const listsRepository = createListsRepository(database.db);
  const publicDeps = {
    signer: mediaSigner,
    approvedFor: (userId: number) => requests.approvedFor(userId),
    hiddenOwners: (userId: number) => blocks.hiddenOwners(userId),
    notInterested: (userId: number) => listsRepository.hiddenIds(userId),
  };
  // Visitors' listings, the sitemaps and the matches page's ranking may lag a few seconds: they
  // read a replica when there is one (DATABASE_READ_URL), in turn. Every privacy decision and
  // every other member's read stays on the primary (public.routes.ts says which calls).
  const replicas = openReplicas(config.DATABASE_READ_URL, { poolSize: config.DATABASE_POOL_SIZE });
  app.addHook('onClose', async () => replicas?.close());
  const replicaRepositories = (replicas?.dbs ?? []).map((db) => createPublicRepository(db));
  const publicService = createPublicService({
    ...publicDeps,
    repository: createPublicRepository(database.db),
    ...(replicaRepositories.length ? { ranking: inTurn(replicaRepositories) } : {}),
  });
  const visitorListings = replicaRepositories.length
    ? inTurn(replicaRepositories.map((repository) => createPublicService({ ...publicDeps, repository })))
    : () => publicService;
  // Whether a photo address's viewer may see its photo now, kept a minute; forgotten with every
  // change this server makes (a block, a withdrawn approval, an owner's choice).
  const photoRights = createPhotoRights({
    photo: createMediaRepository(database.db).photo,
    viewer: (user) => publicService.viewer(user),
    ...(deps.photoRightSeconds === undefined ? {} : { seconds: deps.photoRightSeconds }),
  });
  onEveryChange(app, () => photoRights.clear());
  const savedSearches = createSavedSearchesService({
    repository: createSavedSearchesRepository(database.db),
    newCounts: (searches, user, cap) => publicService.newCounts(searches, user, cap),
    unmatchable: (user, profileId) => publicService.unmatchableReason(user, profileId),
  });
  const digests = await createDigests({
    repository: createDigestRepository(database.db),
    jobs,
    mailer,
    newProfiles: (searches, user, window, limit, language) =>
      publicService.newProfiles(searches, user, window, limit, language),
    secret: deriveSecret(deps.secret, 'unsubscribe'),
    siteName: config.SITE_NAME,
    siteUrl: config.siteUrl,
    log: app.log,
    background: deps.workInBackground ?? true,
    ...(deps.digestLagSeconds === undefined ? {} : { lagSeconds: deps.digestLagSeconds }),
  });
  app.decorate('digests', digests);
  const lists = createListsService({
    repository: listsRepository,
    cards: (ids, user, language, alsoHidden) => publicService.cards(ids, user, language, alsoHidden),
  });
  const conversationsRepository = createConversationsRepository(database.db);
  const reports = createReportsService({
    repository: createReportsRepository(database.db),
    inTransaction: (work) =>
      database.db.transaction((tx) =>
        work({
          reports: createReportsRepository(tx),
          audit: createAdminRepository(tx),
          profiles: createProfilesRepository(tx),
        }),
      ),
    storage,
    limiter,
    mailer,
    teamEmail: config.teamEmail,
    siteName: config.SITE_NAME,
    messageContext: (messageId) => conversations.context(messageId),
  });
  const guardianCopies = await createGuardianCopies({
    jobs,
    db: database.db,
    mailer,
    secret: deriveSecret(deps.secret, 'guardians'),
    siteName: config.SITE_NAME,
    siteUrl: config.siteUrl,
    log: app.log,
    background: deps.workInBackground ?? true,
  });
  app.decorate('guardianCopies', guardianCopies);
  const conversations = createConversationsService({
    repository: conversationsRepository,
    guardians: guardianCopies,
    blockedBetween: (a, b) => blocks.between(a, b),
    hiddenOwners: (userId) => blocks.hiddenOwners(userId),
    report: async (profileId, user, input, context) =>
      reports.report(
        profileId,
        { user, anonymousKey: '', hiddenOwners: await blocks.hiddenOwners(user.id) },
        input,
        context,
      ),
    mailer,
    limiter,
    secret: deriveSecret(deps.secret, 'message-mails'),
    siteName: config.SITE_NAME,
  });
  // Codes by SMS, through the job queue; each SMS's outcome is noted on its code.
  const smsQueue = await createSmsQueue({
    jobs,
    sender: deps.smsSender ?? createSmsSender(config, { outboxDir: path.join(config.dataDir, 'outbox'), log: app.log }),
    log: app.log,
    background: deps.workInBackground ?? true,
    onOutcome: (ref, outcome) => verification.phoneCodeOutcome(ref, outcome),
    ...(deps.smsRetryDelaySeconds === undefined ? {} : { retryDelaySeconds: deps.smsRetryDelaySeconds }),
  });
  app.decorate('sms', smsQueue);
  app.addHook('onClose', async () => smsQueue.close());
  const verificationRepository = createVerificationRepository(database.db);
  const verification = createVerificationService({
    repository: verificationRepository,
    limiter,
    nicSecret: deriveSecret(deps.secret, 'nic'),
    codeSecret: deriveSecret(deps.secret, 'phone-codes'),
    sendSms: (sms) => smsQueue.send(sms),
    siteName: config.SITE_NAME,
  });
  const photoChecks = createPhotoChecks({
    repository: verificationRepository,
    storage,
    limiter,
    mailer,
    record: (entry) => adminRepository.record(entry),
    siteName: config.SITE_NAME,
    siteUrl: config.siteUrl,
  });
  app.decorate(
    'photoChecks',
    await schedulePhotoCheckExpiry({ jobs, photoChecks, log: app.log, background: deps.workInBackground ?? true }),
  );
  const viewSecret = deriveSecret(deps.secret, 'views');
  const stories = createStoriesService({
    repository: createStoriesRepository(database.db),
    record: (entry) => adminRepository.record({ ...entry, profileId: null }),
  });

  await app.register(healthRoutes, { database, storage, metrics, metricsToken: config.METRICS_TOKEN });
  // GET /backup/database: the embedded database's copy for `npm run backup` on this machine.
  await app.register(backupRoutes, { database, secret: deps.secret });
  await app.register(
    async (api) => {
      await api.register(botCheckRoutes, { botCheck });
      await api.register(contactRoutes, { contact, botCheck });
      await api.register(mediaRoutes, { storage, signer: mediaSigner, rights: photoRights, asker: auth.browserUser });
      await api.register(profileRoutes, { profiles, auth, limiter });
      await api.register(verificationRoutes, { verification, photoChecks, auth });
      await api.register(adminCheckRoutes, { prefix: '/admin', verification, photoChecks, auth });
      await api.register(requestRoutes, { requests, auth, botCheck, siteUrl: config.siteUrl });
      await api.register(adminRoutes, { prefix: '/admin', admin: adminService, auth, siteUrl: config.siteUrl });
      await api.register(adminReportRoutes, { prefix: '/admin', reports, auth, siteUrl: config.siteUrl });
      await api.register(adminStoryRoutes, { prefix: '/admin', stories, auth });
      await api.register(blockRoutes, { blocks, auth });
      await api.register(conversationRoutes, {
        conversations,
        guardians: guardianCopies,
        auth,
        siteUrl: config.siteUrl,
        siteName: config.SITE_NAME,
      });
      await api.register(listRoutes, { lists, auth });
      await api.register(savedSearchRoutes, { savedSearches, auth });
      await api.register(digestRoutes, { digests, auth, siteName: config.SITE_NAME });
      await api.register(matchSystemRoutes, {
        systems: createMatchSystems(createMatchSystemRepository(database.db)),
        auth,
      });
      await api.register(reportRoutes, {
        reports,
        auth,
        botCheck,
        siteUrl: config.siteUrl,
        viewSecret,
        hiddenOwners: (userId) => blocks.hiddenOwners(userId),
      });
      await api.register(publicRoutes, {
        service: publicService,
        visitorListings,
        auth,
        viewSecret,
        limiter,
        listings,
      });
      await api.register(storyRoutes, { stories });
      await api.register(siteFactsRoutes, {
        facts: createSiteFactsService(createSiteFactsRepository(database.db)),
      });
    },
    { prefix: API_BASE },
  );
  await app.register(identityRoutes, {
    prefix: IDENTITY_BASE,
    identity,
    auth,
    botCheck,
    siteUrl: config.siteUrl,
  });
  // A member's copy of their data, made by a job and mailed as a link.
  const dataExports = await createDataExports({
    jobs,
    db: database.db,
    collect: createAccountCollector(database.db),
    ownerProfile: async (id, ownerId) => ({ ...(await profiles.get(id, ownerId)) }),
    storage,
    mailer,
    secret: deriveSecret(deps.secret, 'exports'),
    siteName: config.SITE_NAME,
    siteUrl: config.siteUrl,
    log: app.log,
    background: deps.workInBackground ?? true,
  });
  app.decorate('dataExports', dataExports);
  app.addHook('onClose', async () => dataExports.close());
  const account = createAccountService({
    repository: createAccountRepository(database.db),
    exports: dataExports,
    limiter,
    mailer,
    storage,
    siteName: config.SITE_NAME,
    siteUrl: config.siteUrl,
  });
  await app.register(accountRoutes, { prefix: IDENTITY_BASE, account, auth });
  // What is kept only for a while goes daily (the privacy page's table).
  const retention = await createRetention({
    jobs,
    db: database.db,
    mailer,
    deleteAccount: (user) => account.deleteDormant(user),
    sweepLimits: () => limiter.sweep(),
    siteName: config.SITE_NAME,
    siteUrl: config.siteUrl,
    log: app.log,
    background: deps.workInBackground ?? true,
  });
  app.decorate('retention', retention);

  // A profile page's title names the profile: the primary's to decide, like the page. The
  // sitemaps may lag with the listings.
  const seo = createSeoService(createSeoRepository(database.db));
  const sitemaps = replicas?.dbs[0] ? createSeoService(createSeoRepository(replicas.dbs[0])) : seo;
  await app.register(seoRoutes, { seo: sitemaps, siteUrl: config.siteUrl });
  await registerWebApp(
    app,
    deps.webRoot ?? defaultWebRoot,
    {
      siteName: config.SITE_NAME,
      publicUrl: config.PUBLIC_URL,
      captchaProvider: config.CAPTCHA_PROVIDER,
      recaptchaSiteKey: config.RECAPTCHA_SITE_KEY,
      teamAbout: config.TEAM_ABOUT,
      dataController: {
        name: config.DATA_CONTROLLER,
        address: config.DATA_CONTROLLER_ADDRESS,
        email: config.dataRequestsEmail,
      },
    },
    (id, language) => seo.profileTitle(id, language),
    deps.ssrEntry === undefined ? (deps.webRoot ? undefined : defaultSsrEntry) : deps.ssrEntry || undefined,
  );

  return app;
}
