import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { scaled } from './time.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SourceAppProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process has printed so far (stdout and stderr). */
  output: () => string;
}

interface StartOptions {
  env: Record<string, string>;
  healthPath?: string;
  startMs?: number;
  onSpawn?: (child: ChildProcess) => void;
}

/** Ports tried: one found free a moment ago can be taken before the app listens on it. */
const PORT_ATTEMPTS = 3;

/**
 * The app as its own process, started from source (tsx, no build needed) as production starts it,
 * on a free port of 127.0.0.1, answering once `healthPath` answers 200. `env` adds to or overrides
 * the test defaults (no seed, quiet logs, no public address). `onSpawn` gets each child at once, so
 * the caller's cleanup holds it even while it starts. The process needs seconds to listen, and a
 * port found free can be taken meanwhile by any connection of the tests running beside (seen in
 * CI: EADDRINUSE): then it starts again on another port. Throws with the process's output if it
 * exits otherwise or is not healthy within `startMs` (and kills it then); the caller stops it.
 */
export async function startSourceApp(options: StartOptions): Promise<SourceAppProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(await freePort(), options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnPort(
  port: number,
  { env, healthPath = '/api/health', startMs = scaled(25_000), onSpawn }: StartOptions,
): Promise<SourceAppProcess> {
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
    if (child.exitCode !== null) {
      const message = `app process exited (${child.exitCode}):\n${output}`;
      throw output.includes('EADDRINUSE') ? new PortTaken(message) : new Error(message);
    }
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
