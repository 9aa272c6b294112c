// @vitest-environment happy-dom
import type { BackgroundImage, BackgroundImageList } from '@common/background-images';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithToaster, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it } from 'vitest';
import { ADMIN_BACKGROUNDS_KEY } from '../backgrounds/backgrounds-api';
import BackgroundsTab from './backgrounds-tab';

const fetchMock = stubFetch();

const image = (id: string, position: number, changes: Partial<BackgroundImage> = {}): BackgroundImage => ({
  id,
  url: `/api/background-images/files/${id}`,
  previewUrl: `/api/background-images/previews/${id}`,
  mime: 'image/jpeg',
  width: 2400,
  height: 1200,
  bytes: 350_000,
  altEn: '',
  altTh: '',
  position,
  active: false,
  createdAt: '2026-04-10T09:00:00.000Z',
  ...changes,
});

const SEA = image('sea', 0, { altEn: 'A calm sea', altTh: 'ทะเลสงบ' });
const HILL = image('hill', 1);
const json = (body: unknown, status = 200) => Response.json(body, { status });

function renderTab(list: BackgroundImageList | null, language: 'en' | 'th' = 'en') {
  return renderWithToaster(<BackgroundsTab />, {
    language,
    queryData: list ? [[ADMIN_BACKGROUNDS_KEY, list]] : [],
  });
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('the background images tab', () => {
  it('says when there is none yet, and refuses a file that is not an image before sending it', async () => {
    await renderTab({ data: [] });
    expect(screen.getByText('No background images yet')).toBeTruthy();
    const file = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    // A dropped file skips the input's `accept`, so the tab checks the type itself.
    fireEvent.drop(screen.getByTestId('background-drop-zone'), { dataTransfer: { files: [file] } });
    expect(screen.getByText('Invalid File Type')).toBeTruthy();
    expect(screen.getByText('Please select an image file (JPG, PNG, GIF, etc.)')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads an image and lists it', async () => {
    const added = image('dawn', 0);
    fetchMock.mockResolvedValueOnce(json(added, 201)).mockResolvedValueOnce(json({ data: [added] }));
    const { user } = await renderTab({ data: [] });
    await user.upload(
      screen.getByLabelText('Image file'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dawn.jpg', { type: 'image/jpeg' }),
    );
    expect((await screen.findAllByText('Image added')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Image 1' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/background-images');
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });

  it('shows the images in order, moves one down by keyboard, shows one on the landing page', async () => {
    const { user } = await renderTab({ data: [SEA, HILL] });
    const list = screen.getByRole('list', { name: 'Background images, in order' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Image 1', 'Image 2']);
    expect(screen.getByRole('img', { name: 'A calm sea' }).getAttribute('src')).toBe(
      '/api/background-images/previews/sea',
    );
    expect(screen.getByRole('button', { name: 'Move image 1 up' }).hasAttribute('disabled')).toBe(true);

    fetchMock.mockResolvedValueOnce(
      json({
        data: [
          { ...HILL, position: 0 },
          { ...SEA, position: 1 },
        ],
      }),
    );
    screen.getByRole('button', { name: 'Move image 1 down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual(['/api/background-images/previews/hill', '/api/background-images/previews/sea']),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ ids: ['hill', 'sea'] });
    expect(calls()[0]).toBe('PUT /api/admin/background-images/order');

    fetchMock.mockResolvedValueOnce(json({ ...SEA, position: 1, active: true })).mockResolvedValueOnce(
      json({
        data: [
          { ...HILL, position: 0 },
          { ...SEA, position: 1, active: true },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Show image 2 on the landing page' }));
    expect((await screen.findAllByText('Image 2 is now shown on the landing page')).length).toBeGreaterThan(
      0,
    );
    expect(await screen.findByText('Shown on the landing page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop showing image 2 on the landing page' })).toBeTruthy();
    expect(calls()[1]).toBe('PATCH /api/admin/background-images/sea');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ active: true });
  });

  it('saves the descriptions in both languages and deletes after asking', async () => {
    const { user } = await renderTab({ data: [HILL] });
    fetchMock
      .mockResolvedValueOnce(json({ ...HILL, altEn: 'Green hills', altTh: 'เนินเขาเขียว' }))
      .mockResolvedValueOnce(json({ data: [{ ...HILL, altEn: 'Green hills', altTh: 'เนินเขาเขียว' }] }));
    await user.type(screen.getByLabelText('Description in English'), 'Green hills');
    await user.type(screen.getByLabelText('Description in Thai'), 'เนินเขาเขียว');
    await user.click(screen.getByRole('button', { name: 'Save the descriptions of image 1' }));
    expect((await screen.findAllByText('Descriptions saved')).length).toBeGreaterThan(0);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      altEn: 'Green hills',
      altTh: 'เนินเขาเขียว',
    });

    await user.click(screen.getByRole('button', { name: 'Delete image 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete this background image?')).toBeTruthy();
    fetchMock
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(json({ data: [] }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    expect((await screen.findAllByText('Image deleted')).length).toBeGreaterThan(0);
    expect(calls()).toContain('DELETE /api/admin/background-images/hill');
    expect(await screen.findByText('No background images yet')).toBeTruthy();
  });

  it('says when the list cannot be loaded, in Thai too', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500));
    await renderTab(null, 'th');
    expect(await screen.findByText('โหลดภาพพื้นหลังไม่สำเร็จ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ภาพพื้นหลัง' })).toBeTruthy();
  });
});
