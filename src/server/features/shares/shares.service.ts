import { randomBytes, randomUUID } from 'node:crypto';
import type { CategoryColor, CategoryIconName } from '../../../common/custom-categories';
import type { Category } from '../../../common/goals';
import type { ReportBody } from '../../../common/moderation';
import type { Share, ShareCreate, SharedScrapbook } from '../../../common/shares';
import { mediaUrl, sharedPageUrl } from '../../../common/urls';
import type { AppDeps } from '../../app-env';
import { toIso } from '../../db/dates';
import { AppError } from '../../errors';
import { isFeatureOn, keptFeatureSwitches } from '../../feature-switches';
import { keptReads } from '../../kept-reads';
import { findAccessibleGoalId, progressIn, progressOfGoals } from '../goals';
import { listMemoriesOfGoal, memoryUrls, parseTags } from '../memories';
import { requirePro } from '../plans';
import {
  findLiveShareForView,
  findLiveShareOfGoal,
  findLiveShareWithGoal,
  hasTakenDownShare,
  insertShare,
  revokeSharesOfGoal,
  type ShareRow,
} from './shares.repository';
import { shareViews } from './view-counter';

type SharesDeps = Pick<AppDeps, 'database' | 'config'>;

/** A shared page as kept in memory, without its view count. */
type KeptPage = {
  shareId: string;
  /** The view count the database held when the page was read. */
  storedViews: number;
  page: Omit<SharedScrapbook, 'share'> & { share: Omit<SharedScrapbook['share'], 'viewCount'> };
};

/**
 * Shared pages kept a moment per link: a popular link is read from memory, not from the database
 * on every view. Any write drops them (src/server/kept-reads.ts); dead links are never kept.
 */
const keptPages = keptReads<KeptPage>(1_000);

/**
 * A kept page's JSON before and after its view count, made once per kept page: a popular page's
 * answer is then two strings and a number, not the whole page serialised again for every view.
 */
const jsonParts = new WeakMap<KeptPage, readonly [string, string]>();
function jsonAround(kept: KeptPage): readonly [string, string] {
  let parts = jsonParts.get(kept);
  if (!parts) {
    // The same keys in the same order as `withViews` builds: share (its count last), wish, memories.
    const { share, ...rest } = kept.page;
    parts = [
      `{"share":${JSON.stringify(share).slice(0, -1)},"viewCount":`,
      `},${JSON.stringify(rest).slice(1)}`,
    ];
    jsonParts.set(kept, parts);
  }
  return parts;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const goalNotFound = () => new AppError('NOT_FOUND', 'Goal not found.');
// One answer for every dead link (unknown, expired, revoked, goal or owner gone): no detail.
const sharedNotFound = () => new AppError('NOT_FOUND', 'Not found.');

/** 256 random bits, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');

export type SharePreview = { title: string; description: string; imageUrl: string | null };

export function sharesService({ database, config }: SharesDeps) {
  const { db } = database;

  /** A live link's page as stored, without counting anything; unknown and dead links throw. */
  async function readPage(token: string): Promise<KeptPage> {
    const share = await findLiveShareForView(db, token, new Date().toISOString());
    if (!share) throw sharedNotFound();
    const [memories, progress] = await Promise.all([
      listMemoriesOfGoal(db, share.goalId, { publicOnly: true }),
      progressOfGoals(db, [share.goalId]),
    ]);
    return {
      shareId: share.id,
      storedViews: Number(share.viewCount),
      page: {
        share: {
          title: share.title,
          description: share.description,
          createdAt: toIso(share.createdAt),
          expiresAt: share.expiresAt === null ? null : toIso(share.expiresAt),
        },
        wish: {
          title: share.goalTitle,
          description: share.goalDescription,
          category: share.category as Category,
          imageData: share.imageId ? mediaUrl(share.imageId, token) : null,
          completedAt: share.completedAt === null ? null : toIso(share.completedAt),
          progress: progressIn(progress, share.goalId),
          customCategory:
            share.customCategoryId === null
              ? null
              : {
                  id: share.customCategoryId,
                  name: share.customCategoryName ?? '',
                  icon: share.customCategoryIcon as CategoryIconName,
                  color: share.customCategoryColor as CategoryColor,
                },
        },
        memories: memories.map((m) => ({
          id: m.id,
          type: m.type,
          ...memoryUrls(m, token),
          content: m.content,
          caption: m.caption,
          tags: parseTags(m.tags),
          createdAt: toIso(m.createdAt),
        })),
      },
    };
  }

  /** A kept page outlives neither its link's expiry nor the moment it is read. */
  const hasExpired = ({ page }: KeptPage) =>
    page.share.expiresAt !== null && Date.parse(page.share.expiresAt) <= Date.now();

  const withViews = ({ shareId, storedViews, page }: KeptPage, count: boolean): SharedScrapbook => {
    const viewCount = count
      ? shareViews.count(db, shareId, storedViews)
      : shareViews.shown(shareId, storedViews);
    return { ...page, share: { ...page.share, viewCount } };
  };

  const toShare = (row: ShareRow): Share => ({
    id: row.id,
    token: row.token,
    url: sharedPageUrl(row.token, config.baseUrl),
    title: row.title,
    description: row.description,
    viewCount: shareViews.shown(row.id, Number(row.viewCount)),
    createdAt: toIso(row.createdAt),
    expiresAt: row.expiresAt === null ? null : toIso(row.expiresAt),
  });

  return {
    /** The goal's live share link, or null when it has none. */
    async get(userId: string, goalId: string): Promise<Share | null> {
      if (!(await findAccessibleGoalId(db, userId, goalId, 'own'))) throw goalNotFound();
      const row = await findLiveShareOfGoal(db, userId, goalId, new Date().toISOString());
      return row ? toShare(row) : null;
    },

    /** A new link for the goal (Pro); a previous live one stops working (one live share per goal). */
    async create(userId: string, goalId: string, input: ShareCreate): Promise<Share> {
      // Sharing is a Pro feature. Links made while Pro stay live when it ends.
      await requirePro(db, userId, 'sharing');
      if (!(await isFeatureOn(db, 'sharingEnabled'))) throw new AppError('SHARING_DISABLED');
      if (await hasTakenDownShare(db, goalId)) throw new AppError('SHARE_TAKEN_DOWN');
      const now = new Date();
      const row = await db.transaction().execute(async (trx) => {
        // Locked: parallel creates queue up instead of each revoking before the other inserts.
        if (!(await findAccessibleGoalId(trx, userId, goalId, 'own', { lock: true }))) throw goalNotFound();
        await revokeSharesOfGoal(trx, goalId, now.toISOString());
        return insertShare(trx, {
          id: randomUUID(),
          goalId,
          userId,
          token: newToken(),
          title: input.title,
          description: input.description || null,
          createdAt: now.toISOString(),
          expiresAt:
            input.expiresInDays === null
              ? null
              : new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString(),
          revokedAt: null,
        });
      });
      return toShare(row);
    },

    /** Revokes the goal's link (idempotent for the owner); the row stays as a record. */
    async revoke(userId: string, goalId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (!(await findAccessibleGoalId(trx, userId, goalId, 'own'))) throw goalNotFound();
        await revokeSharesOfGoal(trx, goalId, new Date().toISOString());
      });
    },

    /** The public scrapbook behind a token, counting this view unless told not to. Public memories only. */
    async view(token: string, options: { count: boolean } = { count: true }): Promise<SharedScrapbook> {
      // Sharing turned off for everyone: every link reads as gone until it is back on.
      if (!(await isFeatureOn(db, 'sharingEnabled'))) throw sharedNotFound();
      const kept = await keptPages.get(token, () => readPage(token));
      if (hasExpired(kept)) throw sharedNotFound();
      return withViews(kept, options.count);
    },

    /**
     * A live link's page when all it needs is in memory (the sharing switch and the page, both
     * fresh), else undefined, for the full `view` to read; it reads and counts nothing.
     */
    keptView(token: string): KeptPage | undefined {
      if (!keptFeatureSwitches(db)?.sharingEnabled) return undefined;
      const kept = keptPages.peek(token);
      return kept && !hasExpired(kept) ? kept : undefined;
    },

    /** A page `keptView` answered, with this view counted, as JSON: the same text as `view`'s. */
    countedViewJson(kept: KeptPage): string {
      const [before, after] = jsonAround(kept);
      return before + shareViews.count(db, kept.shareId, kept.storedViews) + after;
    },

    /** A reader's report of a live shared page, for the moderators' queue; nothing about the reader is kept. */
    async report(token: string, body: ReportBody): Promise<void> {
      const share = (await isFeatureOn(db, 'sharingEnabled'))
        ? await findLiveShareForView(db, token, new Date().toISOString())
        : undefined;
      if (!share) throw sharedNotFound();
      await db
        .insertInto('contentReport')
        .values({
          id: randomUUID(),
          shareId: share.id,
          reason: body.reason,
          details: body.details || null,
          createdAt: new Date().toISOString(),
          resolvedBy: null,
          resolvedAt: null,
        })
        .execute();
    },

    /** What a link preview (Open Graph) shows for a live share, or null; counts no view. */
    async preview(token: string): Promise<SharePreview | null> {
      if (!(await isFeatureOn(db, 'sharingEnabled'))) return null;
      const row = await findLiveShareWithGoal(db, token, new Date().toISOString());
      if (!row) return null;
      return {
        title: row.title,
        description: row.description || row.goalTitle,
        imageUrl: row.imageId ? `${config.baseUrl}${mediaUrl(row.imageId, token)}` : null,
      };
    },
  };
}

export type SharesService = ReturnType<typeof sharesService>;
