import { existsSync, readdirSync } from 'node:fs';

/** How many files the fs blob store holds under a media folder. */
export function countMediaFiles(mediaDir: string): number {
  if (!existsSync(mediaDir)) return 0;
  return readdirSync(mediaDir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length;
}
