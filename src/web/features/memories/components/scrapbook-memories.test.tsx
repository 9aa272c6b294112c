// @vitest-environment happy-dom
import type { Memory } from '@common/memories';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it, vi } from 'vitest';
import { ScrapbookMemories } from './scrapbook-memories';

const note = (id: string, caption: string, content = '<p>Windy morning.</p>'): Memory => ({
  id,
  type: 'note',
  mediaId: null,
  url: null,
  thumbUrl: null,
  content,
  caption,
  tags: [],
  isPublic: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  addedBy: { id: 'u1', name: 'Dana' },
});

const server = vi.hoisted(() => ({ memories: [] as unknown[] }));
vi.mock('@web/lib/api-client', async (original) => ({
  ...(await original<typeof import('@web/lib/api-client')>()),
  apiGet: vi.fn(async () => server.memories),
  apiRequest: vi.fn(async (method: string, path: string) => {
    if (method === 'DELETE')
      server.memories = server.memories.filter((m) => !path.endsWith((m as Memory).id));
    return undefined;
  }),
}));

const show = async (memories: Memory[]) => {
  server.memories = memories;
  await renderInteractive(<ScrapbookMemories goalId="g1" />, {
    queryData: [[['api', 'bucket-list', 'g1', 'memories'], memories]],
  });
};

describe('the scrapbook memories', () => {
  it('gives focus back to the button that opened the memory dialog', async () => {
    const user = userEvent.setup();
    await show([note('m1', 'First day')]);
    const edit = screen.getByRole('button', { name: 'Edit First day' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog');
    await user.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel') as HTMLElement,
    );
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('after a delete puts focus on the card that took its place, never on the page body', async () => {
    const user = userEvent.setup();
    await show([note('m1', 'First day'), note('m2', 'Second day')]);
    await user.click(screen.getByRole('button', { name: 'Delete First day' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(
      [...confirm.querySelectorAll('button')].find((b) => b.textContent?.includes('Delete')) as HTMLElement,
    );
    await waitFor(() => expect(document.activeElement?.id).toBe('memory-card-m2'));
  });

  it('shows no empty box for a note the editor left without text', async () => {
    await show([note('m1', 'Blank', '<p><br></p>')]);
    expect(document.querySelector('.rich-text-note')).toBeNull();
    expect(screen.getByRole('article', { name: 'Blank' })).toBeTruthy();
  });
});
