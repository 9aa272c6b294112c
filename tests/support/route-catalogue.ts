import { createHash } from 'node:crypto';
import { AUTH_ALIASES } from '../../src/server/auth/auth-gateway';
import { dbBool } from '../../src/server/db/engine';
import { unsubscribeToken } from '../../src/server/features/reminders';
import { DIRECT_PASSWORD, directUser } from './direct-user';
import { solidImage } from './images';
import type { Owned, Persona, World } from './matrix-world';
import type { TestApp } from './test-app';

/**
 * Every route of the app (our routes and better-auth's endpoints) with a request that works for
 * its rightful caller, and the status each kind of caller gets. The authorization matrix checks
 * the statuses; the malformed-input test spoils the requests.
 */

export type Expected = Record<Persona, number>;
export type RouteContext = { t: TestApp; world: World; things: Owned; persona: Persona };
export type Row = {
  /** Path with a query string, or built from the caller's world. */
  path?: string | ((c: RouteContext) => string);
  body?: unknown | ((c: RouteContext) => unknown | Promise<unknown>);
  /** The request changes what later rows rely on (signs out, deletes, turns Pro): a world of its own. */
  fresh?: boolean;
  expect: Expected;
};

const all = (status: number): Expected => ({
  anonymous: status,
  owner: status,
  other: status,
  pro: status,
  suspended: status,
  admin: status,
  superAdmin: status,
  editor: status,
  viewer: status,
});
/** Any signed-in account acting on itself; a suspended account's session is no session. */
const signedIn = (status: number): Expected => ({ ...all(status), anonymous: 401, suspended: 401 });
/** One user's goal, memory or share: everyone else is told it does not exist. */
const owned = (status: number): Expected => ({ ...signedIn(404), owner: status });
/** The owner's goal as its members see it: the editor and the viewer both read it. */
const sharedRead = (status: number): Expected => ({ ...owned(status), editor: status, viewer: status });
/** The owner's goal, changed: the editor may, the viewer is told it does not exist. */
const sharedChange = (status: number): Expected => ({ ...owned(status), editor: status });
/** A Pro-only feature of one's own: the free accounts (the administrators are free too) hear 403. */
const proOnly = (status: number): Expected => ({ ...signedIn(403), owner: status, pro: status });
/** The administrators' API. */
const adminOnly = (status: number): Expected => ({ ...signedIn(403), admin: status, superAdmin: status });
/** The super-admin area's API. */
const superAdminOnly = (status: number): Expected => ({ ...signedIn(403), superAdmin: status });
/** better-auth's session-requiring endpoints answer a refused caller in their own way. */
const authSession = (status: number, refused = 401): Expected => ({
  ...all(status),
  anonymous: refused,
  suspended: refused,
});
const authAdmin = (status: number): Expected => ({ ...authSession(403), admin: status, superAdmin: status });

/**
 * Writes of one seeded row, one after another. Rows are built concurrently, and on PostgreSQL two
 * concurrent upserts of the same row can fail on a unique index other than the one `onConflict`
 * names (a feed's or an invitation's token hash, a category's name), instead of one updating.
 */
const seedWrites = new Map<string, Promise<unknown>>();
function oneAtATime(key: string, write: () => Promise<unknown>): Promise<void> {
  const run = (seedWrites.get(key) ?? Promise.resolve()).catch(() => undefined).then(write);
  seedWrites.set(key, run);
  return run.then(() => undefined);
}

/** A calendar feed token of the caller's own, fixed per user so that a path can name it before any await. */
const feedTokenOf = (c: RouteContext) =>
  createHash('sha256').update(`feed:${c.things.userId}`).digest('base64url');
async function ensureFeed(c: RouteContext): Promise<undefined> {
  const tokenHash = createHash('sha256').update(feedTokenOf(c)).digest('base64url');
  await oneAtATime(`feed:${c.things.userId}`, () =>
    c.t.db
      .insertInto('calendarFeed')
      .values({ userId: c.things.userId, tokenHash, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ tokenHash }))
      .execute(),
  );
  return undefined;
}

let unique = 0;
const fresh = (label: string) => `${label}${Date.now()}${unique++}@example.com`;
const goal = (c: RouteContext) => `/api/bucket-list/${c.things.goalId}`;
const otherUserId = (c: RouteContext) => c.world.users.other.id;
const MISSING_BACKGROUND = '00000000-0000-4000-8000-000000000000';
/** The owner's reminder-mail unsubscribe link (signed; no session needed). */
const unsubscribe = (c: RouteContext) =>
  `/api/reminders/unsubscribe?token=${unsubscribeToken(c.t.config.authSecret, c.things.userId)}`;
/** Reminders are Pro-only, checked before the goal: free callers hear 403, the other Pro user 404. */
const proOwned = (status: number): Expected => ({ ...signedIn(403), owner: status, pro: 404 });

/**
 * The world's goals have no milestone, and paths are built before any await: each goal's
 * milestone has an id made from the goal's, and is put in (once) when a row's body is built.
 */
const milestoneOf = (c: RouteContext) => `/api/milestones/m-${c.things.goalId}`;
async function ensureMilestone(c: RouteContext): Promise<void> {
  const now = new Date().toISOString();
  await c.t.db
    .insertInto('milestone')
    .values({
      id: `m-${c.things.goalId}`,
      goalId: c.things.goalId,
      userId: c.things.userId,
      title: 'Book the cabin',
      done: dbBool(c.t.db, false),
      doneAt: null,
      dueDate: null,
      position: 1000,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Each goal's pending invitation (to the Pro persona's address), with an id and token made from the
 * goal's; put in, or made pending again, when a row's body is built.
 */
const invitationTokenOf = (c: RouteContext) =>
  createHash('sha256').update(`invitation:${c.things.goalId}`).digest('base64url');
async function ensureInvitation(c: RouteContext): Promise<void> {
  const now = new Date();
  const pending = { acceptedAt: null, acceptedBy: null, revokedAt: null };
  await oneAtATime(`invitation:${c.things.goalId}`, () =>
    c.t.db
      .insertInto('goalInvitation')
      .values({
        id: `inv-${c.things.goalId}`,
        goalId: c.things.goalId,
        email: c.world.users.pro.email.toLowerCase(),
        role: 'viewer',
        tokenHash: createHash('sha256').update(invitationTokenOf(c)).digest('base64url'),
        invitedBy: c.things.userId,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
        ...pending,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet(pending))
      .execute(),
  );
}

/** Each goal's template, like its milestone: an id made from the goal's, put in when a body is built. */
const templateOf = (c: RouteContext) => `/api/templates/t-${c.things.goalId}`;
async function ensureTemplate(c: RouteContext): Promise<void> {
  const now = new Date().toISOString();
  await c.t.db
    .insertInto('goalTemplate')
    .values({
      id: `t-${c.things.goalId}`,
      userId: c.things.userId,
      title: 'See the aurora',
      description: null,
      category: 'Travel',
      imageId: c.things.mediaId,
      milestoneTitles: JSON.stringify(['Book the cabin']),
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * The caller's own category, with an id made from the user's so that a path can name it before any
 * await; put in (once) when a row's body is built.
 */
const categoryOf = (c: RouteContext) => `/api/me/categories/cat-${c.things.userId}`;
async function ensureCategory(c: RouteContext): Promise<void> {
  const now = new Date().toISOString();
  await oneAtATime(`category:${c.things.userId}`, () =>
    c.t.db
      .insertInto('customCategory')
      .values({
        id: `cat-${c.things.userId}`,
        userId: c.things.userId,
        name: 'Matrix',
        nameKey: 'matrix',
        icon: 'star',
        color: 'blue',
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute(),
  );
}

/**
 * The owner's support request, with an id made from the user's so that a path can name it before
 * any await; put in (or set open again, so that answering works after a close) when a body is built.
 */
const supportRequestOf = (c: RouteContext) => `/api/admin/support/requests/support-${c.things.userId}`;
async function openSupportRequest(c: RouteContext): Promise<void> {
  const now = new Date().toISOString();
  await c.t.db
    .insertInto('supportRequest')
    .values({
      id: `support-${c.things.userId}`,
      userId: c.things.userId,
      subject: 'The export button',
      message: 'Nothing happens when I press it.',
      screenshotId: null,
      state: 'open',
      answer: null,
      answeredBy: null,
      answeredAt: null,
      proAtCreation: dbBool(c.t.db, false),
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet({ state: 'open' }))
    .execute();
}

export const ROUTES: Record<string, Row> = {
  'GET /api/health': { expect: all(200) },
  'GET /api/meta': { expect: all(200) },
  'GET /api/openapi.json': { expect: all(200) },
  'GET /api/docs': { expect: all(200) },
  'GET /api/docs/init.js': { expect: all(200) },
  'GET /api/docs/assets/:file': { path: '/api/docs/assets/swagger-ui.css', expect: all(200) },
  'GET /error': { expect: all(200) },
  'GET /api/auth/error': { expect: all(200) },
  'GET /api/auth/user': { expect: signedIn(200) },
  'GET /api/auth/session': { expect: signedIn(200) },
  'POST /api/logs/error': { body: { error: 'boom', errorId: 'matrix-1' }, expect: all(201) },
  'POST /api/system/force-logout': { fresh: true, body: {}, expect: all(200) },
  'GET /api/bucket-list': { expect: signedIn(200) },
  'POST /api/bucket-list': { body: { title: 'Learn to surf', category: 'Sports' }, expect: signedIn(201) },
  'GET /api/bucket-list/:id': { path: goal, expect: sharedRead(200) },
  'PATCH /api/bucket-list/:id': {
    path: goal,
    body: { title: 'See the aurora twice' },
    expect: sharedChange(200),
  },
  'DELETE /api/bucket-list/:id': { fresh: true, path: goal, expect: owned(204) },
  'POST /api/bucket-list/:id/complete': {
    path: (c) => `${goal(c)}/complete`,
    body: {},
    expect: sharedChange(200),
  },
  'POST /api/bucket-list/:id/restore': {
    path: (c) => `${goal(c)}/restore`,
    body: {},
    expect: sharedChange(200),
  },
  'GET /api/bucket-list/:id/memories': { path: (c) => `${goal(c)}/memories`, expect: sharedRead(200) },
  'POST /api/bucket-list/:id/memories': {
    path: (c) => `${goal(c)}/memories`,
    body: { type: 'note', content: '<p>Again</p>' },
    expect: sharedChange(201),
  },
  'GET /api/bucket-list/:id/milestones': { path: (c) => `${goal(c)}/milestones`, expect: sharedRead(200) },
  'POST /api/bucket-list/:id/milestones': {
    path: (c) => `${goal(c)}/milestones`,
    body: { title: 'Pack the thermals', dueDate: '2031-01-15' },
    expect: sharedChange(201),
  },
  'PUT /api/bucket-list/:id/milestones/order': {
    path: (c) => `${goal(c)}/milestones/order`,
    body: async (c: RouteContext) => {
      await ensureMilestone(c);
      const rows = await c.t.db
        .selectFrom('milestone')
        .select('id')
        .where('goalId', '=', c.things.goalId)
        .orderBy('position', 'desc')
        .execute();
      return { ids: rows.map((row) => row.id) };
    },
    expect: sharedChange(200),
  },
  'PATCH /api/milestones/:id': {
    path: milestoneOf,
    body: async (c: RouteContext) => {
      await ensureMilestone(c);
      return { done: true };
    },
    expect: sharedChange(200),
  },
  'DELETE /api/milestones/:id': {
    fresh: true,
    path: milestoneOf,
    body: async (c: RouteContext) => {
      await ensureMilestone(c);
      return undefined;
    },
    expect: sharedChange(204),
  },
  'GET /api/bucket-list/:id/members': { path: (c) => `${goal(c)}/members`, expect: sharedRead(200) },
  // Inviting is the owner's (Pro): anyone else hears the goal does not exist before the plan matters.
  'POST /api/bucket-list/:id/invitations': {
    path: (c) => `${goal(c)}/invitations`,
    body: () => ({ email: fresh('invitee'), role: 'viewer' }),
    expect: owned(201),
  },
  'DELETE /api/bucket-list/:id/invitations/:invitationId': {
    path: (c) => `${goal(c)}/invitations/inv-${c.things.goalId}`,
    body: async (c: RouteContext) => {
      await ensureInvitation(c);
      return undefined;
    },
    expect: owned(204),
  },
  'PATCH /api/bucket-list/:id/members/:userId': {
    path: (c) => `${goal(c)}/members/${c.world.users.viewer.id}`,
    body: { role: 'viewer' },
    expect: owned(204),
  },
  // The owner removes anyone; the viewer removes themself (leaves); the editor may not remove them.
  'DELETE /api/bucket-list/:id/members/:userId': {
    fresh: true,
    path: (c) => `${goal(c)}/members/${c.world.users.viewer.id}`,
    body: async (c: RouteContext) => {
      await c.t.db
        .insertInto('goalMember')
        .values({
          goalId: c.things.goalId,
          userId: c.world.users.viewer.id,
          role: 'viewer',
          createdAt: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['goalId', 'userId']).doNothing())
        .execute();
      return undefined;
    },
    expect: { ...owned(204), editor: 403, viewer: 204 },
  },
  // Once handed over, the editor owns the goal and the former owner is an editor: a world of its own.
  'POST /api/bucket-list/:id/owner': {
    fresh: true,
    path: (c) => `${goal(c)}/owner`,
    body: (c: RouteContext) => ({ userId: c.world.users.editor.id }),
    expect: owned(204),
  },
  // The invitation page reads it by its link alone.
  'GET /api/invitations/:token': {
    path: (c) => `/api/invitations/${invitationTokenOf(c)}`,
    body: async (c: RouteContext) => {
      await ensureInvitation(c);
      return undefined;
    },
    expect: all(200),
  },
  // Only the invited address (the Pro persona's) accepts; every other account hears it is not theirs.
  'POST /api/invitations/:token/accept': {
    fresh: true,
    path: (c) => `/api/invitations/${invitationTokenOf(c)}/accept`,
    body: async (c: RouteContext) => {
      await ensureInvitation(c);
      return undefined;
    },
    expect: { ...signedIn(403), pro: 200 },
  },
  // Saving and changing a template is Pro, checked before the goal or template: free callers hear 403.
  'POST /api/bucket-list/:id/template': {
    path: (c) => `${goal(c)}/template`,
    body: {},
    expect: proOwned(201),
  },
  'GET /api/templates': { expect: signedIn(200) },
  'PATCH /api/templates/:id': {
    path: templateOf,
    body: async (c: RouteContext) => {
      await ensureTemplate(c);
      return { title: 'See the aurora again', milestoneTitles: ['Book the cabin', 'Pack the thermals'] };
    },
    expect: proOwned(200),
  },
  // Using and deleting one's templates works on any plan.
  'POST /api/templates/:id/goals': {
    path: (c) => `${templateOf(c)}/goals`,
    body: async (c: RouteContext) => {
      await ensureTemplate(c);
      return { targetDate: '2031-01-15' };
    },
    expect: owned(201),
  },
  'DELETE /api/templates/:id': {
    fresh: true,
    path: templateOf,
    body: async (c: RouteContext) => {
      await ensureTemplate(c);
      return undefined;
    },
    expect: owned(204),
  },
  'GET /api/bucket-list/:id/reminders': { path: (c) => `${goal(c)}/reminders`, expect: proOwned(200) },
  'PUT /api/bucket-list/:id/reminders': {
    path: (c) => `${goal(c)}/reminders`,
    body: { daysBefore: [30, 7], onTheDay: true },
    expect: proOwned(200),
  },
  'GET /api/me/reminder-settings': { expect: signedIn(200) },
  // Turning reminders on needs Pro (the administrators are free).
  'PUT /api/me/reminder-settings': {
    body: {
      enabled: true,
      timeZone: 'Asia/Bangkok',
      defaultDaysBefore: [7, 1],
      defaultOnTheDay: true,
      weeklyDigest: false,
    },
    expect: proOnly(200),
  },
  // The signed link works for whoever holds it, signed in or not.
  'GET /api/reminders/unsubscribe': { path: unsubscribe, expect: all(200) },
  'POST /api/reminders/unsubscribe': { path: unsubscribe, body: {}, expect: all(200) },
  'POST /api/admin/jobs/reminders/run': { body: {}, expect: adminOnly(200) },
  'GET /api/bucket-list/:id/share': { path: (c) => `${goal(c)}/share`, expect: owned(200) },
  'POST /api/bucket-list/:id/share': {
    fresh: true,
    path: (c) => `${goal(c)}/share`,
    body: { title: 'New link' },
    // Sharing is Pro-only: a free caller (the admin is free too) hears that before anything about the goal.
    expect: { ...owned(201), other: 403, admin: 403, superAdmin: 403, editor: 403, viewer: 403 },
  },
  'DELETE /api/bucket-list/:id/share': { fresh: true, path: (c) => `${goal(c)}/share`, expect: owned(204) },
  'PATCH /api/memories/:id': {
    path: (c) => `/api/memories/${c.things.memoryId}`,
    body: { caption: 'So cold' },
    expect: owned(200),
  },
  'DELETE /api/memories/:id': {
    fresh: true,
    path: (c) => `/api/memories/${c.things.memoryId}`,
    expect: owned(204),
  },
  // Public by its link, whoever asks; the suspended caller reads its own link.
  'GET /api/shared/:token': { path: (c) => `/api/shared/${c.things.shareToken}`, expect: all(200) },
  'POST /api/shared/:token/report': {
    path: (c) => `/api/shared/${c.things.shareToken}/report`,
    body: { reason: 'spam', details: 'Matrix' },
    expect: all(204),
  },
  'GET /api/ai/status': { expect: proOnly(200) },
  'POST /api/ai/ideas': { body: { mode: 'category', category: 'Travel', count: 3 }, expect: proOnly(200) },
  'POST /api/ai/ideas/:ideaId/add': {
    path: '/api/ai/ideas/skydive-tandem/add',
    body: {},
    expect: proOnly(201),
  },
  'POST /api/ai/clarity': { body: { wish: 'Run a marathon' }, expect: proOnly(200) },
  'POST /api/ai/travel': { body: { month: 1, interests: ['beach'], budget: 2 }, expect: proOnly(200) },
  'GET /api/me/calendar': { path: '/api/me/calendar?from=2030-01-01&to=2030-12-31', expect: signedIn(200) },
  'GET /api/me/calendar-feed': { expect: signedIn(200) },
  'POST /api/me/calendar-feed': { expect: proOnly(201) },
  'DELETE /api/me/calendar-feed': { expect: signedIn(204) },
  'GET /api/me/insights': { expect: proOnly(200) },
  // Own categories stay readable and deletable after Pro ends; making and changing them needs Pro.
  'GET /api/me/categories': { expect: signedIn(200) },
  'POST /api/me/categories': {
    body: () => ({ name: `Picnics ${unique++}`, icon: 'utensils', color: 'green' }),
    expect: proOnly(201),
  },
  // Pro is checked before the category: free callers hear 403, the other Pro user 404.
  'PATCH /api/me/categories/:id': {
    path: categoryOf,
    body: async (c: RouteContext) => {
      await ensureCategory(c);
      return { icon: 'heart', color: 'pink' };
    },
    expect: proOwned(200),
  },
  'DELETE /api/me/categories/:id': {
    fresh: true,
    path: categoryOf,
    body: async (c: RouteContext) => {
      await ensureCategory(c);
      return undefined;
    },
    expect: owned(204),
  },
  // Read by calendar apps without a session: the address is the key; a suspended owner's feed is gone.
  'GET /api/calendar/:file': {
    path: (c) => `/api/calendar/${feedTokenOf(c)}.ics`,
    body: ensureFeed,
    expect: { ...all(200), suspended: 404 },
  },
  'GET /api/translate/status': { expect: signedIn(200) },
  // The test app has no translation engine, so a working request would answer 503, which the
  // malformed-input test counts as a server error: this one stops at validation (same source and
  // target), past the guards. Translations themselves are tested in tests/api/translate.test.ts.
  'POST /api/translate': { body: { text: 'Hello', source: 'en', target: 'en' }, expect: signedIn(400) },
  'POST /api/media': { body: 'image', expect: signedIn(201) },
  'POST /api/media/from-url': { body: { url: 'http://127.0.0.1:9/nothing.png' }, expect: signedIn(422) },
  'GET /api/me/usage': { expect: signedIn(200) },
  'GET /api/me/export': { expect: signedIn(200) },
  'POST /api/me/password': { body: { newPassword: 'another long password' }, expect: signedIn(409) },
  'POST /api/billing/stripe/webhook': { body: {}, expect: all(404) },
  'GET /api/billing': { expect: signedIn(200) },
  'POST /api/billing/demo-checkout': {
    fresh: true,
    body: {},
    expect: { ...signedIn(200), owner: 409, pro: 409 },
  },
  'POST /api/billing/checkout': { body: {}, expect: signedIn(404) },
  'POST /api/billing/portal': { body: {}, expect: signedIn(404) },
  'POST /api/billing/refund': { body: {}, expect: signedIn(404) },
  'GET /api/admin/check-access': { expect: adminOnly(200) },
  'GET /api/admin/stats': { expect: adminOnly(200) },
  'GET /api/admin/users': {
    path: '/api/admin/users?filter=free&q=example&page=1&pageSize=10',
    expect: adminOnly(200),
  },
  'GET /api/admin/users/:id': { path: (c) => `/api/admin/users/${otherUserId(c)}`, expect: adminOnly(200) },
  'POST /api/admin/users/:id/suspend': {
    fresh: true,
    path: (c) => `/api/admin/users/${otherUserId(c)}/suspend`,
    body: { reason: 'Matrix' },
    expect: adminOnly(200),
  },
  'POST /api/admin/users/:id/unsuspend': {
    path: (c) => `/api/admin/users/${otherUserId(c)}/unsuspend`,
    body: {},
    expect: adminOnly(200),
  },
  'POST /api/admin/users/:id/premium': {
    fresh: true,
    path: (c) => `/api/admin/users/${otherUserId(c)}/premium`,
    body: { grant: true },
    expect: adminOnly(200),
  },
  'POST /api/admin/users/:id/role': {
    path: (c) => `/api/admin/users/${otherUserId(c)}/role`,
    body: { role: 'user' },
    // A super administrator's alone.
    expect: superAdminOnly(200),
  },
  'PATCH /api/admin/users/:id': {
    path: (c) => `/api/admin/users/${otherUserId(c)}`,
    body: { name: 'Corrected' },
    expect: adminOnly(200),
  },
  'DELETE /api/admin/users/:id': {
    fresh: true,
    path: (c) => `/api/admin/users/${otherUserId(c)}`,
    // The admin deleted it first.
    expect: { ...adminOnly(204), superAdmin: 404 },
  },
  'GET /api/admin/moderation/shares': {
    path: '/api/admin/moderation/shares?filter=reported&page=1&pageSize=10',
    expect: adminOnly(200),
  },
  'POST /api/admin/moderation/shares/:id/take-down': {
    fresh: true,
    path: (c) => `/api/admin/moderation/shares/${c.things.shareId}/take-down`,
    body: { reason: 'Matrix' },
    expect: adminOnly(204),
  },
  'POST /api/admin/moderation/shares/:id/restore': {
    path: (c) => `/api/admin/moderation/shares/${c.things.shareId}/restore`,
    body: {},
    expect: adminOnly(204),
  },
  'POST /api/admin/moderation/shares/:id/dismiss-reports': {
    path: (c) => `/api/admin/moderation/shares/${c.things.shareId}/dismiss-reports`,
    body: {},
    expect: adminOnly(204),
  },
  'GET /api/admin/moderation/memories': {
    path: '/api/admin/moderation/memories?state=live&page=1&pageSize=10',
    expect: adminOnly(200),
  },
  'POST /api/admin/moderation/memories/:id/take-down': {
    fresh: true,
    path: (c) => `/api/admin/moderation/memories/${c.things.memoryId}/take-down`,
    body: { reason: 'Matrix' },
    expect: adminOnly(204),
  },
  'POST /api/admin/moderation/memories/:id/restore': {
    path: (c) => `/api/admin/moderation/memories/${c.things.memoryId}/restore`,
    body: {},
    expect: adminOnly(204),
  },
  'GET /api/support/requests': { expect: signedIn(200) },
  'POST /api/support/requests': {
    body: { subject: 'Cannot upload', message: 'The picture never finishes.' },
    expect: signedIn(201),
  },
  'GET /api/admin/support/requests': {
    path: '/api/admin/support/requests?state=open&page=1&pageSize=10',
    expect: adminOnly(200),
  },
  'POST /api/admin/support/requests/:id/answer': {
    path: (c) => `${supportRequestOf(c)}/answer`,
    body: async (c: RouteContext) => {
      await openSupportRequest(c);
      return { answer: 'Try a smaller picture.' };
    },
    expect: adminOnly(200),
  },
  'POST /api/admin/support/requests/:id/close': {
    path: (c) => `${supportRequestOf(c)}/close`,
    body: async (c: RouteContext) => {
      await openSupportRequest(c);
      return {};
    },
    expect: adminOnly(200),
  },
  'POST /api/admin/support/requests/:id/reopen': {
    path: (c) => `${supportRequestOf(c)}/reopen`,
    body: async (c: RouteContext) => {
      await openSupportRequest(c);
      return {};
    },
    expect: adminOnly(200),
  },
  'GET /api/admin/images': {
    path: '/api/admin/images?q=example&kind=image&unused=false&page=1&pageSize=10',
    expect: adminOnly(200),
  },
  'DELETE /api/admin/images/:id': {
    fresh: true,
    path: (c) => `/api/admin/images/${c.things.mediaId}`,
    // The admin deleted it first.
    expect: { ...adminOnly(204), superAdmin: 404 },
  },
  'POST /api/admin/users/:id/impersonate': {
    path: (c) => `/api/admin/users/${otherUserId(c)}/impersonate`,
    body: {},
    // The admin's browser becomes the other user's: a world of its own.
    fresh: true,
    expect: adminOnly(200),
  },
  // Nobody in the matrix is in a user's view (tests/api/admin-impersonation.test.ts is).
  'POST /api/admin/impersonation/stop': { body: {}, expect: signedIn(409) },
  'GET /api/admin/audit-log': {
    path: '/api/admin/audit-log?actor=admin&action=user&page=1&pageSize=10',
    expect: superAdminOnly(200),
  },
  'GET /api/admin/features': { expect: superAdminOnly(200) },
  'PUT /api/admin/features': { body: { registrationOpen: true }, expect: superAdminOnly(200) },
  'GET /api/admin/goals': {
    path: '/api/admin/goals?status=active&category=Travel&page=1',
    expect: adminOnly(200),
  },
  'PATCH /api/admin/goals/:id': {
    path: (c) => `/api/admin/goals/${c.things.goalId}`,
    body: { status: 'completed' },
    expect: adminOnly(200),
  },
  'DELETE /api/admin/goals/:id': {
    fresh: true,
    path: (c) => `/api/admin/goals/${c.things.goalId}`,
    // The admin deleted it first.
    expect: { ...adminOnly(204), superAdmin: 404 },
  },
  'GET /api/admin/monitoring': { expect: adminOnly(200) },
  'GET /api/admin/settings': { expect: adminOnly(200) },
  'PUT /api/admin/settings': {
    body: { learnMoreVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    expect: adminOnly(200),
  },
  'GET /api/site-settings': { expect: all(200) },
  'GET /api/documents': { expect: all(200) },
  // Nothing is published in the matrix's world: everyone is told it does not exist.
  'GET /api/documents/:slug': { path: '/api/documents/privacy', expect: all(404) },
  'GET /legal/:slug': { path: '/legal/privacy', expect: all(404) },
  'GET /sitemap.xml': { expect: all(200) },
  'GET /robots.txt': { expect: all(200) },
  'GET /api/admin/documents': { expect: adminOnly(200) },
  'PUT /api/admin/documents/:slug': {
    path: '/api/admin/documents/about',
    body: { title: 'About Someday', markdown: '# About', published: false },
    expect: adminOnly(200),
  },
  'GET /api/admin/seo/pages': { expect: adminOnly(200) },
  'PUT /api/admin/seo/pages': {
    body: { page: 'landing', title: 'Someday', description: null, imageUrl: null },
    expect: adminOnly(200),
  },
  'GET /api/admin/seo/views': { path: '/api/admin/seo/views?days=7', expect: adminOnly(200) },
  'GET /api/admin/background-images': { expect: adminOnly(200) },
  'POST /api/admin/background-images': { body: 'image', expect: adminOnly(201) },
  'PUT /api/admin/background-images/order': {
    // Every stored image once, as they are: the rightful caller's reorder succeeds.
    body: async (c: RouteContext) => ({
      ids: (await c.t.db.selectFrom('backgroundImage').select('id').orderBy('position').execute()).map(
        (row) => row.id,
      ),
    }),
    expect: adminOnly(200),
  },
  // Paths are built before anything is uploaded: an unknown image, past the administrators' gate.
  'PATCH /api/admin/background-images/:id': {
    path: `/api/admin/background-images/${MISSING_BACKGROUND}`,
    body: { altEn: 'Dawn', active: true },
    expect: adminOnly(404),
  },
  'DELETE /api/admin/background-images/:id': {
    path: `/api/admin/background-images/${MISSING_BACKGROUND}`,
    expect: adminOnly(404),
  },
  'GET /api/background-images/active': { expect: all(200) },
  // The active image's bytes are anyone's (tests/api/background-images.test.ts); an unknown one is no one's.
  'GET /api/background-images/files/:id': {
    path: `/api/background-images/files/${MISSING_BACKGROUND}`,
    expect: all(404),
  },
  'GET /api/background-images/previews/:id': {
    path: `/api/background-images/previews/${MISSING_BACKGROUND}`,
    expect: all(404),
  },
  'POST /api/admin/users/:userId/refund': {
    path: (c) => `/api/admin/users/${c.world.users.owner.id}/refund`,
    body: {},
    expect: adminOnly(404),
  },
  'GET /api/dev/mailbox': { path: '/api/dev/mailbox?to=nobody@example.com', expect: all(200) },
  'GET /dev/mailbox': { expect: all(200) },
  // Only with METRICS_TOKEN configured (tests/api/monitoring.test.ts); the matrix runs without.
  'GET /metrics': { expect: all(404) },
  // File bytes answer 404 to anyone but the owner and administrators (the image library), signed
  // out or suspended included (no 401 for <img>).
  'GET /media/:id': {
    path: (c) => `/media/${c.things.mediaId}`,
    expect: { ...all(404), owner: 200, admin: 200, superAdmin: 200, editor: 200, viewer: 200 },
  },
  'GET /media/:id/thumb': {
    path: (c) => `/media/${c.things.mediaId}/thumb`,
    expect: { ...all(404), owner: 200, admin: 200, superAdmin: 200, editor: 200, viewer: 200 },
  },

  // better-auth, through the gateway.
  'POST /api/auth/sign-in/social': {
    body: { provider: 'oidc', callbackURL: '/dashboard' },
    expect: all(404),
  },
  'GET /api/auth/callback/:id': { path: '/api/auth/callback/oidc?code=x&state=y', expect: all(302) },
  'POST /api/auth/callback/:id': {
    path: '/api/auth/callback/oidc',
    body: { code: 'x', state: 'y' },
    expect: all(302),
  },
  'GET /api/auth/get-session': { expect: all(200) },
  // Listed for both methods, but better-auth answers POST only when told to defer session refreshes.
  'POST /api/auth/get-session': { body: {}, expect: all(405) },
  'POST /api/auth/sign-out': { fresh: true, body: {}, expect: all(200) },
  'POST /api/auth/sign-up/email': {
    body: () => ({ name: 'Matrix', email: fresh('signup'), password: DIRECT_PASSWORD }),
    expect: all(200),
  },
  'POST /api/auth/sign-in/email': {
    body: () => ({ email: fresh('nobody'), password: DIRECT_PASSWORD }),
    expect: all(401),
  },
  'POST /api/auth/reset-password': {
    body: { token: 'not-a-token', newPassword: DIRECT_PASSWORD },
    expect: all(400),
  },
  'POST /api/auth/verify-password': { body: { password: DIRECT_PASSWORD }, expect: authSession(200) },
  'GET /api/auth/verify-email': { path: '/api/auth/verify-email?token=not-a-token', expect: all(401) },
  // Signed in, only one's own address may be sent a link; a suspended caller is a signed-out one.
  'POST /api/auth/send-verification-email': {
    body: () => ({ email: fresh('verify') }),
    expect: { ...all(400), anonymous: 200, suspended: 200 },
  },
  'POST /api/auth/change-email': { body: () => ({ newEmail: fresh('moved') }), expect: authSession(200) },
  'POST /api/auth/change-password': {
    body: { currentPassword: DIRECT_PASSWORD, newPassword: DIRECT_PASSWORD },
    expect: authSession(200),
  },
  'POST /api/auth/update-session': { body: {}, expect: authSession(400) },
  'POST /api/auth/update-user': { body: { name: 'Renamed' }, expect: authSession(200) },
  'POST /api/auth/delete-user': { body: { callbackURL: '/account-deleted' }, expect: authSession(200) },
  'POST /api/auth/request-password-reset': {
    body: () => ({ email: fresh('reset'), redirectTo: '/reset-password' }),
    expect: all(200),
  },
  // The older name of request-password-reset, served by it (src/server/auth/auth-gateway.ts).
  'POST /api/auth/forget-password': {
    body: () => ({ email: fresh('forgot'), redirectTo: '/reset-password' }),
    expect: all(200),
  },
  'GET /api/auth/reset-password/:token': {
    path: '/api/auth/reset-password/not-a-token?callbackURL=/reset-password',
    expect: all(302),
  },
  'GET /api/auth/list-sessions': { expect: authSession(200) },
  'POST /api/auth/revoke-session': { body: { token: 'not-a-session' }, expect: authSession(200) },
  'POST /api/auth/revoke-sessions': { fresh: true, body: {}, expect: authSession(200) },
  'POST /api/auth/revoke-other-sessions': { body: {}, expect: authSession(200) },
  'POST /api/auth/link-social': {
    body: { provider: 'oidc', callbackURL: '/profile' },
    expect: authSession(404),
  },
  'GET /api/auth/list-accounts': { expect: authSession(200) },
  // These check their input before the session: a bad token or provider is refused for everyone.
  'GET /api/auth/delete-user/callback': { path: '/api/auth/delete-user/callback?token=x', expect: all(404) },
  'POST /api/auth/unlink-account': { body: { providerId: 'oidc' }, expect: all(400) },
  'POST /api/auth/refresh-token': { body: { providerId: 'oidc' }, expect: all(400) },
  'POST /api/auth/get-access-token': { body: { providerId: 'oidc' }, expect: all(400) },
  'GET /api/auth/account-info': { expect: all(400) },
  'POST /api/auth/admin/set-role': {
    fresh: true,
    body: (c: RouteContext) => ({ userId: otherUserId(c), role: 'user' }),
    // Roles are a super administrator's to give.
    expect: { ...authAdmin(403), superAdmin: 200 },
  },
  'GET /api/auth/admin/get-user': {
    path: (c) => `/api/auth/admin/get-user?id=${otherUserId(c)}`,
    expect: authAdmin(200),
  },
  'POST /api/auth/admin/create-user': {
    body: () => ({ email: fresh('created'), password: DIRECT_PASSWORD, name: 'Created' }),
    expect: authAdmin(200),
  },
  'POST /api/auth/admin/update-user': {
    body: (c: RouteContext) => ({ userId: otherUserId(c), data: { name: 'Edited' } }),
    expect: authAdmin(200),
  },
  'GET /api/auth/admin/list-users': { expect: authAdmin(200) },
  'POST /api/auth/admin/list-user-sessions': {
    body: (c: RouteContext) => ({ userId: otherUserId(c) }),
    expect: authAdmin(200),
  },
  'POST /api/auth/admin/unban-user': {
    body: (c: RouteContext) => ({ userId: otherUserId(c) }),
    expect: authAdmin(200),
  },
  'POST /api/auth/admin/ban-user': {
    fresh: true,
    body: (c: RouteContext) => ({ userId: otherUserId(c), banReason: 'matrix' }),
    expect: authAdmin(200),
  },
  'POST /api/auth/admin/impersonate-user': {
    fresh: true,
    body: (c: RouteContext) => ({ userId: otherUserId(c) }),
    expect: authAdmin(200),
  },
  'POST /api/auth/admin/stop-impersonating': { body: {}, expect: authSession(400) },
  'POST /api/auth/admin/revoke-user-session': {
    body: { sessionToken: 'not-a-session' },
    expect: authAdmin(200),
  },
  'POST /api/auth/admin/revoke-user-sessions': {
    fresh: true,
    body: (c: RouteContext) => ({ userId: otherUserId(c) }),
    expect: authAdmin(200),
  },
  'POST /api/auth/admin/remove-user': {
    fresh: true,
    body: async (c: RouteContext) => ({ userId: (await directUser(c.t, { name: 'Removed' })).id }),
    expect: authAdmin(200),
  },
  'POST /api/auth/admin/set-user-password': {
    body: (c: RouteContext) => ({ userId: otherUserId(c), newPassword: DIRECT_PASSWORD }),
    expect: authAdmin(200),
  },
  'POST /api/auth/admin/has-permission': {
    body: { permissions: { user: ['list'] } },
    expect: authSession(200),
  },
  'POST /api/auth/two-factor/get-totp-uri': { body: { password: DIRECT_PASSWORD }, expect: authSession(400) },
  // Without a pending sign-in these act on the session's own account, which has no second factor.
  'POST /api/auth/two-factor/verify-totp': { body: { code: '000000' }, expect: authSession(400) },
  'POST /api/auth/two-factor/send-otp': { body: {}, expect: authSession(200) },
  'POST /api/auth/two-factor/verify-otp': { body: { code: '000000' }, expect: all(401) },
  'POST /api/auth/two-factor/verify-backup-code': { body: { code: 'abcde-fghij' }, expect: authSession(400) },
  'POST /api/auth/two-factor/generate-backup-codes': {
    body: { password: DIRECT_PASSWORD },
    expect: authSession(400),
  },
  'POST /api/auth/two-factor/enable': {
    fresh: true,
    body: { password: DIRECT_PASSWORD },
    expect: authSession(200),
  },
  'POST /api/auth/two-factor/disable': { body: { password: DIRECT_PASSWORD }, expect: authSession(200) },
  'POST /api/auth/email-otp/send-verification-otp': {
    body: () => ({ email: fresh('code'), type: 'sign-in' }),
    expect: all(200),
  },
  'POST /api/auth/sign-in/email-otp': {
    body: () => ({ email: fresh('code'), otp: '000000' }),
    expect: all(400),
  },
  'POST /api/auth/email-otp/check-verification-otp': { body: {}, expect: all(404) },
  'POST /api/auth/email-otp/verify-email': { body: {}, expect: all(404) },
  'POST /api/auth/email-otp/request-password-reset': { body: {}, expect: all(404) },
  'POST /api/auth/forget-password/email-otp': { body: {}, expect: all(404) },
  'POST /api/auth/email-otp/reset-password': { body: {}, expect: all(404) },
  'POST /api/auth/email-otp/request-email-change': { body: {}, expect: all(404) },
  'POST /api/auth/email-otp/change-email': { body: {}, expect: all(404) },
  'GET /api/auth/ok': { expect: all(200) },
};

/** Every route the app answers: its own table, plus better-auth's endpoints behind /api/auth/*. */
export function routeTable(t: TestApp): string[] {
  const keys = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || route.path === '/api/auth/*') continue;
    keys.add(`${route.method} ${route.path}`);
  }
  const endpoints = t.auth.api as unknown as Record<
    string,
    { path?: string; options?: { method?: string | string[] } }
  >;
  // Older names the auth gateway serves with a better-auth endpoint are routes of their own.
  const aliasesOf = (path: string) =>
    Object.entries(AUTH_ALIASES)
      .filter(([, target]) => target === path)
      .map(([alias]) => alias);
  for (const endpoint of Object.values(endpoints)) {
    // Server-only endpoints have no path: no client can reach them.
    if (!endpoint.path) continue;
    const methods = [endpoint.options?.method ?? 'GET'].flat();
    for (const path of [endpoint.path, ...aliasesOf(endpoint.path)]) {
      for (const method of methods) keys.add(`${method} /api/auth${path}`);
    }
  }
  return [...keys].sort();
}

/** The catalogue's request for a route, made by one persona of a world; answers the response. */
export async function sendAs(t: TestApp, key: string, row: Row, world: World, persona: Persona) {
  const [method = 'GET', pattern = '/'] = key.split(' ');
  const context: RouteContext = {
    t,
    world,
    persona,
    things: persona === 'suspended' ? world.suspended : world.owner,
  };
  const path = typeof row.path === 'function' ? row.path(context) : (row.path ?? pattern);
  const client = world.clients[persona];
  if (row.body === 'image') {
    const form = new FormData();
    form.append(
      'file',
      new Blob([Uint8Array.from(await solidImage('jpeg'))], { type: 'image/jpeg' }),
      'a.jpg',
    );
    return client.send(path, { method, body: form });
  }
  const body = typeof row.body === 'function' ? await row.body(context) : row.body;
  return client.request(path, { method, body: body as Record<string, unknown> | undefined });
}
