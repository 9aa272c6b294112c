import { randomUUID } from 'node:crypto';
import { LOCALES, type Locale } from '../../../common/limits';
import { PLANS, type Plan } from '../../../common/plans';
import {
  type AdminSupportRequest,
  SUPPORT_MY_LIST_MAX,
  SUPPORT_QUEUE_PATH,
  SUPPORT_REQUESTS_PER_HOUR,
  type SupportQueuePage,
  type SupportQueueQuery,
  type SupportRequest,
  type SupportRequestBody,
  type SupportRequestList,
  type SupportState,
} from '../../../common/support';
import { mediaThumbUrl, mediaUrl } from '../../../common/urls';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dates';
import { AppError } from '../../errors';
import type { MailMessage } from '../../mail/mailer';
import { type AdminChangeContext, writeAudit } from '../admin';
import { findOwnMedia } from '../media';
import { entitlementsOf } from '../plans';
import {
  countSupportRequestsSince,
  findQueueRow,
  findSender,
  insertSupportRequest,
  listOwnSupportRequests,
  listSupportQueue,
  proColumn,
  type QueueRow,
  type SupportRow,
  updateSupportRequest,
  wasPro,
} from './support.repository';
import { supportAnswerMail, supportReceivedMail, supportTeamMail } from './support-mail';

const HOUR_MS = 60 * 60_000;
/** Where the sender follows their requests (the profile's Contact support section). */
const REQUESTS_PATH = '/profile#profile-support';

const localeOf = (value: string | null): Locale =>
  LOCALES.includes(value as Locale) ? (value as Locale) : 'en';
const planOf = (value: string): Plan => (PLANS.includes(value as Plan) ? (value as Plan) : 'free');

function toSupportRequest(row: SupportRow): SupportRequest {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    state: row.state,
    answer: row.answer,
    answeredAt: row.answeredAt === null ? null : toIso(row.answeredAt),
    screenshotId: row.screenshotId,
    screenshotUrl: row.screenshotId ? mediaUrl(row.screenshotId) : null,
    screenshotThumbUrl: row.screenshotId ? mediaThumbUrl(row.screenshotId) : null,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

function toAdminSupportRequest(row: QueueRow): AdminSupportRequest {
  const { userName, userEmail, userPlan, ...request } = row;
  return {
    ...toSupportRequest(request),
    pro: wasPro(row),
    user: { id: row.userId, name: userName, email: userEmail, plan: planOf(userPlan) },
  };
}

type Change = { action: string; allowed: SupportState[]; set: (now: string) => Partial<SupportRow> };

export function supportService({ database, mailer, config, logger }: AppDeps) {
  const { db } = database;

  /** Mail is sent after the change is stored: a failed delivery is logged, the request stays. */
  async function send(what: string, message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      logger.error({ err: error, what }, 'support mail not sent');
    }
  }

  async function findOrThrow(trx: Db, id: string): Promise<QueueRow> {
    const row = await findQueueRow(trx, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such support request.');
    return row;
  }

  /** One administrator's change of a request, audited in the same transaction. */
  async function change(ctx: AdminChangeContext, id: string, { action, allowed, set }: Change) {
    return db.transaction().execute(async (trx) => {
      const before = await findOrThrow(trx, id);
      // Only answering has a state it refuses: a closed request is reopened first.
      if (!allowed.includes(before.state)) throw new AppError('SUPPORT_REQUEST_CLOSED');
      const now = new Date().toISOString();
      await updateSupportRequest(trx, id, { ...set(now), updatedAt: now });
      const after = await findOrThrow(trx, id);
      await writeAudit(trx, {
        actorId: ctx.actor.id,
        action,
        targetType: 'support',
        targetId: id,
        before: { state: before.state },
        after: { state: after.state, ...(action === 'support.answer' ? { answer: after.answer } : {}) },
        ipAddress: ctx.ipAddress,
      });
      return after;
    });
  }

  return {
    /**
     * Stores a request (the hourly limit counted in the database, so it holds across instances),
     * then mails the sender a copy and, when SUPPORT_EMAIL is set, the team.
     */
    async create(userId: string, body: SupportRequestBody): Promise<SupportRequest> {
      const since = new Date(Date.now() - HOUR_MS).toISOString();
      if ((await countSupportRequestsSince(db, userId, since)) >= SUPPORT_REQUESTS_PER_HOUR) {
        throw new AppError(
          'RATE_LIMITED',
          `At most ${SUPPORT_REQUESTS_PER_HOUR} support requests an hour. Please try again later.`,
        );
      }
      const screenshotId = body.screenshotId ?? null;
      if (screenshotId) {
        const media = await findOwnMedia(db, userId, screenshotId);
        if (media?.kind !== 'image') throw new AppError('SUPPORT_SCREENSHOT_INVALID');
      }
      const [sender, entitlements] = await Promise.all([findSender(db, userId), entitlementsOf(db, userId)]);
      if (!sender) throw new AppError('NOT_FOUND');
      const pro = entitlements.plan === 'pro';
      const now = new Date().toISOString();
      const row: SupportRow = {
        id: randomUUID(),
        userId,
        subject: body.subject,
        message: body.message,
        screenshotId,
        state: 'open',
        answer: null,
        answeredBy: null,
        answeredAt: null,
        proAtCreation: proColumn(db, pro),
        createdAt: now,
        updatedAt: now,
      };
      await insertSupportRequest(db, row);
      const request = { subject: row.subject, message: row.message, pro };
      await send(
        'received',
        supportReceivedMail(
          localeOf(sender.locale),
          sender.email,
          sender.name,
          request,
          `${config.baseUrl}${REQUESTS_PATH}`,
        ),
      );
      if (config.supportEmail) {
        await send(
          'team',
          supportTeamMail(
            config.supportEmail,
            {
              ...request,
              user: { name: sender.name, email: sender.email, plan: entitlements.plan },
              screenshotUrl: screenshotId ? `${config.baseUrl}${mediaUrl(screenshotId)}` : null,
            },
            `${config.baseUrl}${SUPPORT_QUEUE_PATH}`,
          ),
        );
      }
      return toSupportRequest(row);
    },

    async listMine(userId: string): Promise<SupportRequestList> {
      const rows = await listOwnSupportRequests(db, userId, SUPPORT_MY_LIST_MAX);
      return { data: rows.map(toSupportRequest) };
    },

    async queue(query: SupportQueueQuery): Promise<SupportQueuePage> {
      const { data, count } = await listSupportQueue(db, query);
      return { data: data.map(toAdminSupportRequest), count, page: query.page, pageSize: query.pageSize };
    },

    /** Answers (or answers again) an open or answered request; the sender gets it by mail. */
    async answer(ctx: AdminChangeContext, id: string, answer: string): Promise<AdminSupportRequest> {
      const row = await change(ctx, id, {
        action: 'support.answer',
        allowed: ['open', 'answered'],
        set: (now) => ({ state: 'answered', answer, answeredBy: ctx.actor.id, answeredAt: now }),
      });
      const sender = await findSender(db, row.userId);
      if (sender) {
        await send(
          'answer',
          supportAnswerMail(
            localeOf(sender.locale),
            sender.email,
            sender.name,
            { subject: row.subject, message: row.message, answer },
            `${config.baseUrl}${REQUESTS_PATH}`,
          ),
        );
      }
      return toAdminSupportRequest(row);
    },

    close: async (ctx: AdminChangeContext, id: string) =>
      toAdminSupportRequest(
        await change(ctx, id, {
          action: 'support.close',
          allowed: ['open', 'answered', 'closed'],
          set: () => ({ state: 'closed' }),
        }),
      ),

    /** Back to the queue; an answer it had stays with it. */
    reopen: async (ctx: AdminChangeContext, id: string) =>
      toAdminSupportRequest(
        await change(ctx, id, {
          action: 'support.reopen',
          allowed: ['open', 'answered', 'closed'],
          set: () => ({ state: 'open' }),
        }),
      ),
  };
}

export type SupportService = ReturnType<typeof supportService>;
