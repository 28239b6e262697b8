/** CPU time of the server and of PostgreSQL, read from /proc. */
import fs from 'node:fs';

/** CPU seconds used so far by a process (utime + stime from /proc), or by every postgres process. */
export function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
export function postgresCpuSeconds() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(entry);
    } catch {
      // gone
    }
  }
  return total;
}
export const serverPid = (shell) => {
  // `sh -c 'exec node'` replaces the shell, so the pid is node's.
  return shell.pid;
};
