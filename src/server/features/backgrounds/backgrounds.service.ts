import { randomUUID } from 'node:crypto';
import {
  type ActiveBackground,
  BACKGROUND_IMAGE_MAX_DIMENSION,
  BACKGROUND_IMAGES_MAX,
  BACKGROUND_PREVIEW_DIMENSION,
  type BackgroundImage,
  type BackgroundImageList,
  type BackgroundPatch,
  backgroundImageUrl,
} from '../../../common/background-images';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import { isSqlite } from '../../db/engine';
import { AppError } from '../../errors';
import { newBlobKey } from '../../storage/blob-store';
import { type AdminChangeContext, writeAudit } from '../admin';
import { processImage } from '../media';
import {
  type BackgroundRow,
  countBackgrounds,
  deactivateAll,
  deleteBackground,
  findActiveBackground,
  findBackground,
  insertBackground,
  listBackgrounds,
  toBackgroundImage,
  updateBackground,
} from './backgrounds.repository';

const notFound = () => new AppError('NOT_FOUND', 'No such background image.');

/** What the audit log keeps of an image: enough to tell which one and what it said. */
const audited = (row: Pick<BackgroundRow, 'altEn' | 'altTh' | 'active' | 'position'>) => ({
  altEn: row.altEn,
  altTh: row.altTh,
  active: Boolean(row.active),
  position: Number(row.position),
});

export function backgroundsService({ database, blobs }: Pick<AppDeps, 'database' | 'blobs'>) {
  const { db } = database;

  /**
   * Every image row locked (PostgreSQL; SQLite's single writer already serialises), so two
   * administrators activating or reordering at once take turns instead of tripping the one-active
   * index or interleaving positions.
   */
  async function lockAll(trx: Db): Promise<void> {
    if (isSqlite(trx)) return;
    await trx.selectFrom('backgroundImage').select('id').forUpdate().execute();
  }

  return {
    async list(): Promise<BackgroundImageList> {
      return { data: (await listBackgrounds(db)).map(toBackgroundImage) };
    },

    /**
     * Re-encoded by the image pipeline (metadata dropped, fitted into the web size) with a preview,
     * both written before the row, which goes last in the order, inactive. The files are the site's.
     */
    async upload(ctx: AdminChangeContext, input: Uint8Array): Promise<BackgroundImage> {
      if ((await countBackgrounds(db)).count >= BACKGROUND_IMAGES_MAX) {
        throw new AppError(
          'CONFLICT',
          `There can be at most ${BACKGROUND_IMAGES_MAX} background images. Delete one first.`,
        );
      }
      const image = await processImage(Buffer.from(input), {
        main: BACKGROUND_IMAGE_MAX_DIMENSION,
        thumb: BACKGROUND_PREVIEW_DIMENSION,
      });
      const storageKey = newBlobKey();
      const thumbKey = newBlobKey();
      await Promise.all([blobs.put(storageKey, image.main.data), blobs.put(thumbKey, image.thumb.data)]);
      try {
        return await db.transaction().execute(async (trx) => {
          await lockAll(trx);
          const { lastPosition } = await countBackgrounds(trx);
          const row: BackgroundRow = {
            id: randomUUID(),
            storageKey,
            thumbKey,
            mime: image.main.mime,
            width: image.main.width,
            height: image.main.height,
            bytes: image.main.data.length + image.thumb.data.length,
            sha256: image.sha256,
            altEn: '',
            altTh: '',
            position: lastPosition + 1,
            active: false,
            createdAt: new Date().toISOString(),
            createdBy: ctx.actor.id,
          };
          await insertBackground(trx, row);
          await writeAudit(trx, {
            actorId: ctx.actor.id,
            action: 'background.upload',
            targetType: 'background',
            targetId: row.id,
            before: null,
            after: { ...audited(row), width: row.width, height: row.height, bytes: row.bytes },
            ipAddress: ctx.ipAddress,
          });
          return toBackgroundImage(row);
        });
      } catch (error) {
        await Promise.all([blobs.delete(storageKey), blobs.delete(thumbKey)]);
        throw error;
      }
    },

    /** Alt texts and whether it is the active one; activating it retires the one that was. */
    async update(ctx: AdminChangeContext, id: string, patch: BackgroundPatch): Promise<BackgroundImage> {
      return db.transaction().execute(async (trx) => {
        await lockAll(trx);
        const before = await findBackground(trx, id);
        if (!before) throw notFound();
        if (patch.active === true && !before.active) {
          const previous = await findActiveBackground(trx);
          await deactivateAll(trx);
          if (previous) {
            await writeAudit(trx, {
              actorId: ctx.actor.id,
              action: 'background.update',
              targetType: 'background',
              targetId: previous.id,
              before: { active: true },
              after: { active: false },
              ipAddress: ctx.ipAddress,
            });
          }
        }
        await updateBackground(trx, id, patch);
        const after = await findBackground(trx, id);
        if (!after) throw notFound();
        await writeAudit(trx, {
          actorId: ctx.actor.id,
          action: 'background.update',
          targetType: 'background',
          targetId: id,
          before: audited(before),
          after: audited(after),
          ipAddress: ctx.ipAddress,
        });
        return toBackgroundImage(after);
      });
    },

    /** `ids`: every image exactly once, in the new order. */
    async reorder(ctx: AdminChangeContext, ids: string[]): Promise<BackgroundImageList> {
      return db.transaction().execute(async (trx) => {
        await lockAll(trx);
        const rows = await listBackgrounds(trx);
        const known = new Set(rows.map((row) => row.id));
        if (
          ids.length !== rows.length ||
          new Set(ids).size !== ids.length ||
          ids.some((i) => !known.has(i))
        ) {
          throw new AppError('CONFLICT', 'The order must list every background image exactly once.');
        }
        for (const [position, id] of ids.entries()) await updateBackground(trx, id, { position });
        await writeAudit(trx, {
          actorId: ctx.actor.id,
          action: 'background.reorder',
          targetType: 'background',
          targetId: null,
          before: { ids: rows.map((row) => row.id) },
          after: { ids },
          ipAddress: ctx.ipAddress,
        });
        return { data: (await listBackgrounds(trx)).map(toBackgroundImage) };
      });
    },

    /** The row goes with its audit entry; the files once that is committed (the orphan sweep catches a crash between). */
    async remove(ctx: AdminChangeContext, id: string): Promise<void> {
      const row = await db.transaction().execute(async (trx) => {
        await lockAll(trx);
        const found = await findBackground(trx, id);
        if (!found) throw notFound();
        await deleteBackground(trx, id);
        await writeAudit(trx, {
          actorId: ctx.actor.id,
          action: 'background.delete',
          targetType: 'background',
          targetId: id,
          before: audited(found),
          after: null,
          ipAddress: ctx.ipAddress,
        });
        return found;
      });
      await Promise.all([blobs.delete(row.storageKey), blobs.delete(row.thumbKey)]);
    },

    async active(): Promise<ActiveBackground> {
      const row = await findActiveBackground(db);
      if (!row) return { image: null };
      return {
        image: {
          url: backgroundImageUrl(row.id),
          width: Number(row.width),
          height: Number(row.height),
          alt: { en: row.altEn, th: row.altTh },
        },
      };
    },

    /**
     * The web version or preview: anyone may load the active image (it is on the landing page);
     * the others only administrators, who choose among them.
     */
    async readFile(id: string, variant: 'main' | 'preview', viewerIsAdmin: boolean) {
      const row = await findBackground(db, id);
      if (!row || (!row.active && !viewerIsAdmin)) throw new AppError('NOT_FOUND');
      const key = variant === 'main' ? row.storageKey : row.thumbKey;
      const size = await blobs.size(key);
      if (size === null) throw new AppError('NOT_FOUND');
      return {
        size,
        mime: row.mime,
        etag: variant === 'main' ? row.sha256 : `${row.sha256}-preview`,
        open: (range?: { start: number; end: number }) => blobs.stream(key, range),
        /** Served from shared caches only while it is the public one. */
        shared: Boolean(row.active),
      };
    },
  };
}

export type BackgroundsService = ReturnType<typeof backgroundsService>;
