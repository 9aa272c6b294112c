import { createHash } from 'node:crypto';
import { APIError } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { ERRORS } from '../../common/errors';
import type { Db } from '../db/database';

/** A code is accepted one period either side of its own (better-auth's window): 90 s, plus margin. */
const CODE_LIFETIME_MS = 3 * 60 * 1000;
const TWO_FACTOR_COOKIE = 'two_factor';

/**
 * Claims a TOTP code for a user; false when it was claimed before and could still be valid.
 * The primary key makes the claim atomic, so two requests racing with one code cannot both pass.
 */
async function claimCode(db: Db, userId: string, code: string): Promise<boolean> {
  const now = new Date();
  await db.deleteFrom('usedTotpCode').where('expiresAt', '<', now.toISOString()).execute();
  const key = createHash('sha256').update(`${userId}:${code}`).digest('hex');
  const inserted = await db
    .insertInto('usedTotpCode')
    .values({ key, expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * better-auth `before` hook: refuses a TOTP code the same user already presented (RFC 6238 §5.2:
 * a verifier must not accept the second attempt of the same OTP). The user is the one of the
 * pending sign-in (two-factor cookie) or of the session (enabling two-factor).
 */
export function refuseReplayedTotp(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/two-factor/verify-totp') return;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string' || code === '') return;
    const pending = await ctx.getSignedCookie(
      ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name,
      ctx.context.secret,
    );
    const userId = pending
      ? (await ctx.context.internalAdapter.findVerificationValue(pending))?.value
      : (await getSessionFromCtx(ctx))?.user.id;
    // Without a user better-auth refuses the request itself.
    if (!userId) return;
    if (!(await claimCode(db, userId, code))) {
      throw new APIError('UNAUTHORIZED', { message: ERRORS.INVALID_CODE.message, code: 'INVALID_CODE' });
    }
  });
}
