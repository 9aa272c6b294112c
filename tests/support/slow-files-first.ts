import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that each take far longer than the rest. Started first, they share the workers with the
 * many short files instead of running alone at the end of a fresh clone's run (which has no
 * timings yet and would otherwise order by file size).
 */
const SLOW_FILES = ['malformed-input.test.ts', 'authorization-matrix.test.ts', 'server-process.test.ts'];

const rank = (spec: TestSpecification) => {
  const index = SLOW_FILES.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return index === -1 ? SLOW_FILES.length : index;
};

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the base order holds among files of equal rank.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
