import type { ImageLibraryPage, ImageLibraryQuery, LibraryMedia } from '../../../common/image-library';
import { mediaThumbUrl, mediaUrl } from '../../../common/urls';
import type { AppDeps } from '../../app-env';
import { invalidateSessions } from '../../auth/session-reader';
import { toIso } from '../../db/dates';
import { AppError } from '../../errors';
import { type AdminChangeContext, writeAudit } from '../admin';
import { deleteMediaRows, purgeMediaFiles } from '../media';
import { detachMedia, findLibraryMedia, listLibraryMedia, usesOf } from './image-library.repository';

const notFound = () => new AppError('NOT_FOUND', 'No such stored file.');

/** Every user's stored files for administrators: who owns them, their size, where they are shown. */
export function imageLibraryService({
  database,
  blobs,
  logger,
}: Pick<AppDeps, 'database' | 'blobs' | 'logger'>) {
  const { db } = database;

  return {
    async list(query: ImageLibraryQuery): Promise<ImageLibraryPage> {
      const { rows, count, totalBytes } = await listLibraryMedia(db, query);
      const uses = await usesOf(
        db,
        rows.map((row) => row.id),
      );
      const data: LibraryMedia[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        mime: row.mime,
        bytes: Number(row.bytes),
        width: row.width,
        height: row.height,
        createdAt: toIso(row.createdAt),
        url: mediaUrl(row.id),
        thumbUrl: row.thumbKey ? mediaThumbUrl(row.id) : null,
        owner: { id: row.ownerId, email: row.ownerEmail, name: row.ownerName },
        usedBy: uses.get(row.id) ?? [],
      }));
      return { data, count, page: query.page, pageSize: query.pageSize, totalBytes };
    },

    /**
     * Removes the file from whatever shows it, then its row (audited, in one transaction), then its
     * bytes once committed: the path a goal's or memory's own deletion takes.
     */
    async remove(ctx: AdminChangeContext, id: string): Promise<void> {
      const {
        files: released,
        owner,
        avatarCleared,
      } = await db.transaction().execute(async (trx) => {
        const row = await findLibraryMedia(trx, id);
        if (!row) throw notFound();
        const usedBy = (await usesOf(trx, [id])).get(id) ?? [];
        const { avatarCleared } = await detachMedia(trx, row);
        const files = await deleteMediaRows(trx, [id]);
        await writeAudit(trx, {
          actorId: ctx.actor.id,
          action: 'media.delete',
          targetType: 'media',
          targetId: id,
          before: {
            kind: row.kind,
            mime: row.mime,
            bytes: Number(row.bytes),
            createdAt: toIso(row.createdAt),
            owner: { id: row.userId, email: row.ownerEmail },
            usedBy,
          },
          after: null,
          ipAddress: ctx.ipAddress,
        });
        return { files, owner: row.userId, avatarCleared };
      });
      // The owner's open sessions show the avatar from their cached user row.
      if (avatarCleared) invalidateSessions(owner);
      // The row is gone for good; a file left behind is found by the orphan sweep.
      await purgeMediaFiles(db, blobs, released).catch((err: unknown) =>
        logger.warn({ err, mediaId: id }, 'files of a deleted upload left for the sweep'),
      );
    },
  };
}

export type ImageLibraryService = ReturnType<typeof imageLibraryService>;
