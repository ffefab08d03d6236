import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { Catalogue } from './catalogue/catalogue.js';
import { CatalogueRefresh } from './catalogue/catalogue-refresh.js';
import { catalogueRoutes } from './catalogue/routes.js';
import type { ApiConfig } from './config.js';
import type { Database } from './db/schema.js';
import { errorBody } from './http/api-error.js';
import { bareAnswerHeaders, clientErrorHandler, headersBeforeRouting } from './http/bare-answers.js';
import { badUrlRoute, rewriteBadUrl } from './http/bad-url.js';
import { DOCS_DIRECTIVES, policyText } from './http/content-security-policy.js';
import { drainConnectionsOnClose } from './http/draining.js';
import { healthRoutes } from './http/health-routes.js';
import { invalidInput, invalidInputCode } from './http/invalid-input.js';
import { notFoundCodeOf, ROUTE_TAGS } from './http/route-schema.js';
import { readCatalogueVersion } from './import/catalogue-version.js';
import { handOnLeftChanges } from './import/hand-on-changes.js';
import { instanceImporter } from './import/instance-importer.js';
import { importPush } from './import/push/push-plugin.js';
import type { PushWorker } from './import/push/push-worker.js';
import { scheduleImports } from './import/schedule/schedule-plugin.js';
import type { ScheduledImport } from './import/schedule/scheduled-import.js';
import { requestLanguage } from './http/request-language.js';
import { registerSecurity } from './http/security.js';
import { countRequest } from './event-loop/give-way.js';
import { serverTimeouts } from './http/timeouts.js';
import { createTranslator } from './i18n/translator.js';
import { alertMailer } from './alerts/alert-mailer.js';
import { alertRoutes } from './alerts/alert-routes.js';
import { DIGEST_CHECK_MS, sendDigests } from './alerts/daily-digest.js';
import type { AfterImport } from './import/catalogue-changes.js';
import { AltchaChallenges } from './leads/altcha.js';
import { leadRoutes } from './leads/routes.js';
import { loggerOptions, type LogStream } from './log/logger.js';
import { OutboxWorker } from './mail/outbox.js';
import { fileTransport, smtpTransport, type MailTransport } from './mail/transport.js';
import { configuredPictureStore } from './media/configured-picture-store.js';
import { pictureSource } from './media/picture-source.js';
import { PictureVariants } from './media/picture-variants.js';
import { mediaRoutes } from './media/routes.js';
import { ownerRoutes } from './owners/routes.js';
import { brandImageRoutes } from './site/brand-images.js';
import { remotesRoutes } from './site/remotes-routes.js';
import { sitePages } from './site/site-pages.js';
import type { SlotRenderer } from './site/composition/compose-page.js';
import { remoteSlotRenderer } from './site/slots/slot-renderer.js';
import { warmPages } from './site/composition/warm-pages.js';
import { serveSite } from './site/static-site.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail worker; tests flush it instead of waiting for its timer. */
    outbox: OutboxWorker;
    /** Reads the catalogue from the database again (after an import). */
    reloadCatalogue: () => Promise<void>;
    /** Polls the catalogue version; tests and this instance's imports call `check()` at once. */
    catalogueRefresh: CatalogueRefresh;
    /** The worker of POST /api/import/events (null without IMPORT_PUSH_SECRET); tests flush it. */
    importPush: PushWorker | null;
    /** The scheduled pull (null without IMPORT_FEED_URL); tests call `tick()`. */
    scheduledImport: ScheduledImport | null;
    /**
     * Search alerts: `afterImport` is what this instance's imports hand their changes to
     * (alerts/alert-mailer.ts); `sendDigests` mails the daily alerts whose day is up;
     * `handOnLeftChanges` hands on what runs left unhanded (a process that stopped); a timer runs both.
     */
    alerts: { afterImport: AfterImport; sendDigests: () => Promise<number>; handOnLeftChanges: () => Promise<number> };
  }
}

export type App = FastifyInstance;

export type AppOptions = {
  config: ApiConfig;
  db: Kysely<Database>;
  /** Replaces the configured mail transport (tests use a local SMTP catcher or a failing one). */
  transport?: MailTransport;
  now?: () => Date;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Replaces the remotes' server bundles in rendering a page's slots (tests). */
  renderSlot?: SlotRenderer;
};

/** The whole API as a Fastify instance; `main.ts` listens, tests inject. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const https = config.siteOrigin.startsWith('https://');
  const bareHeaders = bareAnswerHeaders(https);
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : loggerOptions(config.logLevel, options.logStream)),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 64 * 1024,
    rewriteUrl: rewriteBadUrl,
    ...serverTimeouts(config),
    clientErrorHandler: clientErrorHandler(bareHeaders),
  });
  headersBeforeRouting(app, bareHeaders);
  // Long work (an import, a catalogue reload) paces itself while visitors are answered (event-loop/give-way.ts).
  app.server.on('request', countRequest);
  // Every route declares its input and answers with the zod schemas of @immo/shared (http/route-schema.ts):
  // the input is validated with them, and an answer is checked against them as it is serialised.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const translate = await createTranslator();
  // The version first: an import committed while the catalogue loads is seen at the next poll.
  const loadedVersion = await readCatalogueVersion(db);
  let catalogue = await Catalogue.load(db);
  const currentCatalogue = () => catalogue;

  const transport =
    options.transport ?? (config.smtp ? smtpTransport(config.smtp) : fileTransport(join(config.dataDir, 'outbox')));
  const outbox = new OutboxWorker(db, transport, config.mailFrom, app.log, {
    now,
    concurrency: config.mailConcurrency,
    leaseMs: config.outboxLeaseMs,
  });
  const flushSoon = () => setImmediate(() => void outbox.flush());
  const closing = drainConnectionsOnClose(app);

  const routeSecurity = await registerSecurity(app, {
    corsOrigins: config.corsOrigins,
    remoteOverrides: config.remoteOverrides,
    devOrigins: config.devOrigins,
    https,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Immo site API',
        version: '1.0.0',
        description: 'Catalogue, leads, owner accounts and media of the agency site.',
      },
      tags: Object.entries(ROUTE_TAGS).map(([name, description]) => ({ name, description })),
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The description gets a policy of its own: Swagger UI's files and this origin, nothing else.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: policyText(DOCS_DIRECTIVES) });

  // Errors a visitor may see: translated, without stacks or internal detail.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const lang = requestLanguage(request);
    const t = translate(lang);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const notFound = error.validationContext === 'params' ? notFoundCodeOf(request.routeOptions.schema) : undefined;
      if (notFound) return reply.code(404).send(errorBody(notFound, lang, t));
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? '',
      }));
      return invalidInput(reply, lang, t, { issues }, error.validationContext);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(errorBody('payloadTooLarge', lang, t));
    if (status === 429) return reply.code(429).send(errorBody('tooManyRequests', lang, t));
    // Any other refusal: of the form when the route takes a body, else of the request.
    if (status >= 400 && status < 500) {
      const part = request.routeOptions.schema?.body ? 'body' : undefined;
      return reply.code(status).send(errorBody(invalidInputCode(part), lang, t));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('apiError', lang, t));
  });
  app.setNotFoundHandler((request, reply) => {
    const lang = requestLanguage(request);
    return reply.code(404).send(errorBody('pageNotFound', lang, translate(lang)));
  });

  await app.register(catalogueRoutes, { catalogue: currentCatalogue, translate, sheetSecurity: routeSecurity.sheet });
  // altcha-lib checks a challenge's expiry against the system clock, so these use it too.
  const altcha = new AltchaChallenges(db, config.altchaSecret, undefined, config.altchaWork);
  await app.register(leadRoutes, {
    db,
    catalogue: currentCatalogue,
    altcha,
    translate,
    siteOrigin: config.siteOrigin,
    agencyMail: config.agencyMail,
    agencyLanguage: config.agencyLanguage,
    linkSecret: config.sessionSecret,
    leadsPerMinute: config.leadsPerMinute,
    afterStored: flushSoon,
    now,
  });
  const alertContext = {
    siteOrigin: config.siteOrigin,
    translate,
    linkSecret: config.sessionSecret,
    now,
    afterQueued: flushSoon,
  };
  await app.register(alertRoutes, {
    ...alertContext,
    db,
    altcha,
    perMinute: config.leadsPerMinute,
    afterStored: flushSoon,
  });
  await app.register(ownerRoutes, {
    db,
    catalogue: currentCatalogue,
    translate,
    siteOrigin: config.siteOrigin,
    secureCookies: https,
    afterQueued: flushSoon,
    now,
    purgeIntervalMs: config.ownerPurgeIntervalMs,
  });
  await app.register(mediaRoutes, {
    pictures: new PictureVariants(
      join(config.dataDir, 'media-cache'),
      pictureSource(configuredPictureStore(config, db)),
    ),
    knownPicture: (mediaPath) => currentCatalogue().mediaPaths.has(mediaPath),
    translate,
  });

  await app.register(brandImageRoutes, { appBarColor: () => catalogue.siteConfig.header.appBarColor });

  await app.register(remotesRoutes, {
    remoteOverrides: config.remoteOverrides,
    staticRoot: config.staticRoot,
    ssrRemoteOverrides: config.ssrRemoteOverrides,
  });
  await app.register(healthRoutes, { db, closing });

  await app.register(badUrlRoute, { translate });
  if (config.staticRoot) await serveSite(app, config.staticRoot);
  const slots = options.renderSlot ? { renderSlot: options.renderSlot } : remoteSlotRenderer(config);
  if ('remotes' in slots) {
    app.addHook('onClose', async () => slots.remotes.close());
    // Ready once the remotes' server code is loaded: the first pages after a start (or a rolling
    // deploy) arrive with their content, not with slots spent loading code.
    app.addHook('onReady', async () => {
      const failed = await slots.warm();
      if (failed.length > 0)
        app.log.warn({ remotes: failed }, 'server bundles not loaded at start: left to the browser');
    });
    app.addHook('onListen', async () => warmPages(app, catalogue));
  }
  await app.register(sitePages, {
    config,
    catalogue: currentCatalogue,
    translate,
    security: routeSecurity.page,
    slotBudgetMs: config.slotBudgetMs,
    renderSlot: slots.renderSlot,
  });

  // The outbox stops before the database closes, and hands back what it claimed and did not send.
  app.addHook('onClose', async () => {
    const released = await outbox.stop();
    if (released > 0) app.log.info({ released }, 'unsent outbox mails handed back to the other instances');
  });
  outbox.start(config.outboxIntervalMs);
  const afterImport = alertMailer(db, alertContext);
  const digests = () => sendDigests(db, alertContext);
  const handOn = () => handOnLeftChanges(db, afterImport, now());
  // Every instance looks; each run's changes and each digest are claimed by one (hand-on-changes.ts,
  // daily-digest.ts).
  const digestTimer = setInterval(() => {
    handOn()
      .then(digests)
      .catch((error: unknown) => app.log.error({ err: error }, 'search alerts: changes or digests failed'));
  }, DIGEST_CHECK_MS);
  digestTimer.unref();
  app.addHook('onClose', async () => clearInterval(digestTimer));

  app.decorate('outbox', outbox);
  app.decorate('alerts', { afterImport, sendDigests: digests, handOnLeftChanges: handOn });
  const reloadCatalogue = async () => {
    catalogue = await Catalogue.load(db);
  };
  const catalogueRefresh = new CatalogueRefresh({
    db,
    loadedVersion,
    reload: async (sinceVersion) => {
      catalogue = await catalogue.withChangesSince(db, sinceVersion);
    },
    adopt: async (imported) => {
      catalogue = await catalogue.withImported(db, imported);
    },
    log: app.log,
  });
  catalogueRefresh.start(config.cataloguePollMs);
  app.addHook('onClose', async () => catalogueRefresh.stop());
  app.decorate('reloadCatalogue', reloadCatalogue);
  app.decorate('catalogueRefresh', catalogueRefresh);
  const importFeed = instanceImporter({
    db,
    config,
    now,
    log: app.log,
    refresh: catalogueRefresh,
    afterImport,
  });
  const push = config.importPushSecret;
  app.decorate('importPush', push ? await importPush(app, { db, secret: push, translate, now, importFeed }) : null);
  const schedule = config.importSchedule;
  app.decorate(
    'scheduledImport',
    schedule
      ? scheduleImports(app, { db, schedule, allowPrivate: config.importAllowPrivateHosts, now, importFeed })
      : null,
  );
  return app;
}
