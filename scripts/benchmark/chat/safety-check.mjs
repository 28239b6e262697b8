/** The chat benchmark's part for issue 42: the safety check's own cost per message (chat-safety.mjs). */
import { spawnSync } from 'node:child_process';
import { root } from './settings.mjs';

/**
 * Runs `scripts/benchmark/chat-safety.mjs --json` in a child process (it needs tsx for the server's
 * TypeScript) before the load starts; answers its figures, or null when it failed.
 */
export function measureSafetyCheck() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/benchmark/chat-safety.mjs', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) return null;
  try {
    return JSON.parse(run.stdout.trim().split('\n').at(-1));
  } catch {
    return null;
  }
}
