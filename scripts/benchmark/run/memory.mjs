/** The app process's memory during the run: RSS samples and their trend. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Samples the resident memory (MB) of a process and its children every second: with
 * WEB_CONCURRENCY above 1 the app is a primary and its app processes.
 */
export function rssSampler(pid) {
  const started = Date.now();
  const samples = [];
  const rssOf = (id) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]) / 1024;
    } catch {
      return NaN;
    }
  };
  const read = () => {
    try {
      const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean);
      const total = [pid, ...children].map(rssOf).reduce((sum, mb) => sum + (Number.isFinite(mb) ? mb : 0), 0);
      if (total) return total;
    } catch {
      // no /proc: ask ps
    }
    const kb = spawnSync('ps', ['-o', 'rss=', '--pid', String(pid), '--ppid', String(pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
    return kb ? kb / 1024 : NaN;
  };
  const take = () => {
    const mb = read();
    if (Number.isFinite(mb)) samples.push({ t: Date.now() - started, mb });
  };
  take();
  const timer = setInterval(take, 1000);
  return {
    samples,
    now: () => Date.now() - started,
    latest: () => samples.at(-1)?.mb ?? NaN,
    stop: () => {
      take();
      clearInterval(timer);
    },
  };
}

export const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Least-squares slope of RSS over time, in MB per minute. */
export function slopePerMinute(samples) {
  if (samples.length < 2) return NaN;
  const mt = mean(samples.map((s) => s.t));
  const mm = mean(samples.map((s) => s.mb));
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.t - mt) * (s.mb - mm);
    den += (s.t - mt) ** 2;
  }
  return den ? (num / den) * 60_000 : NaN;
}
