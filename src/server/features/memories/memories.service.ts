import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { Memory, MemoryCreate, MemoryUpdate } from '../../../common/memories';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import { dbBool } from '../../db/engine';
import type { MemoryTable } from '../../db/schema';
import { AppError } from '../../errors';
import { findAccessibleGoalId } from '../goals';
import { deleteMediaIfUnused, findOwnMedia, purgeMediaFiles } from '../media';
import {
  deleteMemory,
  findMemoryById,
  findOwnMemory,
  insertMemory,
  listMemoriesOfGoal,
  type MemoryRow,
  updateMemory,
} from './memories.repository';
import { toMemory } from './memory-view';
import { sanitizeNote } from './sanitize-note';

type MemoriesDeps = Pick<AppDeps, 'database' | 'blobs'>;

const goalNotFound = () => new AppError('NOT_FOUND', 'Goal not found.');
const memoryNotFound = () => new AppError('NOT_FOUND', 'Memory not found.');

/** The note as stored: sanitised, and still something once the disallowed parts are gone. */
function cleanNote(content: string): string {
  const clean = sanitizeNote(content);
  if (clean.replace(/<[^>]*>/g, '').trim() === '') {
    throw new AppError('VALIDATION_FAILED', 'The note is empty.', [
      { path: 'content', message: 'The note is empty.' },
    ]);
  }
  return clean;
}

/** A photo or video memory points at one of the user's own uploads of the matching kind. */
async function assertOwnMedia(db: Db, userId: string, mediaId: string, kind: 'image' | 'video') {
  const media = await findOwnMedia(db, userId, mediaId);
  if (!media) throw new AppError('NOT_FOUND', 'Media not found.');
  if (media.kind !== kind) {
    throw new AppError(
      'VALIDATION_FAILED',
      kind === 'image' ? 'A photo must be an image.' : 'A video must be a video.',
    );
  }
}

export function memoriesService({ database, blobs }: MemoriesDeps) {
  const { db } = database;
  // SQLite has no boolean type: better-sqlite3 binds 0/1.
  const bool = (value: boolean) => dbBool(db, value);

  async function load(id: string): Promise<Memory> {
    const row = await findMemoryById(db, id);
    if (!row) throw memoryNotFound();
    return toMemory(row);
  }

  return {
    /** The whole scrapbook, newest first (capped at MEMORY_LIST_LIMIT, so a plain array). */
    async list(userId: string, goalId: string): Promise<Memory[]> {
      if (!(await findAccessibleGoalId(db, userId, goalId, 'read'))) throw goalNotFound();
      const rows = await listMemoriesOfGoal(db, goalId, { publicOnly: false });
      return rows.map(toMemory);
    },

    async create(userId: string, goalId: string, input: MemoryCreate): Promise<Memory> {
      const now = new Date().toISOString();
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        if (!(await findAccessibleGoalId(trx, userId, goalId, 'change'))) throw goalNotFound();
        if (input.type !== 'note') {
          await assertOwnMedia(trx, userId, input.mediaId, input.type === 'photo' ? 'image' : 'video');
        }
        await insertMemory(trx, {
          id,
          goalId,
          userId,
          type: input.type,
          mediaId: input.type === 'note' ? null : input.mediaId,
          content: input.type === 'note' ? cleanNote(input.content) : null,
          caption: input.caption || null,
          tags: JSON.stringify(input.tags),
          isPublic: bool(input.isPublic),
          createdAt: now,
          updatedAt: now,
        });
      });
      return load(id);
    },

    /** Caption, tags, public flag; content for notes only. */
    async update(userId: string, id: string, patch: MemoryUpdate): Promise<Memory> {
      await db.transaction().execute(async (trx) => {
        const current: MemoryRow | undefined = await findOwnMemory(trx, userId, id);
        if (!current) throw memoryNotFound();
        const changes: Updateable<MemoryTable> = { updatedAt: new Date().toISOString() };
        if (patch.caption !== undefined) changes.caption = patch.caption || null;
        if (patch.tags !== undefined) changes.tags = JSON.stringify(patch.tags);
        if (patch.isPublic !== undefined) changes.isPublic = bool(patch.isPublic);
        if (patch.content !== undefined) {
          if (current.type !== 'note') throw new AppError('VALIDATION_FAILED', 'Only a note has content.');
          changes.content = cleanNote(patch.content);
        }
        await updateMemory(trx, id, changes);
      });
      return load(id);
    },

    /** Deletes the memory and, in the same transaction, its media rows if unused; then the files. */
    async remove(userId: string, id: string): Promise<void> {
      const released = await db.transaction().execute(async (trx) => {
        const current = await findOwnMemory(trx, userId, id);
        if (!current || !(await deleteMemory(trx, id))) throw memoryNotFound();
        return deleteMediaIfUnused(trx, [current.mediaId]);
      });
      if (released.length > 0) await purgeMediaFiles(db, blobs, released);
    },
  };
}

export type MemoriesService = ReturnType<typeof memoriesService>;
