/** The two app processes (from source, tsx), restarted as a supervisor would, and the load balancer in front. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clock, dataDir, env, log, logDir, now, root, run, sleep } from './context.mjs';

// ---------------------------------------------------------------------------------------------
// App processes.
// ---------------------------------------------------------------------------------------------

export const crashes = [];
export const apps = [];

export function appProcess(index, port, databaseUrl, redisUrl) {
  const state = {
    index,
    port,
    base: `http://127.0.0.1:${port}`,
    child: null,
    expectedExit: false,
    ready: false,
    readyAt: 0,
    starts: 0,
  };
  const logFile = path.join(logDir, `app-${index}.log`);
  state.start = async () => {
    const started = now();
    state.expectedExit = false;
    state.starting = true;
    state.starts++;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_READ_URL: '',
        DATABASE_DIRECT_URL: '',
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        SEED_ON_START: 'false',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: '',
        CHAT_WS_URL: '',
        REGISTER_MAX_PER_IP: '1000000',
        LOGIN_MAX_PER_IP: '1000000',
        CHAT_SEND_PER_MINUTE: '100000',
        CONTENT_LIMIT_FACTOR: '1000',
        // LOGIN_MAX_PER_ACCOUNT keeps its default (5): the outage burst of logins must lock nobody out.
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = fs.createWriteStream(logFile, { flags: 'a' });
    out.write(`\n--- start ${state.starts} at ${clock()}s (pid ${child.pid}) ---\n`);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let tail = '';
    const keep = (chunk) => (tail = (tail + chunk).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    state.child = child;
    child.once('exit', (code, signal) => {
      state.ready = false;
      if (!state.expectedExit) {
        crashes.push({
          process: index,
          code,
          signal,
          at: clock(),
          phase: run.currentPhase?.name,
          tail,
          starting: state.starting,
        });
        log(`process ${index} EXITED UNEXPECTEDLY (code ${code}, signal ${signal}); log ${logFile}`);
        // As a supervisor (systemd, Kubernetes) would: start it again a second later.
        if (!run.shuttingDown)
          setTimeout(() => {
            if (run.shuttingDown || state.child !== child) return;
            state.start().then(
              (ms) => log(`process ${index} restarted by the supervisor in ${(ms / 1000).toFixed(1)} s`),
              (err) => log(`process ${index} restart failed: ${err.message}`),
            );
          }, 1000);
      }
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`process ${index} exited during start:\n${tail}`);
      const live = await fetch(`${state.base}/api/health/live`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (live) break;
      if (Date.now() > deadline) throw new Error(`process ${index} did not start:\n${tail}`);
      await sleep(100);
    }
    state.starting = false;
    return now() - started;
  };
  /** Sends `signal`; resolves with the exit code and the time it took. */
  state.stop = (signal) =>
    new Promise((resolve) => {
      const child = state.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve({ code: null, ms: 0 });
      state.expectedExit = true;
      const started = now();
      child.once('exit', (code, sig) => resolve({ code, signal: sig, ms: now() - started }));
      child.kill(signal);
    });
  return state;
}

/** The load balancer's view: a process is in while /api/health/ready answered 200 lately. */
let balancerTimer;
export function startBalancer() {
  const check = async (app) => {
    const ok = await fetch(`${app.base}/api/health/ready`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    app.ready = ok && app.child?.exitCode === null;
  };
  balancerTimer = setInterval(() => apps.forEach((a) => void check(a)), 500);
}
export const stopBalancer = () => clearInterval(balancerTimer);
let rr = 0;
export function pickBase(not) {
  const ready = apps.filter((a) => a.ready);
  const pool = ready.length ? ready : apps;
  const choices = pool.length > 1 && not ? pool.filter((a) => a.base !== not) : pool;
  return choices[rr++ % choices.length].base;
}
