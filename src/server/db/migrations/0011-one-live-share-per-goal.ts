import { type Kysely, sql } from 'kysely';

/**
 * At most one unrevoked share per goal, enforced by the database: parallel creates could each
 * revoke the previous link and insert their own. Surplus links from that race are revoked first,
 * keeping the newest, so the index can be built over existing data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await revokeAllButNewestLiveShare(db as Kysely<SurplusShareSchema>, new Date().toISOString());
  await db.schema
    .createIndex('share_goalId_unrevoked_idx')
    .on('share')
    .column('goalId')
    .unique()
    .where(sql.ref('revokedAt'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('share_goalId_unrevoked_idx').execute();
}

// Only the columns this migration reads, as they are now; the app's schema type may change later.
type SurplusShareSchema = {
  share: { id: string; goalId: string; createdAt: string; revokedAt: string | null };
};

async function revokeAllButNewestLiveShare(db: Kysely<SurplusShareSchema>, now: string) {
  await db
    .updateTable('share')
    .set({ revokedAt: now })
    .where('share.revokedAt', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('share as newer')
          .select('newer.id')
          .whereRef('newer.goalId', '=', 'share.goalId')
          .where('newer.revokedAt', 'is', null)
          .where(({ eb, or, and, ref }) =>
            or([
              eb('newer.createdAt', '>', ref('share.createdAt')),
              and([eb('newer.createdAt', '=', ref('share.createdAt')), eb('newer.id', '>', ref('share.id'))]),
            ]),
          ),
      ),
    )
    .execute();
}
