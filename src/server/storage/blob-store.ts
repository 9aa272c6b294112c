import { randomBytes } from 'node:crypto';

export type StoredBlob = { key: string; modifiedAt: Date };

/** Where file bytes live (DESIGN: fs today, s3 later). Keys are random and never reused. */
export type BlobStore = {
  /** Durable once it resolves: a row may point at the key from then on. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes, or null when no such blob exists. */
  get(key: string): Promise<Buffer | null>;
  /** Idempotent: deleting a missing blob succeeds. */
  delete(key: string): Promise<void>;
  /** Every blob, including leftovers of interrupted writes, for the orphan sweep. */
  list(): AsyncIterable<StoredBlob>;
};

/** 128 random bits: a key says nothing about its owner or content and cannot be guessed. */
export function newBlobKey(): string {
  return randomBytes(16).toString('hex');
}
