// @vitest-environment happy-dom
import type { AiIdeas, AiStatus } from '@common/ai';
import { screen, waitFor, within } from '@testing-library/react';
import {
  json,
  ndjson,
  ndjsonStream,
  renderWithToaster,
  requestsTo,
  stubFetch,
} from '@web/test-utils/fake-fetch';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { siteSettingsFixture } from '@web/test-utils/site-settings-fixture';
import { describe, expect, it } from 'vitest';
import { AiIdeasScreen } from './ai-ideas-screen';

const fetchMock = stubFetch();

const BUILTIN: AiStatus = { engine: 'builtin', available: true };
const IDEAS: AiIdeas = {
  engine: 'builtin',
  ideas: [
    {
      id: 'travel-aurora',
      title: 'See the northern lights',
      description: 'Under a clear Arctic sky.',
      category: 'Travel',
    },
    {
      id: 'skills-bread',
      title: 'Bake sourdough bread',
      description: 'From your own starter.',
      category: 'Skills',
    },
  ],
};

/** The ideas as the server streams them: a line per idea, then the engine. */
const streamed = ({ engine, ideas }: AiIdeas) =>
  ndjson([...ideas.map((idea) => ({ idea })), { done: true, engine }]);

type Answers = {
  status?: () => Response;
  ideas?: () => Response;
  add?: () => Response;
  create?: () => Response;
};

/** The server: each path answers as the test says, anything else 404. */
function serve(answers: Answers) {
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/ai/status') return (answers.status ?? (() => json(BUILTIN)))();
    if (pathname === '/api/ai/ideas' && method === 'POST')
      return (answers.ideas ?? (() => streamed(IDEAS)))();
    if (/^\/api\/ai\/ideas\/[^/]+\/add$/.test(pathname) && method === 'POST') {
      return (answers.add ?? (() => json({ id: 'g1' }, 201)))();
    }
    if (pathname === '/api/bucket-list' && method === 'POST') {
      return (answers.create ?? (() => json({ id: 'g2' }, 201)))();
    }
    return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

function renderScreen({
  plan = 'pro',
  aiEnabled = true,
  language = 'en',
}: {
  plan?: 'pro' | 'free';
  aiEnabled?: boolean;
  language?: 'en' | 'th';
} = {}) {
  return renderWithToaster(<AiIdeasScreen />, {
    language,
    queryData: [
      [['api', 'me', 'usage'], usageFixture(plan)],
      [['api', 'site-settings'], siteSettingsFixture({ aiEnabled })],
    ],
  });
}

const ideasBodies = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith('/api/ai/ideas') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const card = (title: string) => screen.getByRole('article', { name: title });

describe('the AI ideas screen', () => {
  it('names the built-in engine', async () => {
    serve({});
    await renderScreen();
    expect(await screen.findByText('Built-in suggestions')).toBeTruthy();
  });

  it('names the engine in Thai', async () => {
    serve({});
    await renderScreen({ language: 'th' });
    expect(await screen.findByText('คำแนะนำในตัว')).toBeTruthy();
  });

  it('names a model by its model name', async () => {
    serve({ status: () => json({ engine: 'model', model: 'llama3.2:3b', available: true }) });
    await renderScreen();
    expect(await screen.findByText('llama3.2:3b')).toBeTruthy();
    expect(screen.queryByText('Built-in suggestions')).toBeNull();
  });

  it('shows cards for a surprise, each with its title, description and category', async () => {
    serve({});
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Surprise me' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Surprise ideas' })).toBeTruthy();
    const aurora = await screen.findByRole('article', { name: 'See the northern lights' });
    expect(within(aurora).getByText('Under a clear Arctic sky.')).toBeTruthy();
    expect(within(aurora).getByText('Travel')).toBeTruthy();
    expect(within(card('Bake sourdough bread')).getByText('Skills')).toBeTruthy();
    expect(screen.getByText('2 ideas')).toBeTruthy();
    expect(ideasBodies()).toEqual([{ mode: 'surprise' }]);
  });

  it('shows each idea of a slow answer as it arrives, and the count once the answer is complete', async () => {
    const slow = ndjsonStream();
    serve({ ideas: () => slow.response });
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Surprise me' }));
    expect(await screen.findByText('Finding ideas…')).toBeTruthy();
    slow.write({ idea: IDEAS.ideas[0] });
    expect(await screen.findByRole('article', { name: 'See the northern lights' })).toBeTruthy();
    expect(screen.getByText('1 idea so far, more coming…')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Bake sourdough bread' })).toBeNull();
    slow.write({ idea: IDEAS.ideas[1] });
    slow.write({ done: true, engine: 'model' });
    slow.end();
    expect(await screen.findByText('2 ideas')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Bake sourdough bread' })).toBeTruthy();
  });

  it('says the ideas failed when the answer is cut off before its end', async () => {
    serve({ ideas: () => ndjson([{ idea: IDEAS.ideas[0] }]) });
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Surprise me' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to generate ideas. Please try again.',
    );
  });

  it('asks for the chosen category', async () => {
    serve({});
    const { user } = await renderScreen();
    await user.selectOptions(screen.getByLabelText('Category'), 'Travel');
    await user.click(screen.getByRole('button', { name: 'Show ideas' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ideas for Travel' })).toBeTruthy();
    expect(ideasBodies()).toEqual([{ mode: 'category', category: 'Travel' }]);
  });

  it('asks for popular ideas, and says when there are none yet', async () => {
    serve({ ideas: () => streamed({ engine: 'builtin', ideas: [] }) });
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Popular ideas' }));
    expect(await screen.findByText('No popular ideas yet')).toBeTruthy();
    expect(ideasBodies()).toEqual([{ mode: 'popular' }]);
  });

  it('adds a catalogue idea through the add route: the card then reads Added, and a toast says so', async () => {
    serve({});
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Surprise me' }));
    const aurora = await screen.findByRole('article', { name: 'See the northern lights' });
    await user.click(within(aurora).getByRole('button', { name: 'Add to my list' }));
    const added = await within(aurora).findByRole('button', { name: 'Added' });
    expect(added.getAttribute('aria-disabled')).toBe('true');
    expect(requestsTo(fetchMock, '/api/ai/ideas/travel-aurora/add', 'POST')).toHaveLength(1);
    expect(requestsTo(fetchMock, '/api/bucket-list', 'POST')).toHaveLength(0);
    expect(await screen.findByText('Added to your list')).toBeTruthy();
    // Pressed again, it adds nothing more.
    await user.click(added);
    expect(requestsTo(fetchMock, '/api/ai/ideas/travel-aurora/add', 'POST')).toHaveLength(1);
    expect(within(card('Bake sourdough bread')).getByRole('button', { name: 'Add to my list' })).toBeTruthy();
  });

  it('adds a model idea (no id) as a new goal', async () => {
    serve({
      ideas: () =>
        streamed({
          engine: 'model',
          ideas: [{ title: 'Sail to Koh Lipe', description: 'By catamaran.', category: 'Adventure' }],
        }),
    });
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Surprise me' }));
    const sail = await screen.findByRole('article', { name: 'Sail to Koh Lipe' });
    await user.click(within(sail).getByRole('button', { name: 'Add to my list' }));
    await within(sail).findByRole('button', { name: 'Added' });
    const create = fetchMock.mock.calls.find(
      ([input, init]) => String(input).endsWith('/api/bucket-list') && init?.method === 'POST',
    );
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({
      title: 'Sail to Koh Lipe',
      description: 'By catamaran.',
      category: 'Adventure',
    });
  });

  it('shows the goal-limit message when the list is full', async () => {
    serve({ add: () => json({ error: { code: 'GOAL_LIMIT_REACHED', message: 'x' } }, 422) });
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Surprise me' }));
    const aurora = await screen.findByRole('article', { name: 'See the northern lights' });
    await user.click(within(aurora).getByRole('button', { name: 'Add to my list' }));
    await waitFor(() =>
      expect(screen.getAllByText(/You have reached the free plan limit of 25 goals/).length).toBeGreaterThan(
        0,
      ),
    );
    expect(within(aurora).getByRole('button', { name: 'Add to my list' })).toBeTruthy();
  });

  it('says the ideas failed, and tries again on request', async () => {
    let calls = 0;
    serve({
      ideas: () => {
        calls += 1;
        return calls === 1
          ? json({ error: { code: 'AI_GENERATION_FAILED', message: 'x' } }, 502)
          : streamed(IDEAS);
      },
    });
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Surprise me' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to generate ideas. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'See the northern lights' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Surprise ideas' }));
    expect(ideasBodies()).toEqual([{ mode: 'surprise' }, { mode: 'surprise' }]);
  });

  it('words a rate limit with its own text', async () => {
    serve({ ideas: () => json({ error: { code: 'RATE_LIMITED', message: 'x' } }, 429) });
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Surprise me' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('shows a free user the upgrade notice and none of the tools', async () => {
    serve({});
    await renderScreen({ plan: 'free' });
    expect(screen.getByText('This needs Pro')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/upgrade');
    expect(screen.queryByRole('button', { name: 'Surprise me' })).toBeNull();
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(requestsTo(fetchMock, '/api/ai/status')).toHaveLength(0);
  });

  it('says AI is turned off, with no tools and no upgrade offer', async () => {
    serve({});
    await renderScreen({ aiEnabled: false, plan: 'free' });
    expect(screen.getByText('AI ideas are turned off for now. Please check back later.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Surprise me' })).toBeNull();
    expect(screen.queryByRole('link', { name: /upgrade/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns the whole search into the Pro notice when the server says the plan ended', async () => {
    serve({ ideas: () => json({ error: { code: 'PRO_REQUIRED', message: 'x' } }, 403) });
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Popular ideas' }));
    expect(await screen.findByText('This needs Pro')).toBeTruthy();
  });
});
