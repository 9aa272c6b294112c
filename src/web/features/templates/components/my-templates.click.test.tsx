// @vitest-environment happy-dom
import type { Goal } from '@common/goals';
import type { Template } from '@common/templates';
import { screen, waitFor, within } from '@testing-library/react';
import { json, notFound, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { describe, expect, it, vi } from 'vitest';
import { MyTemplates } from './my-templates';

const fetchMock = stubFetch();

const TEMPLATE: Template = {
  id: 't1',
  title: 'Walk the Camino',
  description: 'All 800 km',
  category: 'Travel',
  imageId: 'm1',
  imageUrl: '/media/m1',
  thumbUrl: '/media/m1/thumb',
  milestoneTitles: ['Buy boots', 'Get a passport', 'Book the flight'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function serve(plan: 'pro' | 'free', templates: Template[] | 'fail' = [TEMPLATE]) {
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/me/usage') return json(usageFixture(plan));
    if (pathname === '/api/templates') {
      return templates === 'fail'
        ? json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500)
        : json({ templates });
    }
    if (pathname === '/api/templates/t1' && method === 'PATCH') {
      return json({ ...TEMPLATE, ...JSON.parse(String(init?.body)) });
    }
    if (pathname === '/api/templates/t1' && method === 'DELETE') return new Response(null, { status: 204 });
    if (pathname === '/api/templates/t1/goals' && method === 'POST') {
      return json({ id: 'g9', title: TEMPLATE.title } satisfies Partial<Goal>, 201);
    }
    return notFound();
  });
}

describe('my templates under “Need inspiration?”', () => {
  it('shows a Pro member’s templates with picture and milestones, and edits one', async () => {
    serve('pro');
    const { user } = await renderWithToaster(<MyTemplates />);
    const use = await screen.findByRole('button', {
      name: 'Start a goal from your template Walk the Camino',
    });
    expect(use.querySelector('img')?.getAttribute('src')).toBe('/media/m1/thumb');
    expect(within(use).getByText('3 milestones')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Edit the template Walk the Camino' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    const name = within(dialog).getByRole('textbox', { name: /^Title/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Please enter a title.')).toBeTruthy();
    await user.type(name, 'Walk it again');
    await user.click(within(dialog).getByRole('button', { name: 'Remove milestone 2' }));
    expect(within(dialog).getByRole('textbox', { name: 'Milestone 2' })).toHaveProperty(
      'value',
      'Book the flight',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Adventure');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Template updated')).toBeTruthy();
    const [patch] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      title: 'Walk it again',
      category: 'Adventure',
      milestoneTitles: ['Buy boots', 'Book the flight'],
    });
  });

  it('deletes a template after asking', async () => {
    serve('pro');
    const { user } = await renderWithToaster(<MyTemplates />);
    await user.click(await screen.findByRole('button', { name: 'Delete the template Walk the Camino' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this template?' });
    expect(requestsTo(fetchMock, '/api/templates/t1', 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted')).toBeTruthy();
    expect(requestsTo(fetchMock, '/api/templates/t1', 'DELETE')).toHaveLength(1);
  });

  it('after Pro ends: no editing, but a goal still starts from a template', async () => {
    serve('free');
    const onStarted = vi.fn();
    const { user } = await renderWithToaster(<MyTemplates onStarted={onStarted} />);
    const use = await screen.findByRole('button', {
      name: 'Start a goal from your template Walk the Camino',
    });
    await waitFor(() => expect(screen.getByText(/Changing templates needs Pro/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Edit the template Walk the Camino' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete the template Walk the Camino' })).toBeTruthy();
    await user.click(use);
    expect(await screen.findByText('Goal added')).toBeTruthy();
    expect(requestsTo(fetchMock, '/api/templates/t1/goals', 'POST')).toHaveLength(1);
    expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ id: 'g9' }));
  });

  it('tells a Pro member without templates how to make one', async () => {
    serve('pro', []);
    await renderWithToaster(<MyTemplates />);
    expect(await screen.findByText(/Save one of your goals as a template/)).toBeTruthy();
  });

  it('offers to try again when the list could not load', async () => {
    serve('pro', 'fail');
    await renderWithToaster(<MyTemplates />);
    expect(await screen.findByText('Your templates could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
