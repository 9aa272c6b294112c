import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { compiledQuery } from '../../db/compiled-query';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { holdsEtag } from '../../etag';
import { keptByKey } from '../../kept-by-key';
import { keptReads } from '../../kept-reads';
import { answerHeaders } from '../../preset-headers';

/**
 * Part of every ETag below: change it when the same rows would be answered differently (a new
 * field, other plan limits), so that clients holding an old tag get the new answer.
 */
// 2: goals carry their milestone progress. 3: and their own category.
const ANSWER_FORMAT = '3';

const versionQuery = compiledQuery<'userId', VersionRow>((db, slot) =>
  db
    .selectFrom('user')
    .select(['listVersion', 'plan', 'planSource', 'proUntil'])
    .where('id', '=', slot('userId')),
);

export type VersionRow = {
  listVersion: number;
  plan: string;
  planSource: string | null;
  proUntil: Date | string | null;
};

/** Kept per user id: one row, whatever the query reading it. */
const keptVersions = keptReads<VersionRow>(10_000);

/**
 * The user's list version (bumped by the database on every write to their goals, milestones and
 * media, see migrations 0013 and 0026) and plan columns, in one primary-key read kept a moment in
 * memory. Read it before the data it tags: a write in between then leaves an older tag on newer
 * data, which only costs one more 200 later.
 */
export async function listVersionOf(db: Db, userId: string): Promise<VersionRow> {
  return keptVersions.get(userId, async () => {
    const [row] = await versionQuery(db, { userId });
    // The account was deleted while its session was still in use.
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  });
}

/**
 * A weak ETag over everything that decides an answer. The user id is part of it: two accounts
 * signed in one after the other in one browser may well reach the same version number.
 */
export function weakEtag(...parts: (string | number | null | undefined)[]): string {
  const key = [ANSWER_FORMAT, ...parts].join('\u0000');
  return tagsMade(key, () => `W/"${createHash('sha1').update(key).digest('base64url').slice(0, 22)}"`);
}

/**
 * Tags already worked out: an unchanged list is asked for again and again (a hash each is 4 % of
 * a read). A key holds a version number and at most a few ids and numbers.
 */
const tagsMade = keptByKey<string>(10_000, 512);

/**
 * Per user and revalidated on every use: the browser keeps the answer and asks again with
 * `If-None-Match`, so an unchanged list costs a 304. Sign-out clears the browser's cache.
 */
export const REVALIDATE = 'private, no-cache';

/** The ETag and revalidation headers for an answer about to be sent (see `answerHeaders`). */
export function tagHeaders(c: Context, etag: string): Record<string, string> {
  return answerHeaders(c, { ETag: etag, 'Cache-Control': REVALIDATE });
}

/** A 304 with no body when the request already holds this tag, else undefined. */
export function notModified(c: Context, etag: string): Response | undefined {
  return holdsEtag(c, etag) ? c.body(null, 304, tagHeaders(c, etag)) : undefined;
}
