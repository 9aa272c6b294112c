import type { ExpressionBuilder } from 'kysely';
import type { ModeratedShare, ModerationQuery, ReportReason } from '../../../common/moderation';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

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
