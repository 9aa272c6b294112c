// @vitest-environment happy-dom
import type { AiDestination, AiStatus, AiTravel } from '@common/ai';
import { screen, within } from '@testing-library/react';
import { json, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { siteSettingsFixture } from '@web/test-utils/site-settings-fixture';
import { describe, expect, it } from 'vitest';
import { TravelDialog } from './travel-dialog';

const fetchMock = stubFetch();

const BUILTIN: AiStatus = { engine: 'builtin', available: true };
const place = (name: string, country: string, fields: Partial<AiDestination> = {}): AiDestination => ({
  id: name.toLowerCase(),
  name,
  country,
  why: `Why ${name}.`,
  bestMonths: [3, 4],
  costLevel: 2,
  ...fields,
});
const TRAVEL: AiTravel = {
  engine: 'builtin',
  destinations: [
    place('Kyoto', 'Japan', { why: 'Temples and autumn leaves.', bestMonths: [11, 12, 1], costLevel: 3 }),
    place('Lisbon', 'Portugal'),
    place('Cusco', 'Peru'),
    place('Hoi An', 'Vietnam'),
    place('Queenstown', 'New Zealand'),
  ],
};

type Answers = { travel?: () => Response; create?: () => Response };

function serve(answers: Answers = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/ai/status') return json(BUILTIN);
    if (pathname === '/api/ai/travel' && method === 'POST') return (answers.travel ?? (() => json(TRAVEL)))();
    if (pathname === '/api/bucket-list' && method === 'POST') {
      return (answers.create ?? (() => json({ id: 'g1' }, 201)))();
    }
    return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

function renderDialog({
  plan = 'pro',
  language = 'en',
}: {
  plan?: 'pro' | 'free';
  language?: 'en' | 'th';
} = {}) {
  return renderWithToaster(<TravelDialog onClose={() => undefined} />, {
    language,
    queryData: [
      [['api', 'me', 'usage'], usageFixture(plan)],
      [['api', 'site-settings'], siteSettingsFixture()],
    ],
  });
}

const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith(path) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the travel dream matcher', () => {
  it('sends the chosen preferences and shows the 5 destinations with their details', async () => {
    serve();
    const { user } = await renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Travel dream matcher' });
    await user.selectOptions(within(dialog).getByLabelText('Climate'), 'warm');
    await user.selectOptions(within(dialog).getByLabelText('Budget'), 'Moderate');
    await user.selectOptions(within(dialog).getByLabelText('Month of travel'), 'December');
    await user.selectOptions(within(dialog).getByLabelText('Region'), 'Asia');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Food' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Beach' }));
    // Enter in a field sends the form.
    await user.type(within(dialog).getByLabelText('Trip length in days'), '10{Enter}');

    const heading = await within(dialog).findByRole('heading', { name: 'Destinations for you' });
    expect(document.activeElement).toBe(heading);
    expect(within(dialog).getByText('5 destinations')).toBeTruthy();
    expect(within(dialog).getAllByRole('article')).toHaveLength(5);
    const kyoto = within(dialog).getByRole('article', { name: 'Kyoto' });
    expect(within(kyoto).getByText('Japan')).toBeTruthy();
    expect(within(kyoto).getByText('Temples and autumn leaves.')).toBeTruthy();
    expect(within(kyoto).getByText('November, December, January')).toBeTruthy();
    expect(within(kyoto).getByText('Comfortable (3 of 4)')).toBeTruthy();
    expect(bodies('/api/ai/travel')).toEqual([
      { climate: 'warm', budget: 2, tripLength: 10, interests: ['beach', 'food'], month: 12, region: 'asia' },
    ]);
  });

  it('asks with no preferences at all', async () => {
    serve();
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Find destinations' }));
    await screen.findByRole('article', { name: 'Kyoto' });
    expect(bodies('/api/ai/travel')).toEqual([{}]);
  });

  it('adds a destination as a Travel goal, after which it reads Added', async () => {
    serve();
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Find destinations' }));
    const kyoto = await screen.findByRole('article', { name: 'Kyoto' });
    await user.click(within(kyoto).getByRole('button', { name: 'Add as a Travel goal' }));
    const added = await within(kyoto).findByRole('button', { name: 'Added' });
    expect(added.getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByText('Added to your list')).toBeTruthy();
    expect(bodies('/api/bucket-list')).toEqual([
      { title: 'Visit Kyoto, Japan', description: 'Temples and autumn leaves.', category: 'Travel' },
    ]);
    // Pressed again, it adds nothing more; the others still can be added.
    await user.click(added);
    expect(requestsTo(fetchMock, '/api/bucket-list', 'POST')).toHaveLength(1);
    const lisbon = screen.getByRole('article', { name: 'Lisbon' });
    expect(within(lisbon).getByRole('button', { name: 'Add as a Travel goal' })).toBeTruthy();
  });

  it('shows the goal-limit message when the list is full', async () => {
    serve({ create: () => json({ error: { code: 'GOAL_LIMIT_REACHED', message: 'x' } }, 422) });
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Find destinations' }));
    const kyoto = await screen.findByRole('article', { name: 'Kyoto' });
    await user.click(within(kyoto).getByRole('button', { name: 'Add as a Travel goal' }));
    expect(
      (await screen.findAllByText(/You have reached the free plan limit of 25 goals/)).length,
    ).toBeGreaterThan(0);
    expect(within(kyoto).getByRole('button', { name: 'Add as a Travel goal' })).toBeTruthy();
  });

  it('says the matching failed, with its text', async () => {
    serve({ travel: () => json({ error: { code: 'AI_GENERATION_FAILED', message: 'x' } }, 502) });
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Find destinations' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not match destinations');
    expect(alert.textContent).toContain('Failed to generate ideas. Please try again.');
  });

  it('shows a free user the upgrade notice instead of the form', async () => {
    serve();
    await renderDialog({ plan: 'free' });
    const dialog = screen.getByRole('dialog', { name: 'Travel dream matcher' });
    expect(within(dialog).getByText('This needs Pro')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Find destinations' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns into the Pro notice when the server says the plan ended', async () => {
    serve({ travel: () => json({ error: { code: 'PRO_REQUIRED', message: 'x' } }, 403) });
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Find destinations' }));
    expect(await screen.findByText('This needs Pro')).toBeTruthy();
  });

  it('speaks Thai: month names, cost and the goal title', async () => {
    serve();
    const { user } = await renderDialog({ language: 'th' });
    const dialog = screen.getByRole('dialog', { name: 'จับคู่ทริปในฝัน' });
    await user.selectOptions(within(dialog).getByLabelText('เดือนที่จะเดินทาง'), 'ธันวาคม');
    await user.click(within(dialog).getByRole('button', { name: 'ค้นหาจุดหมาย' }));
    const kyoto = await within(dialog).findByRole('article', { name: 'Kyoto' });
    expect(within(kyoto).getByText('พฤศจิกายน, ธันวาคม, มกราคม')).toBeTruthy();
    expect(within(kyoto).getByText('สะดวกสบาย (ระดับ 3 จาก 4)')).toBeTruthy();
    await user.click(within(kyoto).getByRole('button', { name: 'เพิ่มเป็นเป้าหมายท่องเที่ยว' }));
    expect(await within(kyoto).findByRole('button', { name: 'เพิ่มแล้ว' })).toBeTruthy();
    expect(bodies('/api/ai/travel')).toEqual([{ month: 12 }]);
    expect(bodies('/api/bucket-list')).toEqual([
      { title: 'ไปเที่ยวKyoto Japan', description: 'Temples and autumn leaves.', category: 'Travel' },
    ]);
  });
});
