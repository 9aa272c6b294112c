import type { ModerationPage, ModerationQuery } from '../../../common/moderation';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { type AdminChangeContext, writeAudit } from '../admin';
import { findShareForModeration, listModeratedShares } from './moderation.repository';

const notFound = () => new AppError('NOT_FOUND', 'No such share link.');

export function moderationService({ database }: Pick<AppDeps, 'database'>) {
  const { db } = database;

  /** One moderation change of a share, its reports closed as `reportStatus`, audited; all or nothing. */
  async function change(
    ctx: AdminChangeContext,
    id: string,
    action: string,
    apply: (trx: Db, now: string) => Promise<void>,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const before = await findShareForModeration(trx, id);
      if (!before) throw notFound();
      const now = new Date().toISOString();
      await apply(trx, now);
      const after = await findShareForModeration(trx, id);
      await writeAudit(trx, {
        actorId: ctx.actor.id,
        action,
        targetType: 'share',
        targetId: id,
        before: { takenDown: before.takenDownAt !== null, reason: before.takedownReason },
        after: { takenDown: after?.takenDownAt != null, reason: after?.takedownReason ?? null },
        ipAddress: ctx.ipAddress,
      });
    });
  }

  const closeReports = (
    trx: Db,
    id: string,
    status: 'actioned' | 'dismissed',
    actorId: string,
    now: string,
  ) =>
    trx
      .updateTable('contentReport')
      .set({ status, resolvedBy: actorId, resolvedAt: now })
      .where('shareId', '=', id)
      .where('status', '=', 'open')
      .execute();

  return {
    async list(query: ModerationQuery): Promise<ModerationPage> {
      const { data, count } = await listModeratedShares(db, query);
      return { data, count, page: query.page, pageSize: query.pageSize };
    },

    /** The link reads as gone to everyone (page and files) until restored; its open reports are done. */
    takeDown: (ctx: AdminChangeContext, id: string, reason: string) =>
      change(ctx, id, 'share.takedown', async (trx, now) => {
        await trx
          .updateTable('share')
          .set({ takenDownAt: now, takenDownBy: ctx.actor.id, takedownReason: reason })
          .where('id', '=', id)
          .execute();
        await closeReports(trx, id, 'actioned', ctx.actor.id, now);
      }),

    restore: (ctx: AdminChangeContext, id: string) =>
      change(ctx, id, 'share.restore', async (trx) => {
        await trx
          .updateTable('share')
          .set({ takenDownAt: null, takenDownBy: null, takedownReason: null })
          .where('id', '=', id)
          .execute();
      }),

    /** The reports were unfounded: they leave the queue, the link stays. */
    dismissReports: (ctx: AdminChangeContext, id: string) =>
      change(ctx, id, 'share.reports.dismiss', (trx, now) =>
        closeReports(trx, id, 'dismissed', ctx.actor.id, now).then(() => undefined),
      ),
  };
}

export type ModerationService = ReturnType<typeof moderationService>;
