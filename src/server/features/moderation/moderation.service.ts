import type {
  MemoryModerationPage,
  MemoryModerationQuery,
  ModerationPage,
  ModerationQuery,
} from '../../../common/moderation';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { type AdminChangeContext, writeAudit } from '../admin';
import {
  findMemoryForModeration,
  findShareForModeration,
  listModeratedMemories,
  listModeratedShares,
} from './moderation.repository';

type Target = {
  type: 'share' | 'memory';
  id: string;
  /** Its take-down as it stands, or nothing when there is no such share or memory. */
  find: (db: Db, id: string) => Promise<{ takenDownAt: unknown; takedownReason: string | null } | undefined>;
};
const shareTarget = (id: string): Target => ({ type: 'share', id, find: findShareForModeration });
const memoryTarget = (id: string): Target => ({ type: 'memory', id, find: findMemoryForModeration });
const NOT_FOUND_TEXT = { share: 'No such share link.', memory: 'No such memory.' } as const;

export function moderationService({ database }: Pick<AppDeps, 'database'>) {
  const { db } = database;

  /** One moderation change of a share or a memory, audited; all or nothing. */
  async function change(
    ctx: AdminChangeContext,
    { type, id, find }: Target,
    action: string,
    apply: (trx: Db, now: string) => Promise<void>,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const before = await find(trx, id);
      if (!before) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT[type]);
      const now = new Date().toISOString();
      await apply(trx, now);
      const after = await find(trx, id);
      await writeAudit(trx, {
        actorId: ctx.actor.id,
        action,
        targetType: type,
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
      change(ctx, shareTarget(id), 'share.takedown', async (trx, now) => {
        await trx
          .updateTable('share')
          .set({ takenDownAt: now, takenDownBy: ctx.actor.id, takedownReason: reason })
          .where('id', '=', id)
          .execute();
        await closeReports(trx, id, 'actioned', ctx.actor.id, now);
      }),

    restore: (ctx: AdminChangeContext, id: string) =>
      change(ctx, shareTarget(id), 'share.restore', async (trx) => {
        await trx
          .updateTable('share')
          .set({ takenDownAt: null, takenDownBy: null, takedownReason: null })
          .where('id', '=', id)
          .execute();
      }),

    async listMemories(query: MemoryModerationQuery): Promise<MemoryModerationPage> {
      const { data, count } = await listModeratedMemories(db, query);
      return { data, count, page: query.page, pageSize: query.pageSize };
    },

    /** The memory leaves its shared page (and its file the share) until restored; its owner still sees it. */
    takeDownMemory: (ctx: AdminChangeContext, id: string, reason: string) =>
      change(ctx, memoryTarget(id), 'memory.takedown', async (trx, now) => {
        await trx
          .updateTable('memory')
          .set({ takenDownAt: now, takenDownBy: ctx.actor.id, takedownReason: reason })
          .where('id', '=', id)
          .execute();
      }),

    restoreMemory: (ctx: AdminChangeContext, id: string) =>
      change(ctx, memoryTarget(id), 'memory.restore', async (trx) => {
        await trx
          .updateTable('memory')
          .set({ takenDownAt: null, takenDownBy: null, takedownReason: null })
          .where('id', '=', id)
          .execute();
      }),

    /** The reports were unfounded: they leave the queue, the link stays. */
    dismissReports: (ctx: AdminChangeContext, id: string) =>
      change(ctx, shareTarget(id), 'share.reports.dismiss', (trx, now) =>
        closeReports(trx, id, 'dismissed', ctx.actor.id, now).then(() => undefined),
      ),
  };
}

export type ModerationService = ReturnType<typeof moderationService>;
