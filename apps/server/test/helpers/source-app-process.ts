import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SourceAppProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process has printed so far (stdout and stderr). */
  output: () => string;
}

/**
 * The app as its own process, started from source (tsx, no build needed) as production starts it,
 * answering on `port` once `healthPath` answers 200. `env` adds to or overrides the test defaults
 * (no seed, quiet logs, no public address). `onSpawn` gets the child at once, so the caller's
 * cleanup holds it even while it starts. Throws with the process's output if it exits first or is
 * not healthy within `startMs` (and kills it then); otherwise the caller stops it.
 */
export async function startSourceApp({
  port,
  env,
  healthPath = '/api/health',
  startMs = 25_000,
  onSpawn,
}: {
  port: number;
  env: Record<string, string>;
  healthPath?: string;
  startMs?: number;
  onSpawn?: (child: ChildProcess) => void;
}): Promise<SourceAppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onSpawn?.(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const started = { child, base: `http://127.0.0.1:${port}`, output: () => output };
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app process exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${started.base}${healthPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return started;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`app process on ${port} did not become healthy within ${startMs} ms:\n${output}`);
}
