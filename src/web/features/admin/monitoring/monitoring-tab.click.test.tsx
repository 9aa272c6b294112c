// @vitest-environment happy-dom
import type { MonitoringSnapshot } from '@common/monitoring';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '@web/test-utils/fake-fetch';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it } from 'vitest';
import MonitoringTab from '../tabs/monitoring-tab';
import { ADMIN_MONITORING_KEY } from './get-monitoring';

const fetchMock = stubFetch();

const SNAPSHOT: MonitoringSnapshot = {
  collectedAt: '2026-11-24T10:00:00.000Z',
  uptimeSeconds: 3 * 86_400 + 4 * 3600 + 59,
  memory: { rssBytes: 123_400_000, heapUsedBytes: 45_600_000, heapTotalBytes: 78_900_000 },
  eventLoopDelayMs: { p50: 10.25, p99: 42.5 },
  storage: {
    databaseBytes: 12_300_000,
    mediaBytes: 4_560_000_000,
    diskFreeBytes: 250_000_000_000,
    diskTotalBytes: 500_000_000_000,
  },
  requests: {
    perMinute: 1234.5,
    routes: [
      { method: 'GET', route: '/api/bucket-list', count: 15_000, p95Ms: 12.4 },
      { method: 'GET', route: '/api/bucket-list/:id', count: 300, p95Ms: null },
    ],
  },
  serverErrors: [],
  clientErrors: [
    {
      id: 'c1',
      at: '2026-11-24T09:30:00.000Z',
      section: 'goals',
      errorId: 'e1',
      message: 'Cannot read properties of undefined',
      url: 'https://someday.example/dashboard',
    },
  ],
  services: [
    { name: 'database', status: 'ok', ms: 2 },
    { name: 'smtp', status: 'failing', ms: null },
    { name: 'stripe', status: 'configured', ms: null },
    { name: 'ai', status: 'off', ms: null },
  ],
};

const figure = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? undefined;
const badgeOf = (service: string) =>
  within(screen.getByRole('list', { name: /services|บริการ/i }))
    .getByText(service)
    .closest('li')
    ?.querySelector('[data-status]')?.textContent;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('the system monitoring tab', () => {
  it('shows the figures, the services, the busiest routes and the errors, in English', async () => {
    await renderInteractive(<MonitoringTab />, { queryData: [[ADMIN_MONITORING_KEY, SNAPSHOT]] });
    expect(screen.getByRole('heading', { name: 'System monitoring' })).toBeTruthy();
    expect(figure('Uptime')).toBe('3 days 4 hrs');
    expect(figure('Memory (resident)')).toBe('123 MB');
    expect(screen.getByText('Heap 45.6 MB of 78.9 MB')).toBeTruthy();
    expect(figure('Event-loop delay (p50)')).toBe('10.3 ms');
    expect(figure('Database size')).toBe('12.3 MB');
    expect(figure('Uploaded media')).toBe('4.56 GB');
    expect(figure('Free disk space')).toBe('250 GB');
    expect(figure('Requests per minute')).toBe('1,234.5');

    expect(badgeOf('Database')).toBe('OK');
    expect(badgeOf('Email (SMTP)')).toBe('Failing');
    expect(badgeOf('Payments (Stripe)')).toBe('Configured');
    expect(badgeOf('AI assistant')).toBe('Off');

    const routes = screen.getByRole('table', { name: /20 busiest routes/ });
    expect(cells(within(routes).getByRole('row', { name: /GET \/api\/bucket-list 15,000/ }))).toEqual([
      '15,000',
      '12.4 ms',
    ]);
    expect(cells(within(routes).getByRole('row', { name: /GET \/api\/bucket-list\/:id/ }))).toEqual([
      '300',
      'Not available',
    ]);

    expect(screen.getByText('No server errors since the server started.')).toBeTruthy();
    const clientErrors = screen.getByRole('table', { name: /errors reported by browsers/ });
    expect(within(clientErrors).getByText('Cannot read properties of undefined')).toBeTruthy();
    expect(within(clientErrors).getByText('https://someday.example/dashboard')).toBeTruthy();
  });

  it('says the same in Thai, with Thai units and Buddhist-era dates', async () => {
    await renderInteractive(<MonitoringTab />, {
      language: 'th',
      queryData: [[ADMIN_MONITORING_KEY, { ...SNAPSHOT, clientErrors: [] }]],
    });
    expect(screen.getByRole('heading', { name: 'การตรวจสอบระบบ' })).toBeTruthy();
    expect(figure('เวลาทำงานต่อเนื่อง')).toBe('3 วัน 4 ชม.');
    expect(figure('ความหน่วงของอีเวนต์ลูป (p50)')).toBe('10.3 มิลลิวินาที');
    expect(badgeOf('อีเมล (SMTP)')).toBe('ขัดข้อง');
    expect(badgeOf('ผู้ช่วย AI')).toBe('ปิดอยู่');
    expect(screen.getByRole('table', { name: /20 เส้นทางที่มีคำขอมากที่สุด/ })).toBeTruthy();
    expect(screen.getByText('ยังไม่มีข้อผิดพลาดที่เบราว์เซอร์รายงาน')).toBeTruthy();
    expect(screen.getByText(/2569/)).toBeTruthy();
  });

  it('reads the figures again on Refresh, and lists a new server error', async () => {
    const { user } = await renderInteractive(<MonitoringTab />, {
      queryData: [[ADMIN_MONITORING_KEY, SNAPSHOT]],
    });
    fetchMock.mockResolvedValue(
      ok({
        ...SNAPSHOT,
        uptimeSeconds: 125,
        serverErrors: [
          {
            at: '2026-11-24T10:01:00.000Z',
            method: 'POST',
            route: '/api/memories',
            status: 500,
            requestId: 'req-42',
          },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const errors = await screen.findByRole('table', { name: /last 20 server errors/ });
    expect(cells(within(errors).getAllByRole('row')[1] as HTMLElement)).toEqual([
      'POST /api/memories',
      '500',
      'req-42',
    ]);
    expect(figure('Uptime')).toBe('2 mins 5 secs');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/admin/monitoring');
  });

  it('offers to try again when the figures could not be loaded', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    const { user } = await renderInteractive(<MonitoringTab />);
    expect(await screen.findByText('The monitoring figures could not be loaded.')).toBeTruthy();
    fetchMock.mockResolvedValue(ok(SNAPSHOT));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'System monitoring' })).toBeTruthy();
  });
});
