import { randomBytes } from 'node:crypto';

export type StoredBlob = { key: string; modifiedAt: Date };

/** Where file bytes live (the file system today; an object store can take its place). Keys are random and never reused. */
export type BlobStore = {
  /** Durable once it resolves: a row may point at the key from then on. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes, or null when no such blob exists. */
  get(key: string): Promise<Buffer | null>;
  /** The size in bytes, or null when no such blob exists. */
  size(key: string): Promise<number | null>;
  /**
   * A stream of the bytes from `start` to `end` inclusive (the whole blob without a range), so a
   * large video is served piece by piece instead of read into memory.
   */
  stream(key: string, range?: { start: number; end: number }): ReadableStream<Uint8Array>;
  /** Idempotent: deleting a missing blob succeeds. */
  delete(key: string): Promise<void>;
  /** Every blob, including leftovers of interrupted writes, for the orphan sweep. */
  list(): AsyncIterable<StoredBlob>;
};

/** 128 random bits: a key says nothing about its owner or content and cannot be guessed. */
export function newBlobKey(): string {
  return randomBytes(16).toString('hex');
}
