// @vitest-environment happy-dom
import type { AiClarity, AiStatus } from '@common/ai';
import { screen, waitFor, within } from '@testing-library/react';
import { json, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { siteSettingsFixture } from '@web/test-utils/site-settings-fixture';
import { describe, expect, it, vi } from 'vitest';
import { ClarityDialog } from './clarity-dialog';

const fetchMock = stubFetch();

const BUILTIN: AiStatus = { engine: 'builtin', available: true };
const QUESTIONS: AiClarity = {
  questions: [
    'What exactly do you want to do?',
    'By when do you want to have done it?',
    'How will you know it is done?',
  ],
};
const GOAL: AiClarity = {
  goal: {
    title: 'Visit Japan and see Mount Fuji',
    description: 'Travel more\nBy when: by December 2027',
    category: 'Travel',
    targetDate: '2027-12-31',
    firstSteps: ['Open a savings pot', 'Check the best season'],
  },
};

type Answers = { clarity?: (call: number) => Response; create?: () => Response };

/** The server: each path answers as the test says, anything else 404. */
function serve(answers: Answers = {}) {
  let calls = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/ai/status') return json(BUILTIN);
    if (pathname === '/api/ai/clarity' && method === 'POST') {
      calls += 1;
      return (answers.clarity ?? ((call) => json(call === 1 ? QUESTIONS : GOAL)))(calls);
    }
    if (pathname === '/api/bucket-list' && method === 'POST') {
      return (answers.create ?? (() => json({ id: 'g1' }, 201)))();
    }
    return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

function renderDialog({
  plan = 'pro',
  aiEnabled = true,
  language = 'en',
}: {
  plan?: 'pro' | 'free';
  aiEnabled?: boolean;
  language?: 'en' | 'th';
} = {}) {
  const onClose = vi.fn();
  const view = renderWithToaster(<ClarityDialog onClose={onClose} />, {
    language,
    queryData: [
      [['api', 'me', 'usage'], usageFixture(plan)],
      [['api', 'site-settings'], siteSettingsFixture({ aiEnabled })],
    ],
  });
  return view.then((rendered) => ({ ...rendered, onClose }));
}

const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith(path) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the wish clarity coach', () => {
  it('asks its questions, sends the wish with every answer, then saves the goal it comes to', async () => {
    serve();
    const { user, onClose } = await renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Wish clarity coach' });
    expect(await within(dialog).findByText('Built-in suggestions')).toBeTruthy();
    // The wish field has focus, and Enter sends it.
    const wish = within(dialog).getByLabelText('Your wish');
    expect(document.activeElement).toBe(wish);
    await user.type(wish, 'Travel more{Enter}');

    const first = await within(dialog).findByLabelText('What exactly do you want to do?');
    expect(document.activeElement).toBe(first);
    expect(within(dialog).getByText('Travel more')).toBeTruthy();
    await user.type(first, 'Visit Japan and see Mount Fuji');
    await user.type(
      within(dialog).getByLabelText('By when do you want to have done it?'),
      'by December 2027',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const goal = await within(dialog).findByRole('article', { name: 'Visit Japan and see Mount Fuji' });
    expect(within(goal).getByText('Travel')).toBeTruthy();
    expect(within(goal).getByText('31 Dec 2027')).toBeTruthy();
    expect(within(goal).getByText('Open a savings pot')).toBeTruthy();
    expect(within(goal).getByText('Check the best season')).toBeTruthy();
    expect(bodies('/api/ai/clarity')).toEqual([
      { wish: 'Travel more', answers: [] },
      {
        wish: 'Travel more',
        answers: [
          { question: 'What exactly do you want to do?', answer: 'Visit Japan and see Mount Fuji' },
          { question: 'By when do you want to have done it?', answer: 'by December 2027' },
          { question: 'How will you know it is done?', answer: '' },
        ],
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Save as goal' }));
    expect(await screen.findByText('Goal saved')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    // A goal has no first steps of its own: they close its description.
    expect(bodies('/api/bucket-list')).toEqual([
      {
        title: 'Visit Japan and see Mount Fuji',
        description:
          'Travel more\nBy when: by December 2027\n\nFirst steps:\n- Open a savings pot\n- Check the best season',
        category: 'Travel',
        targetDate: '2027-12-31',
      },
    ]);
  });

  it('starts over from a fresh wish', async () => {
    serve({ clarity: () => json(GOAL) });
    const { user } = await renderDialog();
    await user.type(screen.getByLabelText('Your wish'), 'Run a marathon in Bangkok by 2027{Enter}');
    await screen.findByRole('article', { name: 'Visit Japan and see Mount Fuji' });
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    const wish = screen.getByLabelText('Your wish') as HTMLInputElement;
    expect(wish.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(wish));
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says the goal limit is reached when the list is full', async () => {
    serve({
      clarity: () => json(GOAL),
      create: () => json({ error: { code: 'GOAL_LIMIT_REACHED', message: 'x' } }, 422),
    });
    const { user, onClose } = await renderDialog();
    await user.type(screen.getByLabelText('Your wish'), 'See Mount Fuji{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Save as goal' }));
    // Also in the toast's live region while it announces, so possibly twice.
    expect(
      (await screen.findAllByText(/You have reached the free plan limit of 25 goals/)).length,
    ).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the coach failed, and asks again on request', async () => {
    serve({
      clarity: (call) =>
        call === 1 ? json({ error: { code: 'AI_GENERATION_FAILED', message: 'x' } }, 502) : json(GOAL),
    });
    const { user } = await renderDialog();
    await user.type(screen.getByLabelText('Your wish'), 'See Mount Fuji{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The coach could not answer');
    expect(alert.textContent).toContain('Failed to generate ideas. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Visit Japan and see Mount Fuji' })).toBeTruthy();
    expect(bodies('/api/ai/clarity')).toEqual([
      { wish: 'See Mount Fuji', answers: [] },
      { wish: 'See Mount Fuji', answers: [] },
    ]);
  });

  it('says the user is logged out on a 401', async () => {
    serve({ clarity: () => json({ error: { code: 'UNAUTHORIZED', message: 'x' } }, 401) });
    const { user } = await renderDialog();
    await user.type(screen.getByLabelText('Your wish'), 'See Mount Fuji{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unauthorized');
    expect(alert.textContent).toContain('You are logged out. Logging in again...');
  });

  it('shows a free user the upgrade notice instead of the coach', async () => {
    serve();
    await renderDialog({ plan: 'free' });
    const dialog = screen.getByRole('dialog', { name: 'Wish clarity coach' });
    expect(within(dialog).getByText('This needs Pro')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/upgrade');
    expect(within(dialog).queryByLabelText('Your wish')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns into the Pro notice when the server says the plan ended', async () => {
    serve({ clarity: () => json({ error: { code: 'PRO_REQUIRED', message: 'x' } }, 403) });
    const { user } = await renderDialog();
    await user.type(screen.getByLabelText('Your wish'), 'See Mount Fuji{Enter}');
    expect(await screen.findByText('This needs Pro')).toBeTruthy();
  });

  it('speaks Thai, first steps heading included', async () => {
    serve({
      clarity: () =>
        json({
          goal: {
            title: 'วิ่งมาราธอน',
            description: '',
            category: 'Fitness',
            targetDate: '2027-12-31',
            firstSteps: ['เลือกโปรแกรมฝึก'],
          },
        }),
    });
    const { user } = await renderDialog({ language: 'th' });
    const dialog = screen.getByRole('dialog', { name: 'โค้ชทำความฝันให้ชัด' });
    await user.type(within(dialog).getByLabelText('ความฝันของคุณ'), 'อยากวิ่งมาราธอน');
    await user.click(within(dialog).getByRole('button', { name: 'ถามโค้ช' }));
    const goal = await within(dialog).findByRole('article', { name: 'วิ่งมาราธอน' });
    expect(within(goal).getByText('31 ธ.ค. 2570')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกเป็นเป้าหมาย' }));
    expect(await screen.findByText('บันทึกเป้าหมายแล้ว')).toBeTruthy();
    expect(bodies('/api/bucket-list')).toEqual([
      {
        title: 'วิ่งมาราธอน',
        description: 'ก้าวแรก:\n- เลือกโปรแกรมฝึก',
        category: 'Fitness',
        targetDate: '2027-12-31',
      },
    ]);
    expect(requestsTo(fetchMock, '/api/ai/clarity', 'POST')).toHaveLength(1);
  });
});
