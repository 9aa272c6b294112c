import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AUTH_BASE_PATH } from '../common/sign-in';
import { MEDIA_PATH } from '../common/urls';
import type { AppDeps, AppEnv } from './app-env';
import { COOKIE_PREFIX } from './auth/auth';
import { authGateway } from './auth/auth-gateway';
import {
  createDeletedAccountCheck,
  createSessionReader,
  createSuspendedSessionCheck,
} from './auth/session-reader';
import { bodyLimitOf } from './body-limits';
import { type AddressSource, clientAddress } from './client-address';
import { earlyAnswers } from './early-answers';
import { AppError, errorResponse } from './errors';
import { accountRoutes } from './features/account';
import {
  adminGoalRoutes,
  adminGoalsService,
  adminRoutes,
  adminStatsService,
  adminUserRoutes,
  adminUsersService,
  impersonationRoutes,
  siteSettingsRoutes,
  siteSettingsService,
} from './features/admin';
import { aiRoutes, aiService } from './features/ai';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes';
import { adminBackgroundRoutes, backgroundRoutes, backgroundsService } from './features/backgrounds';
import { adminBillingRoutes, billingRoutes, billingService } from './features/billing';
import { calendarFeedRoutes, calendarService, myCalendarRoutes } from './features/calendar';
import { categoriesService, myCategoriesRoutes } from './features/categories';
import { clientErrorRoutes } from './features/client-errors/client-errors.routes';
import { collaborationService, goalMembersRoutes, invitationRoutes } from './features/collaboration';
import { devMailboxApiRoutes, devMailboxPageRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { adminDocumentRoutes, documentRoutes, documentsService, legalPageRoutes } from './features/documents';
import { errorPageRoutes } from './features/error-page/error-page.routes';
import { answerCache, earlyFirstPage, goalsRoutes, goalsService, mediaOpenedByGoals } from './features/goals';
import { healthRoutes } from './features/health/health.routes';
import { imageLibraryRoutes, imageLibraryService } from './features/image-library';
import { insightsService, myInsightsRoutes } from './features/insights';
import { mediaApiRoutes, mediaFileRoutes, mediaService } from './features/media';
import { goalMemoriesRoutes, memoriesRoutes, memoriesService } from './features/memories';
import { metaRoutes } from './features/meta/meta.routes';
import { goalMilestonesRoutes, milestonesRoutes, milestonesService } from './features/milestones';
import { memoryModerationRoutes, moderationRoutes, moderationService } from './features/moderation';
import {
  createRequestMetrics,
  metricsRoutes,
  monitoringRoutes,
  monitoringService,
} from './features/monitoring';
import {
  adminReminderJobRoutes,
  goalReminderRoutes,
  reminderSettingsRoutes,
  remindersService,
  unsubscribeRoutes,
} from './features/reminders';
import { adminSeoRoutes, crawlerRoutes, seoService } from './features/seo';
import { forceLogoutRoutes, sessionRoutes } from './features/session/session.routes';
import {
  earlySharedPage,
  goalShareRoutes,
  isLinkPreviewAgent,
  mediaOpenedByShare,
  sharedFilesFollowSwitch,
  sharedRoutes,
  sharesService,
} from './features/shares';
import { superAdminRoutes, superAdminService } from './features/super-admin';
import { adminSupportRoutes, supportRoutes, supportService } from './features/support';
import { goalTemplateRoutes, templatesRoutes, templatesService } from './features/templates';
import { translateRoutes, translateService } from './features/translate';
import { earlyUsage, usageRoutes, usageService } from './features/usage';
import { forgetKeptReadsAfterWrites } from './kept-reads';
import { noStoreByDefault } from './middleware/no-store';
import { originCheck } from './middleware/origin-check';
import { fixedWindowCounter, rateLimit } from './middleware/rate-limit';
import { refuseNulInUrl } from './middleware/refuse-nul-in-url';
import { requestBodyLimit } from './middleware/request-body-limit';
import { requestContext } from './middleware/request-context';
import { securityHeaderList, securityHeaders } from './middleware/security-headers';
import { loadSession } from './middleware/session';
import { webAppRoutes } from './web-app';

const socketAddress = (c: Context) => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/** The client's address: the socket peer, or what a trusted proxy says (decision 0008). */
const proxiedAddress = (trust: AppDeps['config']['trustProxy']) => (request: AddressSource) =>
  clientAddress(request.socket(), request.header('x-forwarded-for'), trust);

/** Builds the whole HTTP application from its dependencies; no I/O happens here. */
export function createApp(deps: AppDeps) {
  const { config, auth, logger } = deps;
  const addressOf = deps.clientIp ?? proxiedAddress(config.trustProxy);
  const clientIp = (c: Context) =>
    addressOf({ header: (name) => c.req.header(name), socket: () => socketAddress(c) }) ?? 'unknown';
  // The same address for a request answered before Hono (Node joins repeated headers as Hono does).
  const nodeClientIp = (req: IncomingMessage) =>
    addressOf({ header: (name) => headerText(req.headers[name]), socket: () => req.socket.remoteAddress }) ??
    'unknown';
  const cookieOptions = { db: deps.database.db, secret: config.authSecret, cookiePrefix: COOKIE_PREFIX };
  const readSession = createSessionReader(cookieOptions);
  const isDeletedAccount = createDeletedAccountCheck(cookieOptions);
  const isSuspendedSession = createSuspendedSessionCheck(cookieOptions);
  const app = new Hono<AppEnv>();
  // Outermost, so that the time counted is the whole request's; process metrics only for a scraper.
  const requestMetrics = createRequestMetrics({ defaultMetrics: Boolean(config.metricsToken) });
  app.use(requestMetrics.middleware);

  app.use(requestContext(logger));
  const secure = config.baseUrl.startsWith('https://');
  app.use(securityHeaders(secure));
  // Before any route or library reads a byte of the request.
  app.use(refuseNulInUrl);
  app.use(requestBodyLimit(bodyLimitOf));
  app.use(forgetKeptReadsAfterWrites);
  app.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, new AppError('VALIDATION_FAILED', error.message));
    }
    c.get('logger')?.error({ err: error }, 'unhandled error');
    return errorResponse(c, new AppError('INTERNAL_ERROR'));
  });

  // API answers are per user and change often: never cached unless a route says otherwise.
  app.use('/api/*', noStoreByDefault);

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/meta', metaRoutes(deps));
  app.route(
    '/api',
    apiDocsRoutes(() => app, { auth, mode: config.mode }),
  );
  app.route('/error', errorPageRoutes());
  app.route(`${AUTH_BASE_PATH}/error`, errorPageRoutes());

  // Our own routes under the auth base path come first; better-auth answers the rest of it,
  // through the gateway (client address, suspension, body checks, per-account limits).
  app.use(`${AUTH_BASE_PATH}/user`, loadSession(readSession, isDeletedAccount));
  app.use(`${AUTH_BASE_PATH}/session`, loadSession(readSession, isDeletedAccount));
  app.route(AUTH_BASE_PATH, sessionRoutes());
  app.on(
    ['GET', 'POST'],
    `${AUTH_BASE_PATH}/*`,
    authGateway({ auth, db: deps.database.db, clientIp, isSuspendedSession, readSession }),
  );

  // Shares and goals build on media, so media learns which files a share or a shared goal opens from here.
  const media = mediaService(deps, { byShare: mediaOpenedByShare, byGoals: mediaOpenedByGoals });
  const goals = goalsService(deps);
  const usage = usageService(deps, goals);
  const memories = memoriesService(deps);
  const milestones = milestonesService(deps);
  const shares = sharesService(deps);
  const billing = billingService(deps);
  const documents = documentsService(deps);
  const seo = seoService(deps);
  const reminders = remindersService(deps);
  const collaboration = collaborationService(deps);

  const api = new Hono<AppEnv>();
  api.use(originCheck(config.trustedOrigins));
  api.use(loadSession(readSession, isDeletedAccount));
  api.use('/logs/error', rateLimit({ windowMs: 60_000, max: 30, key: clientIp }));
  api.route('/logs/error', clientErrorRoutes(deps));
  api.route('/system/force-logout', forceLogoutRoutes(deps));
  const listAnswers = answerCache();
  api.route('/bucket-list', goalsRoutes(goals, listAnswers));
  api.route('/bucket-list', goalMemoriesRoutes(memories));
  api.route('/bucket-list', goalShareRoutes(shares));
  api.route('/bucket-list', goalMilestonesRoutes(milestones));
  api.route('/bucket-list', goalReminderRoutes(reminders));
  api.route('/bucket-list', goalMembersRoutes(collaboration));
  // The invitation page reads its invitation without a session: limited per address like /shared.
  api.use('/invitations/*', rateLimit({ windowMs: 60_000, max: 60, key: clientIp }));
  api.route('/invitations', invitationRoutes(collaboration));
  const templates = templatesService(deps, goals, milestones);
  api.route('/bucket-list', goalTemplateRoutes(templates));
  api.route('/templates', templatesRoutes(templates));
  api.route('/memories', memoriesRoutes(memories));
  api.route('/milestones', milestonesRoutes(milestones));
  api.route('/ai', aiRoutes(aiService(deps, goals)));
  api.route('/translate', translateRoutes(translateService(deps)));
  // Public and unauthenticated: generous per address, enough to stop scraping by brute force.
  const sharedReads = fixedWindowCounter({ windowMs: 60_000, max: 120 });
  api.use('/shared/*', rateLimit({ counter: sharedReads, key: clientIp }));
  api.use('/shared/:token/report', rateLimit({ windowMs: 60 * 60_000, max: 10, key: clientIp }));
  api.route('/shared', sharedRoutes(shares));
  api.route('/media', mediaApiRoutes(media));
  const usageAnswers = answerCache();
  api.route('/me', usageRoutes(usage, usageAnswers));
  api.use('/me/export', rateLimit({ windowMs: 60_000, max: 5, key: clientIp }));
  api.route('/me', accountRoutes(deps));
  api.route('/me', reminderSettingsRoutes(reminders));
  const calendar = calendarService(deps);
  api.route('/me', myCalendarRoutes(calendar));
  api.route('/me', myInsightsRoutes(insightsService(deps)));
  api.route('/me', myCategoriesRoutes(categoriesService(deps)));
  // Calendar apps poll a feed every few minutes to hours; this is far above that, far below a scan.
  api.use('/calendar/*', rateLimit({ windowMs: 60_000, max: 60, key: clientIp }));
  api.route('/calendar', calendarFeedRoutes(calendar));
  // The signed link of reminder mail works without a session; the token is checked per request.
  api.use('/reminders/*', rateLimit({ windowMs: 60_000, max: 30, key: clientIp }));
  api.route('/reminders', unsubscribeRoutes(reminders, config.baseUrl));
  api.route('/billing', billingRoutes(billing, config));
  const support = supportService(deps);
  api.route('/support', supportRoutes(support));
  api.route('/admin/users', adminBillingRoutes(billing));
  api.route('/admin/users', adminUserRoutes(adminUsersService(deps, deps.accountDeletion), clientIp));
  // Before the /admin routes: returning from a user's view is done signed in as that user.
  const impersonation = impersonationRoutes(auth, deps.database.db, clientIp);
  api.route('/admin/users', impersonation.start);
  api.route('/admin/impersonation', impersonation.stop);
  api.route('/admin/goals', adminGoalRoutes(adminGoalsService(deps, goals), clientIp));
  api.route('/admin/documents', adminDocumentRoutes(documents, clientIp));
  api.route('/admin/seo', adminSeoRoutes(seo, clientIp));
  const backgrounds = backgroundsService(deps);
  api.route('/admin/background-images', adminBackgroundRoutes(backgrounds, clientIp));
  api.route('/background-images', backgroundRoutes(backgrounds));
  api.route('/documents', documentRoutes(documents));
  api.route('/admin/monitoring', monitoringRoutes(monitoringService(deps, requestMetrics)));
  const moderation = moderationService(deps);
  api.route('/admin/moderation/shares', moderationRoutes(moderation, clientIp));
  api.route('/admin/moderation/memories', memoryModerationRoutes(moderation, clientIp));
  api.route('/admin/images', imageLibraryRoutes(imageLibraryService(deps), clientIp));
  api.route('/admin/jobs', adminReminderJobRoutes(reminders));
  api.route('/admin/support', adminSupportRoutes(support, clientIp));
  api.route('/admin', superAdminRoutes(superAdminService(deps), clientIp));
  const settings = siteSettingsService(deps);
  api.route('/admin', adminRoutes(adminStatsService(deps), settings, clientIp));
  api.route('/site-settings', siteSettingsRoutes(settings));
  if (config.mode === 'demo') api.route('/dev/mailbox', devMailboxApiRoutes(deps));
  app.route('/api', api);

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });
  app.route('/metrics', metricsRoutes(requestMetrics, config.metricsToken));
  // File bytes live outside /api so that <img src> can use them; the session (or a live
  // share's token in ?share=) decides access.
  app.use(`${MEDIA_PATH}/*`, loadSession(readSession));
  app.use(`${MEDIA_PATH}/*`, sharedFilesFollowSwitch(deps.database.db));
  app.route(MEDIA_PATH, mediaFileRoutes(media));
  if (config.mode === 'demo') app.route('/dev/mailbox', devMailboxPageRoutes(deps));
  app.use('/legal/*', rateLimit({ windowMs: 60_000, max: 120, key: clientIp }));
  app.route('/legal', legalPageRoutes(documents, seo, { baseUrl: config.baseUrl, clientIp }));
  app.route('/', crawlerRoutes(config.baseUrl, documents.published));
  if (deps.webDir) {
    // The shared page is rendered from the share's data: the same limit as its API.
    app.use('/shared/*', rateLimit({ windowMs: 60_000, max: 120, key: clientIp }));
    app.route(
      '/',
      webAppRoutes(deps.webDir, {
        baseUrl: config.baseUrl,
        sharePreview: shares.preview,
        // A link-preview robot reads the page without counting as a view.
        sharedPage: (token, userAgent) =>
          shares.view(token, { count: !isLinkPreviewAgent(userAgent) }).catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
            throw error;
          }),
        demo: config.mode === 'demo',
        sessionCookiePrefix: COOKIE_PREFIX,
        countView: (c, path) => seo.countView(c, path, clientIp(c)),
        landingMeta: () => seo.metaOf('landing'),
        documentLinks: documents.publishedNow,
        // A verified person's `/` and `/dashboard` then carry their dashboard's heading.
        signedInName: async (c) => {
          const current = await readSession(c.req.raw.headers);
          return current?.user.emailVerified ? current.user.name : null;
        },
      }),
    );
  }
  // The busiest reads (a signed-in app's list and usage, a shared page), answered before Hono while
  // their answer is kept; every layer above that runs for them is listed in
  // tests/api/early-answers.test.ts.
  const answerEarly = earlyAnswers({
    routes: {
      '/api/bucket-list': { pattern: '/api/bucket-list', answer: earlyFirstPage(goals, listAnswers) },
      '/api/me/usage': { pattern: '/api/me/usage', answer: earlyUsage(usage, usageAnswers) },
    },
    publicRoutes: {
      '/api/shared/': { pattern: '/api/shared/:token', answer: earlySharedPage(shares, sharedReads) },
    },
    readSession,
    clientAddress: nodeClientIp,
    headers: securityHeaderList(secure),
    record: requestMetrics.record,
    // A request logged one by one goes the full way, where it is logged.
    enabled: !logger.isLevelEnabled('debug'),
  });
  return Object.assign(app, { answerEarly });
}

export type App = ReturnType<typeof createApp>;
