// @vitest-environment happy-dom
import type { Media } from '@common/media';
import type { SupportRequest } from '@common/support';
import { screen, waitFor } from '@testing-library/react';
import { json, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { describe, expect, it, vi } from 'vitest';
import { ContactSupport } from './contact-support';

// The canvas work of shrinking a picture is the image-compression tests' subject, not this one's.
vi.mock('@web/lib/image-compression', async (original) => ({
  ...(await original<typeof import('@web/lib/image-compression')>()),
  compressImage: async (file: Blob) => ({ blob: file, width: 10, height: 10 }),
}));

const fetchMock = stubFetch();

const SHOT: Media = {
  id: 'shot-1',
  kind: 'image',
  mime: 'image/jpeg',
  bytes: 1000,
  width: 10,
  height: 10,
  url: '/media/shot-1',
  thumbUrl: '/media/shot-1/thumb',
  createdAt: '2026-11-20T10:00:00.000Z',
} as Media;

const request = (fields: Partial<SupportRequest> = {}): SupportRequest => ({
  id: 'r1',
  subject: 'Export is stuck',
  message: 'It spins forever.',
  state: 'open',
  answer: null,
  answeredAt: null,
  screenshotId: null,
  screenshotUrl: null,
  screenshotThumbUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

function serve(options: { mine?: SupportRequest[]; post?: () => Response } = {}) {
  let mine = options.mine ?? [];
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/support/requests' && method === 'GET') return json({ data: mine });
    if (pathname === '/api/support/requests' && method === 'POST') {
      if (options.post) return options.post();
      const body = JSON.parse(String(init?.body));
      const created = request({ id: 'r-new', ...body, screenshotUrl: body.screenshotId ? SHOT.url : null });
      mine = [created, ...mine];
      return json(created, 201);
    }
    if (pathname === '/api/media' && method === 'POST') return json(SHOT, 201);
    return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

const renderSection = (plan: 'free' | 'pro' = 'free', language: 'en' | 'th' = 'en') =>
  renderWithToaster(<ContactSupport />, {
    language,
    queryData: [[['api', 'me', 'usage'], usageFixture(plan)]],
  });

const postedBodies = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith('/api/support/requests') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the Contact support section', () => {
  it('asks for a subject and a message, then sends them with a screenshot and lists the request as Open', async () => {
    serve();
    const { user } = await renderSection('pro');
    expect(await screen.findByText('You have not contacted support yet.')).toBeTruthy();
    expect(screen.getByText('As a Pro member, your requests are answered first.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(2);
    expect(postedBodies()).toEqual([]);

    await user.type(screen.getByLabelText(/^Subject/), 'Export is stuck');
    await user.type(screen.getByLabelText(/^Message/), 'It spins forever.');
    const file = new File([new Uint8Array([1, 2, 3])], 'screen.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add a screenshot'), file);
    const preview = (await screen.findByAltText('The screenshot you attached')) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('/media/shot-1/thumb');
    // Removing it and choosing again works from the keyboard-reachable buttons.
    await user.click(screen.getByRole('button', { name: 'Remove screenshot' }));
    expect(screen.queryByAltText('The screenshot you attached')).toBeNull();
    await user.upload(screen.getByLabelText('Add a screenshot'), file);
    await screen.findByAltText('The screenshot you attached');

    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(await screen.findByText('Message sent. We emailed you a copy.')).toBeTruthy();
    expect(postedBodies()).toEqual([
      { subject: 'Export is stuck', message: 'It spins forever.', screenshotId: 'shot-1' },
    ]);
    expect(requestsTo(fetchMock, '/api/media', 'POST')).toHaveLength(2);
    const item = await screen.findByTestId('support-request');
    expect(item.textContent).toContain('Export is stuck');
    expect(item.textContent).toContain('Open');
    expect(screen.getByRole('link', { name: 'Screenshot' }).getAttribute('href')).toBe('/media/shot-1');
    await waitFor(() => expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(''));
  });

  it('shows an answer under its request, in Thai too', async () => {
    serve({
      mine: [
        request({
          state: 'answered',
          answer: 'ลองออกจากระบบแล้วเข้าใหม่',
          answeredAt: '2026-11-21T09:00:00.000Z',
        }),
      ],
    });
    await renderSection('free', 'th');
    const item = await screen.findByTestId('support-request');
    expect(item.textContent).toContain('ตอบแล้ว');
    expect(item.textContent).toContain('คำตอบของเรา');
    expect(item.textContent).toContain('ลองออกจากระบบแล้วเข้าใหม่');
    expect(screen.queryByText('ในฐานะสมาชิก Pro คำขอของคุณจะได้รับคำตอบก่อน')).toBeNull();
  });

  it('says so when the hourly limit is reached, keeping what was typed', async () => {
    serve({ post: () => json({ error: { code: 'RATE_LIMITED', message: 'x' } }, 429) });
    const { user } = await renderSection();
    await user.type(await screen.findByLabelText(/^Subject/), 'Again');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(await screen.findByText('Your message could not be sent')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Again');
  });
});
