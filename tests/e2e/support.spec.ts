import { signInAdmin, signInMember, visitorPage } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

test('a Pro member asks support from the profile; an administrator answers in the Support tab; the member reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL as string;
  const subject = `Export button ${Date.now()}`;
  await signInMember(page, origin, { label: 'support-member', name: 'Suda Member', pro: true });

  // On a 320 px phone: the section fits the screen.
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/profile#profile-support');
  const section = page.getByRole('region', { name: 'Contact support' });
  await expect(section).toBeVisible();
  await expect(section.getByText('As a Pro member, your requests are answered first.')).toBeVisible();
  await expect(section.getByText('You have not contacted support yet.')).toBeVisible();
  await section.getByLabel(/^Subject/).fill(subject);
  await section.getByLabel(/^Message/).fill('Nothing happens when I press Export.\nI use Firefox.');
  await section.getByRole('button', { name: 'Send to support' }).click();
  await expect(page.getByText('Message sent. We emailed you a copy.', { exact: true })).toBeVisible();
  const mine = section.getByRole('listitem').filter({ hasText: subject });
  await expect(mine).toContainText('Open');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page);

  // The administrator, in a browser of their own, finds it first in the open queue (Pro) and answers.
  const adminPage = await visitorPage(browser, origin);
  await signInAdmin(adminPage, origin);
  await adminPage.goto('/admin?tab=support');
  await expect(adminPage.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');
  const item = adminPage.getByTestId('support-queue-item').filter({ hasText: subject });
  await expect(item).toContainText('Pro');
  await expect(item).toContainText('Suda Member');
  await item.getByRole('button', { name: `Answer “${subject}”` }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByLabel('Your answer').fill('Fixed now: please reload the page and try again.');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(adminPage.getByText('Answer sent.', { exact: true })).toBeVisible();
  await expect(item).toBeHidden();
  await adminPage.getByLabel('Show').selectOption('answered');
  await expect(adminPage).toHaveURL(/[?&]show=answered/);
  await expect(adminPage.getByTestId('support-queue-item').filter({ hasText: subject })).toContainText(
    'Answered',
  );
  await expectNoSeriousA11yViolations(adminPage);
  await adminPage.context().close();

  // The member reloads the profile and reads the answer under the request.
  await page.reload();
  const answered = page
    .getByRole('region', { name: 'Contact support' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(answered).toContainText('Answered');
  await expect(answered).toContainText('Fixed now: please reload the page and try again.');
});
