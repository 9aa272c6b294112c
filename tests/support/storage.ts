import { randomUUID } from 'node:crypto';
import { newBlobKey } from '../../src/server/storage/blob-store';
import type { TestApp } from './test-app';

/**
 * Counts `bytes` against a user's storage quota through a media row whose file does not exist,
 * so a test can start from a nearly full or full quota without uploading megabytes.
 */
export async function useStorage(t: TestApp, userId: string, bytes: number) {
  await t.db
    .insertInto('media')
    .values({
      id: `filler-${randomUUID()}`,
      userId,
      kind: 'image',
      mime: 'image/jpeg',
      bytes,
      width: 1,
      height: 1,
      storageKey: newBlobKey(),
      thumbKey: null,
      sha256: '0'.repeat(64),
      createdAt: new Date().toISOString(),
    })
    .execute();
}
