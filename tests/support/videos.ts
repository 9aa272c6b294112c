import { randomBytes } from 'node:crypto';
import type { TestClient } from './http-client';

/**
 * Bytes that look like an MP4 to a magic-byte check: an `ftyp` box (size, 'ftyp', brand 'isom')
 * followed by random payload. The server never decodes videos, so nothing more is needed.
 */
export function fakeMp4(size = 4096): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2', 16, 'latin1');
  return Buffer.concat([ftyp, randomBytes(Math.max(0, size - ftyp.length))]);
}

/** Bytes starting with the EBML header of a WebM file (1A 45 DF A3), then random payload. */
export function fakeWebm(size = 4096): Buffer {
  const header = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
  return Buffer.concat([header, Buffer.from('webm', 'latin1'), randomBytes(Math.max(0, size - 13))]);
}

/** POST /api/media?kind=video with the video in `file` and, optionally, a poster image. */
export async function uploadVideo(client: TestClient, video: Uint8Array, poster?: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(video)], { type: 'video/mp4' }), 'clip.mp4');
  if (poster) form.append('poster', new Blob([Uint8Array.from(poster)], { type: 'image/png' }), 'poster.png');
  const res = await client.send('/api/media?kind=video', { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown>, res };
}
