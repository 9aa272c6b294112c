import type { GoalMembers, InvitationPreview, PendingInvitation } from '@common/collaboration';
import type { Goal, GoalPage } from '@common/goals';
import type { Memory } from '@common/memories';
import { PLAN_LIMITS } from '@common/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import { makePro, signInVerifiedUser, type VerifiedUser } from '../support/verified-user';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string } };
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

async function proOwner(name = 'Ann Owner') {
  const user = await signInVerifiedUser(t, name);
  await makePro(t, user.id);
  return user;
}

async function newGoal(client: TestClient, title = 'Sail to Koh Tao') {
  const res = await client.json<Goal>('/api/bucket-list', { body: { title, category: 'Travel' } });
  expect(res.status).toBe(201);
  return res.body;
}

/** The invitation link's token, from the mail the invited address got. */
async function invitationToken(client: TestClient, email: string) {
  await client.settled();
  const mail = await t.db
    .selectFrom('mailOutbox')
    .select(['text', 'subject'])
    .where('to', '=', email)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const token = mail.text.match(/\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return { token, subject: mail.subject };
}

async function invite(owner: VerifiedUser, goalId: string, email: string, role: 'editor' | 'viewer') {
  return owner.client.json<PendingInvitation & ErrorBody>(`/api/bucket-list/${goalId}/invitations`, {
    body: { email, role },
  });
}

/** Invites `member` and accepts as them. */
async function share(owner: VerifiedUser, goalId: string, member: VerifiedUser, role: 'editor' | 'viewer') {
  expect((await invite(owner, goalId, member.email, role)).status).toBe(201);
  const { token } = await invitationToken(owner.client, member.email);
  const accepted = await member.client.json(`/api/invitations/${token}/accept`, { method: 'POST' });
  expect(accepted.status).toBe(200);
  expect(accepted.body).toEqual({ goalId, role });
}

const goalIds = async (client: TestClient) =>
  (await client.json<GoalPage>('/api/bucket-list')).body.items.map((goal) => goal.id);

describe(`shared goals on ${engine}`, () => {
  it('an editor accepts by mail, sees the goal marked as shared, edits it and adds a memory the owner sees', async () => {
    const ann = await proOwner('Ann Owner');
    const bob = await signInVerifiedUser(t, 'Bob Friend');
    const own = await newGoal(bob.client, 'Bob’s own goal');
    const goal = await newGoal(ann.client);

    const invited = await invite(ann, goal.id, bob.email.toUpperCase(), 'editor');
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: bob.email, role: 'editor' });
    const { token, subject } = await invitationToken(ann.client, bob.email);
    expect(subject).toBe('Ann Owner shared a goal with you: Sail to Koh Tao');
    expect(await t.db.selectFrom('goalInvitation').select('tokenHash').execute()).not.toContainEqual({
      tokenHash: token,
    });

    const preview = await new TestClient(t).json<InvitationPreview>(`/api/invitations/${token}`);
    expect(preview.body).toMatchObject({
      state: 'pending',
      goalTitle: 'Sail to Koh Tao',
      invitedBy: 'Ann Owner',
      email: bob.email,
      role: 'editor',
    });
    expect(
      (await new TestClient(t).json(`/api/invitations/${token}/accept`, { method: 'POST' })).status,
    ).toBe(401);
    expect((await bob.client.json(`/api/invitations/${token}/accept`, { method: 'POST' })).status).toBe(200);

    const bobsList = (await bob.client.json<GoalPage>('/api/bucket-list')).body.items;
    expect(bobsList.map((g) => g.id)).toEqual([goal.id, own.id]);
    expect(bobsList[0]).toMatchObject({
      role: 'editor',
      sharedBy: { id: ann.id, name: 'Ann Owner' },
      members: [
        { id: ann.id, name: 'Ann Owner', role: 'owner' },
        { id: bob.id, name: 'Bob Friend', role: 'editor' },
      ],
    });
    expect(bobsList[1]).toMatchObject({ role: 'owner', sharedBy: null, members: [] });
    const annsView = (await ann.client.json<Goal>(`/api/bucket-list/${goal.id}`)).body;
    expect(annsView).toMatchObject({ role: 'owner', sharedBy: null });
    expect(annsView.members.map((m) => m.name)).toEqual(['Ann Owner', 'Bob Friend']);

    // The owner's list answer changes when the editor changes the goal (its ETag moves).
    const before = await ann.client.json<GoalPage>('/api/bucket-list');
    const etag = before.res.headers.get('etag') ?? '';
    const renamed = await bob.client.json<Goal>(`/api/bucket-list/${goal.id}`, {
      method: 'PATCH',
      body: { title: 'Sail to Koh Tao and dive' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.role).toBe('editor');
    const after = await ann.client.request('/api/bucket-list', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as GoalPage).items[0]?.title).toBe('Sail to Koh Tao and dive');

    expect(
      (await bob.client.json(`/api/bucket-list/${goal.id}/milestones`, { body: { title: 'Get certified' } }))
        .status,
    ).toBe(201);
    const note = await bob.client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'note', content: '<p>Booked the boat.</p>', tags: [], isPublic: false },
    });
    expect(note.status).toBe(201);
    expect(note.body.addedBy).toEqual({ id: bob.id, name: 'Bob Friend' });
    const seen = await ann.client.json<Memory[]>(`/api/bucket-list/${goal.id}/memories`);
    expect(seen.body.map((m) => m.addedBy.name)).toEqual(['Bob Friend']);
    expect((await ann.client.json<Goal>(`/api/bucket-list/${goal.id}`)).body.progress).toEqual({
      done: 0,
      total: 1,
    });

    // The goal stays the owner's: not counted against the editor, and only the owner deletes or shares it.
    expect((await bob.client.json(`/api/bucket-list/${goal.id}`, { method: 'DELETE' })).status).toBe(404);
    await makePro(t, bob.id);
    expect(
      (await bob.client.json(`/api/bucket-list/${goal.id}/share`, { body: { title: 'Trip' } })).status,
    ).toBe(404);
    expect((await invite(bob, goal.id, 'someone@example.com', 'viewer')).status).toBe(404);
    expect((await bob.client.json<{ goalsUsed?: number }>('/api/me/usage')).body).toMatchObject({
      goalCount: 1,
    });

    // Used once.
    const again = await bob.client.json<ErrorBody>(`/api/invitations/${token}/accept`, { method: 'POST' });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('INVITATION_USED');
    expect((await new TestClient(t).json<InvitationPreview>(`/api/invitations/${token}`)).body.state).toBe(
      'accepted',
    );
  });

  it("a member's list answer changes when the owner renames or deletes the goal's own category", async () => {
    const ann = await proOwner();
    const bob = await signInVerifiedUser(t, 'Bob Friend');
    const goal = await newGoal(ann.client);
    const category = await ann.client.json<{ id: string }>('/api/me/categories', {
      body: { name: 'Honeymoon', icon: 'heart', color: 'red' },
    });
    expect(category.status).toBe(201);
    const tagged = await ann.client.json<Goal>(`/api/bucket-list/${goal.id}`, {
      method: 'PATCH',
      body: { customCategoryId: category.body.id },
    });
    expect(tagged.status).toBe(200);
    await share(ann, goal.id, bob, 'viewer');

    const listed = async () => {
      const res = await bob.client.request('/api/bucket-list');
      const page = (await res.json()) as GoalPage;
      return { etag: res.headers.get('etag') ?? '', category: page.items[0]?.customCategory?.name ?? null };
    };
    const unchanged = async (etag: string) =>
      (await bob.client.request('/api/bucket-list', { headers: { 'If-None-Match': etag } })).status;

    const first = await listed();
    expect(first.category).toBe('Honeymoon');
    expect(await unchanged(first.etag)).toBe(304);

    const renamed = await ann.client.json(`/api/me/categories/${category.body.id}`, {
      method: 'PATCH',
      body: { name: 'Our honeymoon' },
    });
    expect(renamed.status).toBe(200);
    expect(await unchanged(first.etag)).toBe(200);
    const second = await listed();
    expect(second.category).toBe('Our honeymoon');

    const deleted = await ann.client.request(`/api/me/categories/${category.body.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await unchanged(second.etag)).toBe(200);
    expect((await listed()).category).toBeNull();
  });

  it('a viewer reads the goal, its milestones, memories and files but changes nothing', async () => {
    const ann = await proOwner();
    const vic = await signInVerifiedUser(t, 'Vic Viewer');
    const outsider = await signInVerifiedUser(t, 'Out Sider');
    const upload = await ann.client.upload(await solidImage('jpeg', 64, 64));
    expect(upload.status).toBe(201);
    const imageId = String(upload.body.id);
    const goal = (
      await ann.client.json<Goal>('/api/bucket-list', {
        body: { title: 'Run a marathon', category: 'Fitness', imageId },
      })
    ).body;
    const milestone = (
      await ann.client.json<{ id: string }>(`/api/bucket-list/${goal.id}/milestones`, {
        body: { title: '10 km' },
      })
    ).body;
    const memory = (
      await ann.client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, {
        body: { type: 'note', content: '<p>First run.</p>', tags: [], isPublic: false },
      })
    ).body;
    expect((await outsider.client.request(`/media/${imageId}`)).status).toBe(404);
    await share(ann, goal.id, vic, 'viewer');

    expect((await vic.client.json<Goal>(`/api/bucket-list/${goal.id}`)).body.role).toBe('viewer');
    expect((await vic.client.json(`/api/bucket-list/${goal.id}/milestones`)).status).toBe(200);
    expect((await vic.client.json(`/api/bucket-list/${goal.id}/memories`)).status).toBe(200);
    expect((await vic.client.request(`/media/${imageId}`)).status).toBe(200);
    expect((await outsider.client.request(`/media/${imageId}`)).status).toBe(404);

    const refused = [
      vic.client.json(`/api/bucket-list/${goal.id}`, { method: 'PATCH', body: { title: 'Mine now' } }),
      vic.client.json(`/api/bucket-list/${goal.id}/complete`, { method: 'POST' }),
      vic.client.json(`/api/bucket-list/${goal.id}/milestones`, { body: { title: 'Half marathon' } }),
      vic.client.json(`/api/milestones/${milestone.id}`, { method: 'PATCH', body: { done: true } }),
      vic.client.json(`/api/bucket-list/${goal.id}/memories`, {
        body: { type: 'note', content: '<p>Hi</p>', tags: [], isPublic: false },
      }),
      vic.client.json(`/api/memories/${memory.id}`, { method: 'DELETE' }),
      vic.client.json(`/api/bucket-list/${goal.id}`, { method: 'DELETE' }),
    ];
    for (const res of await Promise.all(refused)) expect(res.status).toBe(404);
    expect((await ann.client.json<Goal>(`/api/bucket-list/${goal.id}`)).body).toMatchObject({
      title: 'Run a marathon',
      status: 'active',
    });

    // The owner raises the viewer to editor; it works at once.
    const raised = await ann.client.json(`/api/bucket-list/${goal.id}/members/${vic.id}`, {
      method: 'PATCH',
      body: { role: 'editor' },
    });
    expect(raised.status).toBe(204);
    expect(
      (await vic.client.json(`/api/milestones/${milestone.id}`, { method: 'PATCH', body: { done: true } }))
        .status,
    ).toBe(200);
    // An editor changes only the memories they added; the owner's stays the owner's.
    expect((await vic.client.json(`/api/memories/${memory.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses an invitation that is expired, withdrawn, for another address, or accepted by the owner', async () => {
    const ann = await proOwner();
    const dee = await signInVerifiedUser(t, 'Dee');
    const eve = await signInVerifiedUser(t, 'Eve');
    const goal = await newGoal(ann.client);

    await invite(ann, goal.id, dee.email, 'viewer');
    const { token: forDee } = await invitationToken(ann.client, dee.email);
    const wrong = await eve.client.json<ErrorBody>(`/api/invitations/${forDee}/accept`, { method: 'POST' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('INVITATION_WRONG_ACCOUNT');

    await t.db
      .updateTable('goalInvitation')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', dee.email)
      .execute();
    const expired = await dee.client.json<ErrorBody>(`/api/invitations/${forDee}/accept`, { method: 'POST' });
    expect([expired.status, expired.body.error.code]).toEqual([410, 'INVITATION_EXPIRED']);

    // A new invitation to the same address replaces the old one; withdrawn, it opens nothing.
    const second = await invite(ann, goal.id, eve.email, 'editor');
    const { token: forEve } = await invitationToken(ann.client, eve.email);
    const members = await ann.client.json<GoalMembers>(`/api/bucket-list/${goal.id}/members`);
    expect(members.body.invitations.map((i) => i.email)).toEqual([eve.email]);
    const withdrawn = await ann.client.request(`/api/bucket-list/${goal.id}/invitations/${second.body.id}`, {
      method: 'DELETE',
    });
    expect(withdrawn.status).toBe(204);
    const revoked = await eve.client.json<ErrorBody>(`/api/invitations/${forEve}/accept`, { method: 'POST' });
    expect([revoked.status, revoked.body.error.code]).toEqual([410, 'INVITATION_REVOKED']);
    expect((await new TestClient(t).json<InvitationPreview>(`/api/invitations/${forEve}`)).body.state).toBe(
      'revoked',
    );
    expect((await new TestClient(t).json(`/api/invitations/not-a-token`)).status).toBe(404);
    expect(await goalIds(eve.client)).toEqual([]);

    const self = await invite(ann, goal.id, ann.email, 'editor');
    expect([self.status, self.body.error.code]).toEqual([422, 'CANNOT_INVITE_SELF']);
  });

  it('only Pro owners invite, at most a goal’s worth of people, and nobody twice', async () => {
    const free = await signInVerifiedUser(t, 'Free Owner');
    const goal = await newGoal(free.client);
    const refused = await invite(free, goal.id, 'friend@example.com', 'viewer');
    expect([refused.status, refused.body.error.code]).toEqual([403, 'PRO_REQUIRED']);

    const ann = await proOwner();
    const bob = await signInVerifiedUser(t, 'Bob');
    const shared = await newGoal(ann.client);
    await share(ann, shared.id, bob, 'viewer');
    const twice = await invite(ann, shared.id, bob.email, 'editor');
    expect([twice.status, twice.body.error.code]).toEqual([409, 'ALREADY_MEMBER']);
    for (let i = 1; i < 20; i++) {
      expect((await invite(ann, shared.id, `friend${i}@example.com`, 'viewer')).status).toBe(201);
    }
    const full = await invite(ann, shared.id, 'one-too-many@example.com', 'viewer');
    expect([full.status, full.body.error.code]).toEqual([422, 'MEMBER_LIMIT_REACHED']);
  });

  it('a member who leaves or is removed loses the goal at once', async () => {
    const ann = await proOwner();
    const bob = await signInVerifiedUser(t, 'Bob');
    const cat = await signInVerifiedUser(t, 'Cat');
    const goal = await newGoal(ann.client);
    await share(ann, goal.id, bob, 'editor');
    await share(ann, goal.id, cat, 'viewer');

    // A member may not remove someone else.
    expect(
      (await bob.client.request(`/api/bucket-list/${goal.id}/members/${cat.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(403);
    expect(
      (await bob.client.request(`/api/bucket-list/${goal.id}/members/${bob.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect((await bob.client.json(`/api/bucket-list/${goal.id}`)).status).toBe(404);
    expect(await goalIds(bob.client)).toEqual([]);

    expect(
      (await ann.client.request(`/api/bucket-list/${goal.id}/members/${cat.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect((await cat.client.json(`/api/bucket-list/${goal.id}/memories`)).status).toBe(404);
    expect((await ann.client.json<GoalMembers>(`/api/bucket-list/${goal.id}/members`)).body.members).toEqual([
      { id: ann.id, name: 'Ann Owner', role: 'owner' },
    ]);
  });

  it('hands the goal over to a member, within the new owner’s plan', async () => {
    const ann = await proOwner();
    const bob = await signInVerifiedUser(t, 'Bob');
    const goal = await newGoal(ann.client);
    await share(ann, goal.id, bob, 'viewer');
    const handed = await ann.client.request(`/api/bucket-list/${goal.id}/owner`, {
      body: { userId: bob.id },
    });
    expect(handed.status).toBe(204);
    expect((await bob.client.json<Goal>(`/api/bucket-list/${goal.id}`)).body).toMatchObject({
      role: 'owner',
      sharedBy: null,
    });
    expect((await ann.client.json<Goal>(`/api/bucket-list/${goal.id}`)).body).toMatchObject({
      role: 'editor',
      sharedBy: { id: bob.id },
    });
    expect((await ann.client.request(`/api/bucket-list/${goal.id}`, { method: 'DELETE' })).status).toBe(404);

    // A free plan that is full takes no more goals, shared or not.
    const full = await signInVerifiedUser(t, 'Full Plan');
    for (let i = 0; i < PLAN_LIMITS.free.goalLimit; i++) await newGoal(full.client, `Goal ${i}`);
    const another = await newGoal(bob.client);
    await makePro(t, bob.id);
    await share(bob, another.id, full, 'editor');
    const refused = await bob.client.json<ErrorBody>(`/api/bucket-list/${another.id}/owner`, {
      body: { userId: full.id },
    });
    expect([refused.status, refused.body.error.code]).toEqual([422, 'GOAL_LIMIT_REACHED']);
  });

  it('an owner deleting their account takes the goal with it and tells its members; a member’s deletion only ends their membership', async () => {
    const ann = await proOwner('Ann Leaving');
    const bob = await signInVerifiedUser(t, 'Bob Staying');
    const goal = await newGoal(ann.client, 'Climb Doi Inthanon');
    await share(ann, goal.id, bob, 'editor');
    const dan = await proOwner('Dan Staying');
    const dansGoal = await newGoal(dan.client, 'Cross the Andes');
    await share(dan, dansGoal.id, ann, 'viewer');

    await deleteAccount(ann);
    expect(await goalIds(bob.client)).toEqual([]);
    const told = await t.db
      .selectFrom('mailOutbox')
      .select('subject')
      .where('to', '=', bob.email)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.subject).toBe('A goal you shared is gone: Climb Doi Inthanon');
    expect(await t.db.selectFrom('goalMember').selectAll().where('userId', '=', bob.id).execute()).toEqual(
      [],
    );
    // Dan's goal, which Ann was only a member of, stays Dan's, without her.
    expect(await goalIds(dan.client)).toEqual([dansGoal.id]);
    expect(
      (await dan.client.json<GoalMembers>(`/api/bucket-list/${dansGoal.id}/members`)).body.members,
    ).toEqual([{ id: dan.id, name: 'Dan Staying', role: 'owner' }]);
  });
});

/** Deletes an account the way its owner does: ask, then follow the mailed confirmation link. */
async function deleteAccount(user: VerifiedUser) {
  await user.client.json('/api/auth/delete-user', { body: { callbackURL: '/account-deleted' } });
  await user.client.settled();
  const confirm = await t.db
    .selectFrom('mailOutbox')
    .select('text')
    .where('to', '=', user.email)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const link = confirm.text.match(/https?:\/\/\S+\/delete-user\/callback\S*/)?.[0] ?? '';
  expect((await user.client.request(link)).status).toBe(302);
  await user.client.settled();
}
