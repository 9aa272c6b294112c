import type { APIRequestContext } from '@playwright/test';
import { e2eSeed } from '../support/e2e-seed';
import { signInAdmin, visitorPage } from '../support/e2e-users';
import { SESSION_COOKIE, seedEmail, seedSessionCookie, seedVerifiedUser } from '../support/seed-user';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

/**
 * A Pro owner written straight into the e2e server's database, with a goal and a live share link
 * made through the API as the scrapbook screen would: the subject here is moderation, not sharing.
 */
async function seedSharedLink(request: APIRequestContext, origin: string, title: string) {
  const seed = e2eSeed();
  const owner = await seedVerifiedUser(seed, { email: seedEmail('moderation-owner'), name: 'Pim Owner' });
  await seed.db
    .updateTable('user')
    .set({ plan: 'pro', planSource: 'admin', proUntil: null })
    .where('id', '=', owner.id)
    .execute();
  const { value } = await seedSessionCookie(seed, seed.config.authSecret, owner.id);
  const headers = { origin, cookie: `${SESSION_COOKIE}=${value}` };
  const goal = await request.post('/api/bucket-list', { headers, data: { title, category: 'Travel' } });
  expect(goal.status(), 'the goal was created').toBe(201);
  const { id } = (await goal.json()) as { id: string };
  const share = await request.post(`/api/bucket-list/${id}/share`, {
    headers,
    data: { title, expiresInDays: 30 },
  });
  expect(share.status(), 'the link was created').toBe(201);
  const { token } = (await share.json()) as { token: string };
  return { owner, path: `/shared/${token}`, goalId: id, headers };
}

test('a reader reports a shared page; an administrator takes it down with a reason and restores it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const origin = baseURL as string;
  const title = `Lanterns in Chiang Mai ${Date.now()}`;
  const { owner, path } = await seedSharedLink(request, origin, title);

  // A reader, not signed in, reports the page from the page itself.
  const reader = await visitorPage(browser, origin);
  await reader.goto(path);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await reader.getByText('Report this page').click();
  await reader.getByLabel('Reason').selectOption({ label: 'Private information' });
  await reader.getByLabel('Details (optional)').fill('My home address is in a photo');
  await expectNoSeriousA11yViolations(reader);
  await reader.getByRole('button', { name: 'Send report' }).click();
  await expect(
    reader.getByRole('status').filter({ hasText: 'Thank you, a moderator will look at it.' }),
  ).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Send report' })).toBeHidden();

  // The administrator finds it among the reported links.
  await signInAdmin(page, origin);
  await page.goto('/admin?tab=moderation');
  await page.getByLabel('Show').selectOption({ label: 'Reported' });
  await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe('reported');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('1 open report')).toBeVisible();
  await expect(row.getByText('Private information')).toBeVisible();
  await expect(row.getByText('My home address is in a photo')).toBeVisible();
  await expect(row.getByText(owner.email)).toBeVisible();
  await expect(row.getByText('Live', { exact: true })).toBeVisible();
  await expect(
    row.getByRole('link', { name: new RegExp(`${title} \\(opens in a new tab\\)`) }),
  ).toHaveAttribute('href', path);
  await expectNoSeriousA11yViolations(page);

  // Taking it down needs a reason.
  await row.getByRole('button', { name: `Take down ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Take down “${title}”?` });
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(dialog.getByText('Say why the link is taken down.')).toBeVisible();
  await dialog.getByLabel('Reason (required)').fill('Shows a private address');
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“${title}” was taken down`).first()).toBeVisible();
  // Taking it down settles its reports: the reported queue is empty of it.
  await expect(row).toHaveCount(0);

  await reader.reload();
  await expect(reader.getByRole('heading', { name: 'Scrapbook Not Found' })).toBeVisible();

  // Restored, the page opens again.
  await page.getByLabel('Show').selectOption({ label: 'Taken down' });
  const takenDown = page.getByRole('row').filter({ hasText: title });
  await expect(takenDown.getByText('Reason: Shows a private address')).toBeVisible();
  await expect(takenDown.getByText('Taken down', { exact: true })).toBeVisible();
  await takenDown.getByRole('button', { name: `Restore ${title}` }).click();
  await page
    .getByRole('alertdialog', { name: `Restore “${title}”?` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText(`“${title}” was restored`).first()).toBeVisible();

  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await reader.context().close();
});

test('an administrator takes one public memory off a shared page', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const origin = baseURL as string;
  const title = `Temple at dawn ${Date.now()}`;
  const { path, goalId, headers } = await seedSharedLink(request, origin, title);
  const note = `Monks collecting alms ${Date.now()}`;
  const memory = await request.post(`/api/bucket-list/${goalId}/memories`, {
    headers,
    data: { type: 'note', content: `<p>${note}</p>`, isPublic: true },
  });
  expect(memory.status(), 'the memory was created').toBe(201);

  const readerContext = await browser.newContext({ baseURL: origin });
  const reader = await readerContext.newPage();
  await reader.goto(path);
  await expect(reader.getByText(note)).toBeVisible();

  await signInAdmin(page, origin);
  await page.goto('/admin?tab=moderation');
  await page.getByRole('button', { name: 'Single memories' }).click();
  const card = page.getByRole('listitem').filter({ hasText: note });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(`Goal: ${title}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: `Take down ${note}` }).click();
  const dialog = page.getByRole('dialog', { name: `Take down “${note}”?` });
  await dialog.getByLabel('Reason (required)').fill('Names a stranger');
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The memory was taken down').first()).toBeVisible();
  await expect(card).toHaveCount(0);

  // The page still opens, without that memory.
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText(note)).toHaveCount(0);
  await readerContext.close();
});
