import { type ExpressionBuilder, sql } from 'kysely';
import type {
  MemoryModerationQuery,
  MemoryModerationState,
  ModeratedMemory,
  ModeratedShare,
  ModerationQuery,
  ReportReason,
} from '../../../common/moderation';
import { mediaThumbUrl, mediaUrl } from '../../../common/urls';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { shareIsLive } from '../shares';

const REPORTS_SHOWN = 5;
const iso = (value: string | Date) => new Date(value).toISOString();

function filtered(query: ModerationQuery) {
  return (eb: ExpressionBuilder<Database, 'share'>) => {
    if (query.filter === 'takenDown') return eb('share.takenDownAt', 'is not', null);
    if (query.filter === 'reported') {
      return eb.exists(
        eb
          .selectFrom('contentReport')
          .select('contentReport.id')
          .whereRef('contentReport.shareId', '=', 'share.id')
          .where('contentReport.status', '=', 'open'),
      );
    }
    return eb.lit(true);
  };
}

/** Share links newest first with their owners and open reports: the moderation list. */
export async function listModeratedShares(db: Db, query: ModerationQuery) {
  const where = filtered(query);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('share')
      .innerJoin('goal', 'goal.id', 'share.goalId')
      .innerJoin('user', 'user.id', 'share.userId')
      .select((eb) => [
        'share.id',
        'share.token',
        'share.title',
        'share.createdAt',
        'share.expiresAt',
        'share.revokedAt',
        'share.takenDownAt',
        'share.takedownReason',
        'goal.title as goalTitle',
        'user.id as ownerId',
        'user.name as ownerName',
        'user.email as ownerEmail',
        eb
          .selectFrom('contentReport')
          .select((r) => r.fn.countAll<number | string>().as('n'))
          .whereRef('contentReport.shareId', '=', 'share.id')
          .where('contentReport.status', '=', 'open')
          .as('openReports'),
      ])
      .where(where)
      .orderBy('share.createdAt', 'desc')
      .orderBy('share.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('share')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => row.id);
  const reports = ids.length
    ? await db
        .selectFrom('contentReport')
        .select(['shareId', 'reason', 'details', 'createdAt'])
        .where('shareId', 'in', ids)
        .where('status', '=', 'open')
        .orderBy('createdAt', 'desc')
        .execute()
    : [];
  const data: ModeratedShare[] = rows.map((row) => ({
    id: row.id,
    token: row.token,
    title: row.title,
    goalTitle: row.goalTitle,
    owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
    createdAt: iso(row.createdAt),
    expiresAt: row.expiresAt === null ? null : iso(row.expiresAt),
    revoked: row.revokedAt !== null,
    takenDown: row.takenDownAt === null ? null : { at: iso(row.takenDownAt), reason: row.takedownReason },
    openReports: Number(row.openReports ?? 0),
    reports: reports
      .filter((report) => report.shareId === row.id)
      .slice(0, REPORTS_SHOWN)
      .map((report) => ({
        reason: report.reason as ReportReason,
        details: report.details,
        createdAt: iso(report.createdAt),
      })),
  }));
  return { data, count: Number(total.n) };
}

export async function findShareForModeration(db: Db, id: string) {
  return db
    .selectFrom('share')
    .select(['id', 'takenDownAt', 'takedownReason'])
    .where('id', '=', id)
    .executeTakeFirst();
}

const EXCERPT_LENGTH = 200;

/** Note HTML as a line of text, cut short: enough for an administrator to recognise it. */
function excerptOf(html: string | null): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** The goal's live share link (at most one is live), from inside a query about one of its memories. */
function liveShareOfMemory(eb: ExpressionBuilder<Database, 'memory'>, now: string) {
  return eb
    .selectFrom('share')
    .whereRef('share.goalId', '=', 'memory.goalId')
    .where((s) => shareIsLive(s, now));
}

function memoriesIn(state: MemoryModerationState, now: string) {
  return (eb: ExpressionBuilder<Database, 'memory'>) =>
    state === 'taken-down'
      ? eb('memory.takenDownAt', 'is not', null)
      : eb.and([
          eb('memory.isPublic', '=', sql<boolean>`true`),
          eb('memory.takenDownAt', 'is', null),
          eb.exists(liveShareOfMemory(eb, now).select('share.id')),
        ]);
}

/**
 * Memories on shared pages newest first (or those taken off them), with goal, owner and the live
 * link they show on: the moderation list of single memories.
 */
export async function listModeratedMemories(db: Db, query: MemoryModerationQuery) {
  const now = new Date().toISOString();
  const where = memoriesIn(query.state, now);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('memory')
      .innerJoin('goal', 'goal.id', 'memory.goalId')
      .innerJoin('user', 'user.id', 'memory.userId')
      .leftJoin('media', 'media.id', 'memory.mediaId')
      .select((eb) => [
        'memory.id',
        'memory.type',
        'memory.caption',
        'memory.content',
        'memory.mediaId',
        'memory.createdAt',
        'memory.takenDownAt',
        'memory.takedownReason',
        'goal.title as goalTitle',
        'user.id as ownerId',
        'user.name as ownerName',
        'user.email as ownerEmail',
        eb('media.thumbKey', 'is not', null).as('hasThumb'),
        liveShareOfMemory(eb, now)
          .select('share.token')
          .orderBy('share.createdAt', 'desc')
          .limit(1)
          .as('shareToken'),
      ])
      .where(where)
      .orderBy('memory.createdAt', 'desc')
      .orderBy('memory.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('memory')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  const data: ModeratedMemory[] = rows.map((row) => {
    const thumb = row.mediaId && row.hasThumb ? mediaThumbUrl(row.mediaId) : null;
    return {
      id: row.id,
      type: row.type,
      caption: row.caption,
      excerpt: excerptOf(row.content),
      // A photo with no thumbnail yet is small enough to show as it is; a video needs its poster.
      thumbUrl: thumb ?? (row.mediaId && row.type === 'photo' ? mediaUrl(row.mediaId) : null),
      fileUrl: row.mediaId ? mediaUrl(row.mediaId) : null,
      goalTitle: row.goalTitle,
      owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
      shareToken: row.shareToken ?? null,
      createdAt: iso(row.createdAt),
      takenDown: row.takenDownAt === null ? null : { at: iso(row.takenDownAt), reason: row.takedownReason },
    };
  });
  return { data, count: Number(total.n) };
}

export async function findMemoryForModeration(db: Db, id: string) {
  return db
    .selectFrom('memory')
    .select(['id', 'takenDownAt', 'takedownReason'])
    .where('id', '=', id)
    .executeTakeFirst();
}
