import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { BlobStore } from '../../storage/blob-store';
import { type MediaFiles, purgeMediaFiles } from '../media';
import { mediaFilesOf, rememberDeletedSessions } from './account.repository';

/**
 * Work to do once an account is gone, prepared while it still exists: `farewell` reads who to tell
 * (the members of goals it owned) and answers the sending.
 */
type Farewell = (userId: string) => Promise<() => Promise<void>>;

/**
 * better-auth's deleteUser hooks. The user row's delete cascades to goals, milestones, memories,
 * shares, memberships of shared goals, media rows, support requests, goal templates and two-factor
 * secrets in one statement; the files go afterwards, and the media sweep removes any a crash left
 * behind.
 */
export function accountDeletionHooks({
  db,
  blobs,
  logger,
  farewell,
}: {
  db: Db;
  blobs: BlobStore;
  logger: Logger;
  farewell?: Farewell;
}) {
  const filesOfUserBeingDeleted = new Map<string, MediaFiles[]>();
  const farewells = new Map<string, () => Promise<void>>();
  return {
    beforeDelete: async (user: { id: string }) => {
      filesOfUserBeingDeleted.set(user.id, await mediaFilesOf(db, user.id));
      if (farewell) farewells.set(user.id, await farewell(user.id));
      await rememberDeletedSessions(db, user.id);
    },
    afterDelete: async (user: { id: string }) => {
      const files = filesOfUserBeingDeleted.get(user.id) ?? [];
      filesOfUserBeingDeleted.delete(user.id);
      const tell = farewells.get(user.id);
      farewells.delete(user.id);
      await tell?.().catch((err: unknown) =>
        logger.warn({ err, userId: user.id }, 'farewell mails not sent'),
      );
      await purgeMediaFiles(db, blobs, files).catch((err: unknown) =>
        logger.warn({ err, userId: user.id }, 'files of a deleted account left for the sweep'),
      );
      logger.info({ userId: user.id, files: files.length }, 'account deleted');
    },
  };
}
