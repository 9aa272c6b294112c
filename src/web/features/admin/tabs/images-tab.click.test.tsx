// @vitest-environment happy-dom
import type { ImageLibraryPage, LibraryMedia } from '@common/image-library';
import { screen, waitFor, within } from '@testing-library/react';
import { json, notFound, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it } from 'vitest';
import ImagesTab from './images-tab';

const fetchMock = stubFetch();

const COVER: LibraryMedia = {
  id: 'm1',
  kind: 'image',
  mime: 'image/webp',
  bytes: 1_500_000,
  width: 1200,
  height: 800,
  createdAt: '2026-04-10T09:00:00.000Z',
  url: '/media/m1',
  thumbUrl: '/media/m1/thumb',
  owner: { id: 'u1', email: 'mali@example.com', name: 'Mali' },
  usedBy: [{ type: 'goalImage', goalId: 'g1', goalTitle: 'See the Northern Lights' }],
};
const CLIP: LibraryMedia = {
  ...COVER,
  id: 'm2',
  kind: 'video',
  mime: 'video/mp4',
  bytes: 20_000_000,
  width: null,
  height: null,
  url: '/media/m2',
  thumbUrl: null,
  owner: { id: 'u2', email: 'somchai@example.com', name: 'Somchai' },
  usedBy: [],
};

/** A fake server holding `files`; DELETE answers `deleteAnswer` and removes the file on 204. */
function serve(
  files: LibraryMedia[],
  deleteAnswer: () => Response = () => new Response(null, { status: 204 }),
) {
  let stored = [...files];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/admin/images' && method === 'GET') {
      const q = url.searchParams.get('q') ?? '';
      const data = stored.filter((m) => m.owner.email.includes(q));
      const totalBytes = data.reduce((sum, m) => sum + m.bytes, 0);
      return json({ data, count: data.length, page: 1, pageSize: 25, totalBytes } satisfies ImageLibraryPage);
    }
    if (method === 'DELETE') {
      const answer = deleteAnswer();
      if (answer.status === 204) stored = stored.filter((m) => url.pathname !== `/api/admin/images/${m.id}`);
      return answer;
    }
    return notFound();
  });
}

const listRequests = () => requestsTo(fetchMock, '/api/admin/images');

const renderTab = (path = '/admin?tab=images') => renderWithToaster(<ImagesTab />, { path });

describe('the image library tab', () => {
  it('shows each file with its owner, size, uses and date, and the total', async () => {
    serve([COVER, CLIP]);
    await renderTab();
    const list = await screen.findByRole('list', { name: 'Image library' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(cards).toHaveLength(2);
    const [cover, clip] = cards as [HTMLElement, HTMLElement];
    expect(cover.textContent).toContain('mali@example.com');
    expect(cover.textContent).toContain('1.5 MB');
    expect(cover.textContent).toContain('10 Apr 2026');
    const goal = within(cover).getByRole('link', { name: 'Picture of “See the Northern Lights”' });
    expect(goal.getAttribute('href')).toBe('/admin?tab=goals&userId=u1&q=See+the+Northern+Lights');
    expect(
      within(cover).getByRole('img', { name: 'Image uploaded by mali@example.com' }).getAttribute('src'),
    ).toBe('/media/m1/thumb');
    expect(within(clip).getByRole('img', { name: 'Video uploaded by somchai@example.com' })).toBeTruthy();
    expect(clip.textContent).toContain('Not used');
    expect(screen.getByText('2 files, 21.5 MB in total')).toBeTruthy();
  });

  it('keeps the search, kind and unused filter in the address and asks the server for them', async () => {
    serve([COVER, CLIP]);
    const { user, router } = await renderTab();
    await screen.findByText('mali@example.com');
    await user.type(screen.getByLabelText('Search by owner email'), 'mali');
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('q')).toBe('mali'));
    await user.selectOptions(screen.getByLabelText('Show'), 'Videos');
    await user.click(screen.getByLabelText('Unused only'));
    await waitFor(() => {
      const last = listRequests().at(-1);
      expect(last?.searchParams.get('kind')).toBe('video');
      expect(last?.searchParams.get('unused')).toBe('true');
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ tab: 'images', q: 'mali', kind: 'video', unused: 'true' });
  });

  it('asks before deleting, then shows the list without the file', async () => {
    serve([COVER, CLIP]);
    const { user } = await renderTab();
    await user.click(
      await screen.findByRole('button', { name: 'Delete the file of mali@example.com (1.5 MB)' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this file of mali@example.com?' });
    expect(dialog.textContent).toContain('goals using it lose their picture');
    await user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByText('File deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('mali@example.com')).toBeNull());
    expect(screen.getByText('1 file, 20 MB in total')).toBeTruthy();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([input]) => String(input))).toEqual(['/api/admin/images/m1']);
  });

  it('says why a deletion failed and keeps the file listed', async () => {
    serve([COVER], () => json({ error: { code: 'NOT_FOUND', message: 'No such stored file.' } }, 404));
    const { user } = await renderTab();
    await user.click(await screen.findByRole('button', { name: /Delete the file of mali@example.com/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete file' }));
    expect(await screen.findByText('The file could not be deleted')).toBeTruthy();
    expect(screen.getByText('mali@example.com')).toBeTruthy();
  });

  it('has an empty state and an error state', async () => {
    serve([]);
    await renderTab();
    expect(await screen.findByText('No stored files yet')).toBeTruthy();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500));
    await renderTab('/admin?tab=images&page=2');
    expect(await screen.findByText('The stored files could not be loaded')).toBeTruthy();
  });
});
