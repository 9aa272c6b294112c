import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { BlobStore, StoredBlob } from './blob-store';

// A key, or the temp name of an interrupted write of one; nothing else ever becomes a path.
const KEY = /^[0-9a-f]{32}$/;
const STORED_NAME = /^[0-9a-f]{32}(\.tmp-[0-9a-f]{12})?$/;

/**
 * Files under `root`, in 256 sub-folders by key prefix. A write goes to a temp name, is fsynced,
 * renamed and the folder fsynced, so a crash leaves either the whole file or an orphan to sweep.
 */
export function createFsBlobStore(root: string): BlobStore {
  const pathOf = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`invalid blob key: ${name}`);
    return join(root, name.slice(0, 2), name);
  };

  return {
    async put(key, data) {
      if (!KEY.test(key)) throw new Error(`invalid blob key: ${key}`);
      const folder = join(root, key.slice(0, 2));
      await mkdir(folder, { recursive: true });
      const temp = pathOf(`${key}.tmp-${randomBytes(6).toString('hex')}`);
      const file = await open(temp, 'wx', 0o600);
      try {
        await file.writeFile(data);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temp, pathOf(key));
      await syncFolder(folder);
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    stream(key, range) {
      const file = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(file) as ReadableStream<Uint8Array>;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list(): AsyncIterable<StoredBlob> {
      for (const folder of await readdirOrEmpty(root)) {
        for (const name of await readdirOrEmpty(join(root, folder))) {
          if (!STORED_NAME.test(name)) continue;
          const info = await stat(join(root, folder, name)).catch(() => null);
          if (info) yield { key: name, modifiedAt: info.mtime };
        }
      }
    },
  };
}

async function syncFolder(folder: string) {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function readdirOrEmpty(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw error;
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
