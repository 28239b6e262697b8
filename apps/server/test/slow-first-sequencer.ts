import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/**
 * The server files that take longest, slowest first (measured 2026-11-28 on 2 cores, the longer of
 * their two engines' times). Three files run at a time; a long file started last keeps the tier
 * running alone on one worker at the end (chat-cluster, 37 s, started 30 s into the PostgreSQL pass
 * and ended it at 67 s). Vitest's own order is by the last run's durations, which a clean clone
 * does not have and which the two engines' passes overwrite for each other (one project name), or
 * else by file size. A file missing from the list only loses its place; a stale list costs time,
 * never a result.
 */
const SLOWEST = [
  'chat-cluster',
  'email',
  'faults',
  'blog',
  'shutdown',
  'auth',
  'chat-security',
  'account',
  'map-clusters',
  'credits',
  'saved-searches',
  'uploads',
  'security-headers',
];

const rank = (file: TestSpecification) => {
  const name = /([^/]+)\.test\.ts$/.exec(file.moduleId)?.[1] ?? '';
  const at = SLOWEST.indexOf(name);
  return at === -1 ? SLOWEST.length : at;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
