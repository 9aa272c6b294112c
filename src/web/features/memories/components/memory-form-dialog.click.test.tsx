// @vitest-environment happy-dom
import { MEMORY_CAPTION_MAX, MEMORY_TAG_MAX, type Memory } from '@common/memories';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryFormDialog } from './memory-form-dialog';

// fetch is the network: every save goes through it, and each test says what the server answers.
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const CAPTION_TOO_LONG = `The caption can be at most ${MEMORY_CAPTION_MAX} characters.`;
const TAG_TOO_LONG = `Each tag can be at most ${MEMORY_TAG_MAX} characters.`;

/**
 * Typing cannot go past the limits (the caption field stops at its length, a typed tag is cut), so
 * a value over them comes from a memory saved before: editing it is where the dialog must refuse.
 */
const memory = (changes: Partial<Memory>): Memory => ({
  id: 'memory-1',
  type: 'photo',
  mediaId: 'media-1',
  url: '/media/media-1',
  thumbUrl: '/media/media-1/thumb',
  content: null,
  caption: null,
  tags: [],
  isPublic: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  addedBy: { id: 'u1', name: 'Dana' },
  ...changes,
});

async function openEdit(saved: Memory, language: 'en' | 'th' = 'en') {
  const onClose = vi.fn();
  const view = await renderInteractive(
    <MemoryFormDialog goalId="goal-1" target={{ mode: 'edit', memory: saved }} onClose={onClose} />,
    { language },
  );
  return { ...view, onClose };
}

/** The texts that the field's aria-describedby points at, as a screen reader reads them. */
function descriptionsOf(field: HTMLElement): string[] {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('the memory dialog refuses a field over its limit', () => {
  it('names a caption one character too long at the field and saves nothing', async () => {
    const { user, getByLabelText, getByRole, findByText, onClose } = await openEdit(
      memory({ caption: 'a'.repeat(MEMORY_CAPTION_MAX + 1) }),
    );
    const caption = getByLabelText('Caption');
    expect(caption.getAttribute('aria-invalid')).toBeNull();

    await user.click(getByRole('button', { name: 'Save Changes' }));

    const message = CAPTION_TOO_LONG;
    expect(await findByText(message)).toBeTruthy();
    expect(caption.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(caption)).toEqual([message]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names a tag one character too long at the tags field and saves nothing', async () => {
    const { user, getByLabelText, getByRole, findByText, onClose } = await openEdit(
      memory({ tags: ['trip', 'b'.repeat(MEMORY_TAG_MAX + 1)] }),
    );
    const tags = getByLabelText('Tags');

    await user.click(getByRole('button', { name: 'Save Changes' }));

    const message = TAG_TOO_LONG;
    expect(await findByText(message)).toBeTruthy();
    expect(descriptionsOf(tags)).toContain(message);
    expect(tags.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a caption and a tag exactly at their limits without a word against them', async () => {
    const caption = 'c'.repeat(MEMORY_CAPTION_MAX);
    const tag = 't'.repeat(MEMORY_TAG_MAX);
    const saved = memory({ caption, tags: [tag] });
    fetchMock.mockResolvedValueOnce(Response.json(saved));
    const { user, getByLabelText, getByRole, queryByText, onClose } = await openEdit(saved);

    await user.click(getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(queryByText(CAPTION_TOO_LONG)).toBeNull();
    expect(queryByText(TAG_TOO_LONG)).toBeNull();
    expect(getByLabelText('Caption').getAttribute('aria-invalid')).toBeNull();
    expect(getByLabelText('Tags').getAttribute('aria-invalid')).toBeNull();
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/memories/memory-1');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toMatchObject({ caption, tags: [tag] });
  });

  it('says the caption limit in Thai to a Thai reader', async () => {
    const { user, getByLabelText, getByRole, findByText } = await openEdit(
      memory({ caption: 'ก'.repeat(MEMORY_CAPTION_MAX + 1) }),
      'th',
    );

    await user.click(getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));

    const message = `คำบรรยายยาวได้ไม่เกิน ${MEMORY_CAPTION_MAX} ตัวอักษร`;
    expect(await findByText(message)).toBeTruthy();
    expect(descriptionsOf(getByLabelText('คำบรรยาย'))).toEqual([message]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
