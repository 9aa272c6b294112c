import type { TestClient } from './http-client';

const MULTIPART = 'multipart/form-data; boundary=x';

/** A multipart POST that only announces its size: the server must refuse it before reading. */
export function declareUpload(client: TestClient, path: string, bytes: number) {
  return client.send(path, {
    method: 'POST',
    body: 'x',
    headers: { 'content-type': MULTIPART, 'content-length': String(bytes) },
  });
}

/**
 * A multipart POST without a length that keeps sending up to `capBytes`; answers the status and
 * how much the server let through before it stopped reading.
 */
export async function streamUpload(client: TestClient, path: string, capBytes: number) {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024);
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += chunk.length;
      if (sent > capBytes) controller.close();
      else controller.enqueue(chunk);
    },
  });
  const res = await client.send(path, {
    method: 'POST',
    body: endless,
    duplex: 'half',
    headers: { 'content-type': MULTIPART },
  } as RequestInit & { headers: Record<string, string> });
  return { status: res.status, sent };
}
