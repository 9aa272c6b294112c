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
 * A POST without a length that keeps sending up to `capBytes` of `contentType`; answers the
 * response and how much the server let through before it stopped reading.
 */
export async function streamBody(client: TestClient, path: string, capBytes: number, contentType: string) {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
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
    headers: { 'content-type': contentType },
  } as RequestInit & { headers: Record<string, string> });
  return { res, sent };
}

/** A multipart upload without a length: the server must count it while it streams in. */
export async function streamUpload(client: TestClient, path: string, capBytes: number) {
  const { res, sent } = await streamBody(client, path, capBytes, MULTIPART);
  return { status: res.status, sent };
}
