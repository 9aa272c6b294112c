// @vitest-environment happy-dom
import type {
  MemoryModerationPage,
  ModeratedMemory,
  ModeratedShare,
  ModerationPage,
} from '@common/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import { json, notFound, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it } from 'vitest';
import { ModerationPanel } from './moderation-panel';

const fetchMock = stubFetch();

const share = (changes: Partial<ModeratedShare>): ModeratedShare => ({
  id: 's1',
  token: 'tok-lights',
  title: 'Lights over Tromsø',
  goalTitle: 'See the Northern Lights',
  owner: { id: 'u1', name: 'Mali Chaiyo', email: 'mali@example.com' },
  createdAt: '2026-04-10T09:00:00.000Z',
  expiresAt: null,
  revoked: false,
  takenDown: null,
  openReports: 2,
  reports: [
    { reason: 'spam', details: 'Sells sunglasses', createdAt: '2026-04-12T09:00:00.000Z' },
    { reason: 'private', details: null, createdAt: '2026-04-11T09:00:00.000Z' },
  ],
  ...changes,
});

const LIGHTS = share({});
const MARATHON = share({
  id: 's2',
  token: 'tok-run',
  title: 'Bangkok marathon',
  goalTitle: 'Run a marathon',
  owner: { id: 'u2', name: 'Somchai', email: 'somchai@example.com' },
  takenDown: { at: '2026-04-13T09:00:00.000Z', reason: 'Copied photos' },
  openReports: 0,
  reports: [],
});

const SUMMIT: ModeratedMemory = {
  id: 'm1',
  type: 'photo',
  caption: 'Summit at dawn',
  excerpt: null,
  thumbUrl: '/media/p1/thumb',
  fileUrl: '/media/p1',
  goalTitle: 'Climb Kilimanjaro',
  owner: { id: 'u1', name: 'Mali Chaiyo', email: 'mali@example.com' },
  shareToken: 'tok-summit',
  createdAt: '2026-04-14T09:00:00.000Z',
  takenDown: null,
};

type Post = { path: string; body: unknown };

function serve(answer: (post: Post) => Response = () => new Response(null, { status: 204 })) {
  const posts: Post[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/moderation/shares' && (init?.method ?? 'GET') === 'GET') {
      const filter = url.searchParams.get('filter') ?? 'all';
      const data = [LIGHTS, MARATHON].filter((s) =>
        filter === 'reported' ? s.openReports > 0 : filter === 'takenDown' ? s.takenDown : true,
      );
      return json({ data, count: data.length, page: 1, pageSize: 25 } satisfies ModerationPage);
    }
    if (url.pathname === '/api/admin/moderation/memories' && (init?.method ?? 'GET') === 'GET') {
      const data = url.searchParams.get('state') === 'taken-down' ? [] : [SUMMIT];
      return json({ data, count: data.length, page: 1, pageSize: 25 } satisfies MemoryModerationPage);
    }
    if (init?.method === 'POST') {
      const post = { path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
      posts.push(post);
      return answer(post);
    }
    return notFound();
  });
  return posts;
}

const listRequests = () => requestsTo(fetchMock, '/api/admin/moderation/shares');

const renderPanel = (path = '/admin?tab=moderation') => renderWithToaster(<ModerationPanel />, { path });

describe('the moderation tab', () => {
  it('lists share links with owner, state, open reports and a link to the page', async () => {
    serve();
    await renderPanel();
    const table = await screen.findByRole('table', { name: 'Content moderation' });
    const lights = within(table).getByRole('row', { name: /Lights over Tromsø/ });
    expect(lights.textContent).toContain('Goal: See the Northern Lights');
    expect(lights.textContent).toContain('mali@example.com');
    expect(lights.textContent).toContain('Live');
    expect(lights.textContent).toContain('2 open reports');
    expect(lights.textContent).toContain('Sells sunglasses');
    expect(lights.textContent).toContain('Private information');
    const open = within(lights).getByRole('link', { name: /Lights over Tromsø \(opens in a new tab\)/ });
    expect(open.getAttribute('href')).toBe('/shared/tok-lights');
    expect(open.getAttribute('target')).toBe('_blank');
    const marathon = within(table).getByRole('row', { name: /Bangkok marathon/ });
    expect(marathon.textContent).toContain('Taken down');
    expect(marathon.textContent).toContain('Reason: Copied photos');
    expect(within(marathon).queryByRole('button', { name: /Dismiss/ })).toBeNull();
  });

  it('keeps the filter in the address and asks the server for it', async () => {
    serve();
    const { user, router } = await renderPanel('/admin?tab=moderation&page=1');
    await screen.findByRole('row', { name: /Bangkok marathon/ });
    await user.selectOptions(screen.getByLabelText('Show'), 'Reported');
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('filter')).toBe('reported'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Bangkok marathon/ })).toBeNull());
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('tab'), search.get('filter'), search.get('page')]).toEqual([
      'moderation',
      'reported',
      null,
    ]);
  });

  it('opens on the filter the address names, and says when nothing is there', async () => {
    fetchMock.mockResolvedValue(json({ data: [], count: 0, page: 1, pageSize: 25 }));
    await renderPanel('/admin?tab=moderation&filter=takenDown');
    expect(await screen.findByText('No link is taken down.')).toBeTruthy();
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('takenDown');
  });

  it('takes a link down only with a reason', async () => {
    const posts = serve();
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Take down Lights over Tromsø' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down “Lights over Tromsø”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await within(dialog).findByText('Say why the link is taken down.')).toBeTruthy();
    expect(posts).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason (required)'), '  Advertising  ');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('“Lights over Tromsø” was taken down')).toBeTruthy();
    expect(posts).toEqual([
      { path: '/api/admin/moderation/shares/s1/take-down', body: { reason: 'Advertising' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('restores after asking, and names a failure', async () => {
    const posts = serve(() => notFound());
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Restore Bangkok marathon' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore “Bangkok marathon”?' });
    expect(posts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const title = await screen.findByText('The link could not be restored');
    expect(title.parentElement?.textContent).toContain('We could not find what you were looking for.');
    expect(posts.map((post) => post.path)).toEqual(['/api/admin/moderation/shares/s2/restore']);
  });

  it('dismisses the reports after asking', async () => {
    const posts = serve();
    const { user } = await renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Dismiss the reports on Lights over Tromsø' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Dismiss the reports on “Lights over Tromsø”?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText('The reports on “Lights over Tromsø” were dismissed')).toBeTruthy();
    expect(posts.map((post) => post.path)).toEqual(['/api/admin/moderation/shares/s1/dismiss-reports']);
  });

  it('filters single memories by their state without a `state` in the page address (that marks a sign-in callback)', async () => {
    serve();
    const { user, router } = await renderPanel('/admin?tab=moderation&view=memories');
    await screen.findByRole('list', { name: 'Public memories' });
    await user.selectOptions(screen.getByLabelText('Show'), 'taken-down');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('show')).toBe('taken-down'),
    );
    expect(new URLSearchParams(router.state.location.search).has('state')).toBe(false);
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/moderation/memories');
    expect(asked.at(-1)?.searchParams.get('state')).toBe('taken-down');
  });

  it('switches to single memories and takes one off its shared page with a reason', async () => {
    const posts = serve();
    const { user, router } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Single memories' }));
    const list = await screen.findByRole('list', { name: 'Public memories' });
    const card = within(list).getByRole('listitem');
    expect(card.textContent).toContain('Summit at dawn');
    expect(card.textContent).toContain('Goal: Climb Kilimanjaro');
    expect(card.textContent).toContain('mali@example.com');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/p1/thumb');
    const open = within(card).getByRole('link', { name: /Summit at dawn \(opens in a new tab\)/ });
    expect(open.getAttribute('href')).toBe('/shared/tok-summit');
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('memories');

    await user.click(within(card).getByRole('button', { name: 'Take down Summit at dawn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down “Summit at dawn”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await within(dialog).findByText('Say why the memory is taken down.')).toBeTruthy();
    expect(posts).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'A stranger’s face');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('The memory was taken down')).toBeTruthy();
    expect(posts).toEqual([
      { path: '/api/admin/moderation/memories/m1/take-down', body: { reason: 'A stranger’s face' } },
    ]);
  });
});
