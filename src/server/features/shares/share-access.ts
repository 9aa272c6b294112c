import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The one rule of whether a share link still opens anything: neither revoked, expired nor taken
 * down by a moderator. The shared page and the files its visitors fetch both go by it.
 */
export function shareIsLive(eb: ExpressionBuilder<Database, 'share'>, now: string) {
  return eb.and([
    eb('share.revokedAt', 'is', null),
    eb('share.takenDownAt', 'is', null),
    eb.or([eb('share.expiresAt', 'is', null), eb('share.expiresAt', '>', now)]),
  ]);
}

/**
 * The media files a share's token opens to anyone: while the share is live, its goal's image and
 * the files of that goal's PUBLIC memories, less those a moderator has taken down. The media
 * feature asks this for `?share=` requests; it is handed over at start-up (app.ts), since shares
 * itself builds on media.
 */
export function mediaOpenedByShare(shareToken: string, now: string) {
  return (eb: ExpressionBuilder<Database, 'media'>): Expression<SqlBool> =>
    eb.exists(
      eb
        .selectFrom('share')
        .innerJoin('goal', 'goal.id', 'share.goalId')
        .select('share.id')
        .where('share.token', '=', shareToken)
        .where((s) => shareIsLive(s, now))
        .where((s) =>
          s.or([
            s('goal.imageId', '=', s.ref('media.id')),
            s.exists(
              s
                .selectFrom('memory')
                .select('memory.id')
                .whereRef('memory.goalId', '=', 'share.goalId')
                .where('memory.isPublic', '=', sql<boolean>`true`)
                .where('memory.takenDownAt', 'is', null)
                .whereRef('memory.mediaId', '=', 'media.id'),
            ),
          ]),
        ),
    );
}
