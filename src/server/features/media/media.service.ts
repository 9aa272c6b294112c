import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES, type Media } from '../../../common/media';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { newBlobKey } from '../../storage/blob-store';
import { entitlementsOf } from '../plans';
import { processImage } from './image-pipeline';
import { findReadableMedia, insertMedia, type MediaRow, storageBytesOf } from './media.repository';
import { toMedia } from './media-view';
import { fetchRemoteImage } from './remote-image';

type MediaDeps = Pick<AppDeps, 'database' | 'blobs' | 'config'>;

const MB = 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
const FETCH_MAX_REDIRECTS = 5;

async function assertQuota(db: Db, userId: string, adding: number, lock: boolean) {
  const { plan, storageLimit } = await entitlementsOf(db, userId, { lock });
  const used = await storageBytesOf(db, userId);
  if (used + adding > storageLimit) {
    const name = plan === 'pro' ? 'Pro' : 'Free';
    throw new AppError('STORAGE_QUOTA_EXCEEDED', `${name} plan allows ${storageLimit / MB} MB of images.`);
  }
}

export function mediaService({ database, blobs, config }: MediaDeps) {
  const { db } = database;

  /**
   * Re-encodes, writes both files durably, then checks the quota and inserts the row in one
   * transaction (user row locked on PostgreSQL; SQLite's writer is serialised), so parallel
   * uploads cannot pass the check together. Files of a refused upload are removed again.
   */
  async function storeImage(userId: string, input: Buffer): Promise<Media> {
    const image = await processImage(input);
    const bytes = image.main.data.length + image.thumb.data.length;
    // Cheap early refusal before writing anything; the check inside the transaction is the one that holds.
    await assertQuota(db, userId, bytes, false);
    const row: MediaRow = {
      id: randomUUID(),
      userId,
      kind: 'image',
      mime: image.main.mime,
      bytes,
      width: image.main.width,
      height: image.main.height,
      storageKey: newBlobKey(),
      thumbKey: newBlobKey(),
      sha256: image.sha256,
      createdAt: new Date().toISOString(),
    };
    const keys = [row.storageKey, row.thumbKey as string];
    await Promise.all([
      blobs.put(row.storageKey, image.main.data),
      blobs.put(keys[1] as string, image.thumb.data),
    ]);
    try {
      await db.transaction().execute(async (trx) => {
        await assertQuota(trx, userId, bytes, true);
        await insertMedia(trx, row);
      });
    } catch (error) {
      await Promise.all(keys.map((key) => blobs.delete(key)));
      throw error;
    }
    return toMedia(row);
  }

  return {
    upload: (userId: string, file: Uint8Array) => storeImage(userId, Buffer.from(file)),

    async importFromUrl(userId: string, url: string): Promise<Media> {
      const bytes = await fetchRemoteImage(url, {
        allowLoopback: config.mode === 'demo',
        maxBytes: IMAGE_MAX_BYTES,
        timeoutMs: FETCH_TIMEOUT_MS,
        maxRedirects: FETCH_MAX_REDIRECTS,
      });
      if (bytes.length === 0) throw new AppError('IMAGE_UNREADABLE', 'The address answered an empty file.');
      return storeImage(userId, bytes);
    },

    /** The bytes of an image or its thumbnail, for a viewer allowed to see it; 404 otherwise. */
    async readFile(viewerId: string | null, id: string, variant: 'main' | 'thumb') {
      const row = viewerId ? await findReadableMedia(db, viewerId, id) : undefined;
      const key = variant === 'main' ? row?.storageKey : row?.thumbKey;
      const body = row && key ? await blobs.get(key) : null;
      if (!row || !body) throw new AppError('NOT_FOUND');
      return { body, mime: row.mime, etag: variant === 'main' ? row.sha256 : `${row.sha256}-thumb` };
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
