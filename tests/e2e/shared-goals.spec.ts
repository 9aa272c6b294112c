import { fixtureAddress, latestMailTo, signInMember, visitorPage } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

test('a Pro member shares a goal with a friend by email; the friend accepts, adds a note, and both see who added it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  await signInMember(page, origin, { label: 'share-owner', name: 'Anong Owner', pro: true });
  // The friend browses in a browser of their own.
  const friendContext = await browser.newContext({
    baseURL: origin,
    extraHTTPHeaders: { 'x-forwarded-for': fixtureAddress() },
  });
  const friendPage = await friendContext.newPage();
  const friend = await signInMember(friendPage, origin, { label: 'share-friend', name: 'Ben Friend' });

  const title = 'Climb Doi Inthanon together';
  const created = await page.request.post('/api/bucket-list', {
    headers: { origin },
    data: { title, category: 'Adventure' },
  });
  expect(created.status()).toBe(201);
  const { id: goalId } = (await created.json()) as { id: string };

  // The owner invites the friend's address as an editor from the card's menu.
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: `Share ${title} with friends` }).click();
  const share = page.getByRole('dialog', { name: 'Share with friends' });
  await expect(share.getByText('Nobody else shares this goal yet.')).toBeVisible();
  await share.getByLabel('Role').selectOption('editor');
  await share.getByLabel('Email address').fill(friend.email);
  await share.getByLabel('Email address').press('Enter');
  await expect(page.getByText(`Invitation sent to ${friend.email}`, { exact: true })).toBeVisible();
  const pending = share.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByText(friend.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();

  // The friend opens the mailed link and accepts.
  const mail = await latestMailTo(request, friend.email, '/invitations/');
  const link = mail.links.find((l) => l.includes('/invitations/')) as string;
  await friendPage.goto(link);
  await expect(friendPage.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(friendPage.getByText('Anong Owner invites you to share the goal')).toBeVisible();
  await expect(friendPage.getByText(/As an editor, you can change the goal/)).toBeVisible();
  await expectNoSeriousA11yViolations(friendPage);
  await friendPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(friendPage).toHaveURL(/\/dashboard$/);
  await expect(friendPage.getByText(`You now share “${title}”`, { exact: true })).toBeVisible();
  const friendCard = friendPage.getByRole('article', { name: title });
  await expect(friendCard.getByText('Shared by Anong Owner')).toBeVisible();
  await expect(friendCard.getByText('Shared with Anong Owner and Ben Friend')).toBeAttached();
  // An editor: changes, but neither deletes nor shares.
  await friendCard.getByRole('button', { name: `More actions for ${title}` }).click();
  await expect(friendPage.getByRole('menuitem', { name: `Delete ${title}` })).toHaveCount(0);
  await expect(friendPage.getByRole('menuitem', { name: `Share ${title} with friends` })).toHaveCount(0);
  await friendPage.getByRole('menuitem', { name: `Open the scrapbook of ${title}` }).click();

  // The friend adds a note to the scrapbook.
  const memories = friendPage.getByRole('region', { name: 'Memories' });
  await memories.getByRole('button', { name: 'Add Memory' }).first().click();
  const addMemory = friendPage.getByRole('dialog', { name: 'Add Memory' });
  await addMemory.getByRole('radio', { name: 'Note' }).check();
  const editor = addMemory.getByRole('textbox', { name: 'Note' });
  await editor.click();
  await editor.pressSequentially('Booked the camp site at the summit.');
  const caption = 'Camp booked';
  await addMemory.getByLabel('Caption').fill(caption);
  await addMemory.getByRole('button', { name: 'Save Memory' }).click();
  await expect(addMemory).toBeHidden();
  const friendNote = memories.getByRole('article', { name: caption, exact: true });
  await expect(friendNote.getByText('Added by Ben Friend')).toBeVisible();

  // The owner sees it in the goal's scrapbook, with who added it.
  await page.goto(`/goals/${goalId}/scrapbook`);
  const note = page
    .getByRole('region', { name: 'Memories' })
    .getByRole('article', { name: caption, exact: true });
  await expect(note.getByText('Booked the camp site at the summit.')).toBeVisible();
  await expect(note.getByText('Added by Ben Friend')).toBeVisible();
  // The owner may change any memory of their goal.
  await expect(note.getByRole('button', { name: `Delete ${caption}` })).toBeVisible();

  await friendContext.close();
});

test('someone without an account signs up from the invitation and the verification link brings them back to it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL as string;
  await signInMember(page, origin, { label: 'share-newcomer-owner', name: 'Dao Owner', pro: true });
  const title = 'Sail around Koh Samui';
  const created = await page.request.post('/api/bucket-list', {
    headers: { origin },
    data: { title, category: 'Travel' },
  });
  expect(created.status()).toBe(201);
  const { id: goalId } = (await created.json()) as { id: string };
  const email = `newcomer${Date.now()}@example.com`;
  const invited = await page.request.post(`/api/bucket-list/${goalId}/invitations`, {
    headers: { origin },
    data: { email, role: 'viewer' },
  });
  expect(invited.status()).toBe(201);

  // The newcomer opens the mailed invitation in a browser of their own and creates an account.
  const newcomer = await visitorPage(browser, origin);
  const invitation = await latestMailTo(request, email, '/invitations/');
  const invitationLink = invitation.links.find((l) => l.includes('/invitations/')) as string;
  const invitationPath = new URL(invitationLink).pathname;
  await newcomer.goto(invitationLink);
  await newcomer.getByRole('link', { name: 'Create account' }).click();
  await newcomer.getByLabel('Name').fill('Mali Newcomer');
  await newcomer.getByLabel('Email').fill(email);
  await newcomer.getByLabel('Password', { exact: true }).fill('a long enough password');
  await newcomer.getByRole('button', { name: 'Create Account' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The confirmation link, opened from the mail, returns to the invitation, signed in.
  const confirmation = await latestMailTo(request, email, '/verify-email');
  const verifyLink = confirmation.links.find((l) => l.includes('/verify-email')) as string;
  await newcomer.goto(verifyLink);
  await expect(newcomer).toHaveURL(new RegExp(`${invitationPath}$`));
  await expect(newcomer.getByText('Dao Owner invites you to share the goal')).toBeVisible();
  await newcomer.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(newcomer).toHaveURL(/\/dashboard$/);
  const card = newcomer.getByRole('article', { name: title });
  await expect(card.getByText('Shared by Dao Owner')).toBeVisible();
  await newcomer.context().close();
});
