import type { Goal } from '@common/goals';
import type { Media } from '@common/media';
import type { Memory } from '@common/memories';
import type { Share } from '@common/shares';
import { invalidateSessions } from '../../src/server/auth/session-reader';
import { dbBool } from '../../src/server/db/engine';
import { directUser } from './direct-user';
import type { TestClient } from './http-client';
import { solidImage } from './images';
import type { TestApp } from './test-app';
import type { VerifiedUser } from './verified-user';

/** Who makes a request in the authorization matrix. */
export const PERSONAS = [
  'anonymous',
  'owner',
  'other',
  'pro',
  'suspended',
  'admin',
  'superAdmin',
  'editor',
  'viewer',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** One user's things: what the matrix's paths point at. */
export type Owned = {
  userId: string;
  goalId: string;
  memoryId: string;
  mediaId: string;
  shareId: string;
  shareToken: string;
};

export type World = {
  clients: Record<Persona, TestClient>;
  users: Record<Exclude<Persona, 'anonymous'>, VerifiedUser>;
  /** The owner's things, which every persona but the suspended one targets. */
  owner: Owned;
  /** The suspended user's own things: suspension must refuse even those. */
  suspended: Owned;
};

async function ownThings(user: VerifiedUser): Promise<Owned> {
  const image = (await user.client.upload(await solidImage('jpeg'))).body as unknown as Media;
  const goal = (
    await user.client.json<Goal>('/api/bucket-list', {
      body: { title: 'See the aurora', category: 'Travel', imageId: image.id },
    })
  ).body;
  const memory = (
    await user.client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'note', content: '<p>Cold and bright</p>', isPublic: true },
    })
  ).body;
  const share = (
    await user.client.json<Share>(`/api/bucket-list/${goal.id}/share`, { body: { title: 'Aurora' } })
  ).body;
  if (!goal.id || !memory.id || !share.token) throw new Error('matrix fixtures were refused');
  return {
    userId: user.id,
    goalId: goal.id,
    memoryId: memory.id,
    mediaId: image.id,
    shareId: share.id,
    shareToken: share.token,
  };
}

/**
 * A fresh set of personas: a Pro owner with a goal (with an image), a note and a live share link;
 * a free user; another Pro user; a Pro user with the same things, then suspended; an admin and a
 * super admin (both free); and two free users the owner shared the goal with, as editor and viewer.
 */
export async function buildWorld(t: TestApp, anonymous: TestClient): Promise<World> {
  const [owner, other, pro, suspended, admin, superAdmin, editor, viewer] = [
    await directUser(t, { pro: true, name: 'Owner' }),
    await directUser(t, { name: 'Other' }),
    await directUser(t, { pro: true, name: 'Pro' }),
    await directUser(t, { pro: true, name: 'Suspended' }),
    await directUser(t, { role: 'admin', name: 'Admin' }),
    await directUser(t, { role: 'super_admin', name: 'Super Admin' }),
    await directUser(t, { name: 'Editor' }),
    await directUser(t, { name: 'Viewer' }),
  ];
  const world: World = {
    clients: {
      anonymous,
      owner: owner.client,
      other: other.client,
      pro: pro.client,
      suspended: suspended.client,
      admin: admin.client,
      superAdmin: superAdmin.client,
      editor: editor.client,
      viewer: viewer.client,
    },
    users: { owner, other, pro, suspended, admin, superAdmin, editor, viewer },
    owner: await ownThings(owner),
    suspended: await ownThings(suspended),
  };
  const now = new Date().toISOString();
  await t.db
    .insertInto('goalMember')
    .values([
      { goalId: world.owner.goalId, userId: editor.id, role: 'editor', createdAt: now },
      { goalId: world.owner.goalId, userId: viewer.id, role: 'viewer', createdAt: now },
    ])
    .execute();
  await t.db
    .updateTable('user')
    .set({ banned: dbBool(t.db, true), banReason: 'matrix' })
    .where('id', '=', suspended.id)
    .execute();
  // Set behind the app's back, so its session cache would notice only after SESSION_CACHE_MS,
  // as another instance would; told here so the flag counts from the first request.
  invalidateSessions(suspended.id);
  return world;
}
