import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { BlobStore } from '../../storage/blob-store';
import { type MediaFiles, purgeMediaFiles } from '../media';
import { mediaFilesOf, rememberDeletedSessions } from './account.repository';

/**
 * better-auth's deleteUser hooks. The user row's delete cascades to goals, milestones, memories,
 * shares, media rows, support requests and two-factor secrets in one statement; the files go afterwards, and the
 * media sweep removes any a crash left behind.
 */
export function accountDeletionHooks({ db, blobs, logger }: { db: Db; blobs: BlobStore; logger: Logger }) {
  const filesOfUserBeingDeleted = new Map<string, MediaFiles[]>();
  return {
    beforeDelete: async (user: { id: string }) => {
      filesOfUserBeingDeleted.set(user.id, await mediaFilesOf(db, user.id));
      await rememberDeletedSessions(db, user.id);
    },
    afterDelete: async (user: { id: string }) => {
      const files = filesOfUserBeingDeleted.get(user.id) ?? [];
      filesOfUserBeingDeleted.delete(user.id);
      await purgeMediaFiles(db, blobs, files).catch((err: unknown) =>
        logger.warn({ err, userId: user.id }, 'files of a deleted account left for the sweep'),
      );
      logger.info({ userId: user.id, files: files.length }, 'account deleted');
    },
  };
}
