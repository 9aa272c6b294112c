import { createHash, randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES, type Media } from '../../../common/media';
import { megabytes, type Plan } from '../../../common/plans';
import { isAdminRole } from '../../../common/roles';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { newBlobKey } from '../../storage/blob-store';
import { entitlementsOf } from '../plans';
import { processImage, processPoster } from './image-pipeline';
import {
  findReadableMedia,
  insertMedia,
  type MediaOpeners,
  type MediaRow,
  storageBytesOf,
} from './media.repository';
import { toMedia } from './media-view';
import { fetchRemoteImage } from './remote-image';
import { sniffVideoType } from './video-type';

type MediaDeps = Pick<AppDeps, 'database' | 'blobs' | 'config'>;

const FETCH_TIMEOUT_MS = 10_000;
const FETCH_MAX_REDIRECTS = 5;

type Variant = 'main' | 'thumb';

/**
 * The least any re-encoded image adds to the quota. Its real size is known only after decoding,
 * so before decoding the quota can only refuse a user who has no room left at all.
 */
const SMALLEST_STORED_IMAGE_BYTES = 1;

export function quotaExceeded(plan: Plan, storageLimit: number, what = 'images') {
  const name = plan === 'pro' ? 'Pro' : 'Free';
  return new AppError(
    'STORAGE_QUOTA_EXCEEDED',
    `${name} plan allows ${megabytes(storageLimit)} MB of ${what}.`,
  );
}

async function assertQuota(db: Db, userId: string, adding: number, lock: boolean, what?: string) {
  const { plan, storageLimit } = await entitlementsOf(db, userId, { lock });
  const used = await storageBytesOf(db, userId);
  if (used + adding > storageLimit) throw quotaExceeded(plan, storageLimit, what);
}

/** `openers`: which files a share's token and a shared goal open, the shares' and goals' rules. */
export function mediaService({ database, blobs, config }: MediaDeps, openers: MediaOpeners) {
  const { db } = database;

  /**
   * Re-encodes, writes both files durably, then checks the quota and inserts the row in one
   * transaction (user row locked on PostgreSQL; SQLite's writer is serialised), so parallel
   * uploads cannot pass the check together. Files of a refused upload are removed again.
   */
  async function storeImage(userId: string, input: Buffer): Promise<Media> {
    // Decoding costs CPU and memory (up to the pixel cap): not for a user who could not keep the result.
    await assertQuota(db, userId, SMALLEST_STORED_IMAGE_BYTES, false);
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
    await storeRow(row, [
      [row.storageKey, image.main.data],
      [row.thumbKey as string, image.thumb.data],
    ]);
    return toMedia(row);
  }

  /** Writes the files durably, then checks the quota and inserts the row in one transaction. */
  async function storeRow(row: MediaRow, files: Array<[string, Uint8Array]>, what?: string) {
    await Promise.all(files.map(([key, data]) => blobs.put(key, data)));
    try {
      await db.transaction().execute(async (trx) => {
        await assertQuota(trx, row.userId, row.bytes, true, what);
        await insertMedia(trx, row);
      });
    } catch (error) {
      await Promise.all(files.map(([key]) => blobs.delete(key)));
      throw error;
    }
  }

  return {
    upload(userId: string, file: Uint8Array): Promise<Media> {
      // The image route's body limit is the image one; videos have their own (see media.routes).
      if (sniffVideoType(file)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload videos to POST /api/media?kind=video.');
      }
      return storeImage(userId, Buffer.from(file));
    },

    /** What a user may still store: the ceiling of a video upload's body. */
    async remainingBytes(
      userId: string,
    ): Promise<{ remaining: number; plan: 'free' | 'pro'; storageLimit: number }> {
      const { plan, storageLimit } = await entitlementsOf(db, userId);
      const used = await storageBytesOf(db, userId);
      return { remaining: Math.max(0, storageLimit - used), plan, storageLimit };
    },

    /**
     * A video is stored exactly as uploaded (never decoded or re-encoded on the server: its type
     * is judged by its first bytes only and it is served with a fixed type and nosniff). The
     * optional poster, a frame the browser extracted, goes through the image pipeline and becomes
     * the video's thumbnail. Quota counts both.
     */
    async uploadVideo(userId: string, file: Uint8Array, poster: Uint8Array | null): Promise<Media> {
      const mime = sniffVideoType(file);
      if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please select a video file (MP4 or WebM).');
      const posterBytes = poster ? SMALLEST_STORED_IMAGE_BYTES : 0;
      await assertQuota(db, userId, file.length + posterBytes, false, 'storage');
      const thumb = poster ? await processPoster(Buffer.from(poster)) : null;
      const bytes = file.length + (thumb?.data.length ?? 0);
      await assertQuota(db, userId, bytes, false, 'storage');
      const row: MediaRow = {
        id: randomUUID(),
        userId,
        kind: 'video',
        mime,
        bytes,
        width: null,
        height: null,
        storageKey: newBlobKey(),
        thumbKey: thumb ? newBlobKey() : null,
        sha256: createHash('sha256').update(file).digest('hex'),
        createdAt: new Date().toISOString(),
      };
      const files: Array<[string, Uint8Array]> = [[row.storageKey, file]];
      if (thumb && row.thumbKey) files.push([row.thumbKey, thumb.data]);
      await storeRow(row, files, 'storage');
      return toMedia(row);
    },

    async importFromUrl(userId: string, url: string): Promise<Media> {
      // Nor a request to a remote server on behalf of a user with no room left.
      await assertQuota(db, userId, SMALLEST_STORED_IMAGE_BYTES, false);
      const bytes = await fetchRemoteImage(url, {
        allowLoopback: config.mode === 'demo',
        maxBytes: IMAGE_MAX_BYTES,
        timeoutMs: FETCH_TIMEOUT_MS,
        maxRedirects: FETCH_MAX_REDIRECTS,
      });
      if (bytes.length === 0) throw new AppError('IMAGE_UNREADABLE', 'The address answered an empty file.');
      return storeImage(userId, bytes);
    },

    /**
     * A file or its thumbnail for a viewer allowed to see it (owner, an administrator, or anyone
     * holding the token of a live share that shows it); 404 otherwise. Answers a way to stream it, whole or a range.
     */
    async readFile(
      viewer: { id: string; role?: string | null | undefined } | null,
      shareToken: string | null,
      id: string,
      variant: Variant,
    ) {
      const row = await findReadableMedia(
        db,
        { userId: viewer?.id ?? null, isAdmin: isAdminRole(viewer?.role), shareToken },
        openers,
        id,
      );
      const key = variant === 'main' ? row?.storageKey : row?.thumbKey;
      const size = row && key ? await blobs.size(key) : null;
      if (!row || !key || size === null) throw new AppError('NOT_FOUND');
      return {
        size,
        // A video's thumbnail is its poster, always re-encoded as JPEG.
        mime: variant === 'thumb' && row.kind === 'video' ? 'image/jpeg' : row.mime,
        etag: variant === 'main' ? row.sha256 : `${row.sha256}-thumb`,
        open: (range?: { start: number; end: number }) => blobs.stream(key, range),
      };
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
