import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const thai = fileURLToPath(new URL('./th', import.meta.url));

function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
}

describe('Thai catalog typography', () => {
  it('never lets a line start with the repetition mark ๆ', () => {
    // ๆ repeats the word before it: a line break between them strands it at the start of a line.
    // A no-break space (U+00A0) keeps the pair together and still looks like the customary space.
    const offenders = readdirSync(thai)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        strings(JSON.parse(readFileSync(join(thai, file), 'utf8')), file.replace(/\.json$/, '')),
      )
      .filter(([, text]) => /[^\S\u00a0]ๆ/.test(text))
      .map(([key]) => key);
    expect(offenders).toEqual([]);
  });
});
