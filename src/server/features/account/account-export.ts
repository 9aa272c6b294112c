import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dates';
import { AppError } from '../../errors';
import type { BlobStore } from '../../storage/blob-store';
import {
  exportCustomCategories,
  exportGoals,
  exportIdeaAdoptions,
  exportMedia,
  exportMemories,
  exportMilestones,
  exportProfile,
  exportShares,
  exportSupportRequests,
  exportTemplates,
} from './account.repository';

const FOLDER = 'someday-export';

const iso = (value: Date | string | null) => (value === null ? null : toIso(value));

function fileNameOf(media: { id: string; mime: string }): string {
  const subtype = media.mime.split('/')[1] ?? 'bin';
  return `media/${media.id}.${subtype === 'jpeg' ? 'jpg' : subtype}`;
}

/**
 * All of a user's data as a ZIP stream: JSON for profile, goals, own categories, milestones, memories, shares,
 * the catalogue ideas they added, their support requests and goal templates, and every
 * stored file. Rows are read up front (small); each file is streamed from the blob store into
 * the archive only when the archive reaches it, so memory stays flat whatever the media size.
 */
export async function exportAccountZip(
  db: Db,
  blobs: BlobStore,
  userId: string,
): Promise<ReadableStream<Uint8Array>> {
  const profile = await exportProfile(db, userId);
  if (!profile) throw new AppError('NOT_FOUND');
  const [goals, milestones, memories, shares, media, adoptions, supportRequests] = await Promise.all([
    exportGoals(db, userId),
    exportMilestones(db, userId),
    exportMemories(db, userId),
    exportShares(db, userId),
    exportMedia(db, userId),
    exportIdeaAdoptions(db, userId),
    exportSupportRequests(db, userId),
  ]);
  const templates = await exportTemplates(db, userId);
  const files = new Map(media.map((m) => [m.id, fileNameOf(m)]));
  const fileOf = (id: string | null) => (id ? (files.get(id) ?? null) : null);

  const zip = new ZipFile();
  const addJson = (name: string, value: unknown) =>
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), `${FOLDER}/${name}`);
  addJson('profile.json', {
    ...profile,
    emailVerified: Boolean(profile.emailVerified),
    proUntil: iso(profile.proUntil),
    createdAt: iso(profile.createdAt),
    updatedAt: iso(profile.updatedAt),
    exportedAt: new Date().toISOString(),
  });
  addJson(
    'goals.json',
    goals.map((g) => ({
      ...g,
      imageFile: fileOf(g.imageId),
      completedAt: iso(g.completedAt),
      createdAt: iso(g.createdAt),
      updatedAt: iso(g.updatedAt),
    })),
  );
  addJson(
    'milestones.json',
    milestones.map((m) => ({
      ...m,
      done: Boolean(m.done),
      doneAt: iso(m.doneAt),
      createdAt: iso(m.createdAt),
      updatedAt: iso(m.updatedAt),
    })),
  );
  addJson(
    'memories.json',
    memories.map((m) => ({
      ...m,
      file: fileOf(m.mediaId),
      tags: JSON.parse(m.tags) as string[],
      isPublic: Boolean(m.isPublic),
      createdAt: iso(m.createdAt),
      updatedAt: iso(m.updatedAt),
    })),
  );
  addJson(
    'shares.json',
    shares.map((s) => ({
      ...s,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      revokedAt: iso(s.revokedAt),
    })),
  );
  const categories = await exportCustomCategories(db, userId);
  addJson(
    'categories.json',
    categories.map((c) => ({ ...c, createdAt: iso(c.createdAt), updatedAt: iso(c.updatedAt) })),
  );
  addJson(
    'added-ideas.json',
    adoptions.map((a) => ({ ideaId: a.ideaId, addedAt: iso(a.createdAt) })),
  );
  addJson(
    'support-requests.json',
    supportRequests.map((r) => ({
      ...r,
      screenshotFile: fileOf(r.screenshotId),
      answeredAt: iso(r.answeredAt),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
  );
  addJson(
    'templates.json',
    templates.map((tpl) => ({
      ...tpl,
      imageFile: fileOf(tpl.imageId),
      milestoneTitles: JSON.parse(tpl.milestoneTitles) as string[],
      createdAt: iso(tpl.createdAt),
      updatedAt: iso(tpl.updatedAt),
    })),
  );
  addJson(
    'media.json',
    media.map(({ storageKey: _key, ...m }) => ({ ...m, file: fileOf(m.id), createdAt: iso(m.createdAt) })),
  );
  for (const m of media) {
    const size = await blobs.size(m.storageKey);
    // A file the sweep already removed (its row is on its way out) is left out, not an error.
    if (size === null) continue;
    // Photos and videos are compressed already: stored as they are, no CPU spent deflating them.
    zip.addReadStreamLazy(`${FOLDER}/${fileOf(m.id)}`, { compress: false, size }, (done) =>
      done(null, Readable.fromWeb(blobs.stream(m.storageKey) as WebReadableStream)),
    );
  }
  zip.end();
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}
