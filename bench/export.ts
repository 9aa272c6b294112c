/**
 * Data export (GET /api/me/export): seeds one user with large media files directly in the data
 * folder and database, downloads the ZIP, and samples the server's resident memory (VmRSS from
 * /proc) while it streams, to show the archive is not built in memory.
 * Usage: npm run build:server && npm run bench:export   (EXPORT_FILES, EXPORT_FILE_MB to change the load)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import SQLite from 'better-sqlite3';
import { startBenchServer, verifiedUser } from './bench-server';

const FILES = Number(process.env.EXPORT_FILES ?? 20);
const FILE_MB = Number(process.env.EXPORT_FILE_MB ?? 25);

const server = await startBenchServer('export');
const { base, dataDir } = server;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

/** Writes FILES random files of FILE_MB each under media/ and their rows, as uploads would. */
async function seedMedia(email: string) {
  const db = new SQLite(join(dataDir, 'someday.db'));
  const user = db.prepare('select id from "user" where email = ?').get(email) as { id: string };
  const insert = db.prepare(
    `insert into media (id, "userId", kind, mime, bytes, width, height, "storageKey", "thumbKey", sha256, "createdAt")
     values (?, ?, 'video', 'video/mp4', ?, null, null, ?, null, ?, ?)`,
  );
  const chunk = randomBytes(1024 * 1024);
  for (let i = 0; i < FILES; i++) {
    const key = randomBytes(16).toString('hex');
    const folder = join(dataDir, 'media', key.slice(0, 2));
    mkdirSync(folder, { recursive: true });
    const out = createWriteStream(join(folder, key));
    for (let mb = 0; mb < FILE_MB; mb++) out.write(chunk);
    await new Promise((resolve) => out.end(resolve));
    insert.run(randomUUID(), user.id, FILE_MB * 1024 * 1024, key, key, new Date().toISOString());
  }
  db.close();
}

try {
  const { email, cookie } = await verifiedUser(base);
  await seedMedia(email);
  const pid = server.process.pid as number;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  const res = await fetch(`${base}/api/me/export`, { headers: { cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  for await (const piece of Readable.fromWeb(res.body as WebReadableStream))
    bytes += (piece as Buffer).length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mediaMb = FILES * FILE_MB;
  process.stdout.write(
    [
      `export bench: ${FILES} files x ${FILE_MB} MB = ${mediaMb} MB of media`,
      `ZIP ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s (${(bytes / 1024 / 1024 / seconds).toFixed(0)} MB/s)`,
      `server RSS before ${before.toFixed(0)} MB, peak while streaming ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB for ${mediaMb} MB exported)`,
      '',
    ].join('\n'),
  );
} finally {
  await server.stop();
}
