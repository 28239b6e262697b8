/**
 * CPU time of a process and its living descendants, read from /proc (Linux): the benchmark's "Node
 * CPU per answer" (issue 43). Clock ticks are 1/100 s on Linux (`getconf CLK_TCK`), so a scenario of
 * 15 s reads to about 0.1 % of its CPU time. Elsewhere there is no /proc, and the figure is left out.
 */
import fs from 'node:fs';

const TICK_MS = 10;

/** [pid, parent pid, utime + stime in ticks] of every process, or [] without /proc. */
function processes() {
  let names;
  try {
    names = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const rows = [];
  for (const name of names) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid ...": the command may hold spaces and parentheses; fields follow the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      rows.push([Number(name), Number(fields[1]), Number(fields[11]) + Number(fields[12])]);
    } catch {
      // The process ended while the list was read.
    }
  }
  return rows;
}

/** Milliseconds of CPU (user + system) `pid` and its descendants have used, or undefined without /proc. */
export function treeCpuMs(pid) {
  const rows = processes();
  if (!rows.length) return undefined;
  const children = new Map();
  for (const [child, parent] of rows) children.set(parent, [...(children.get(parent) ?? []), child]);
  const ticks = new Map(rows.map(([id, , used]) => [id, used]));
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const id = stack.pop();
    total += ticks.get(id) ?? 0;
    stack.push(...(children.get(id) ?? []));
  }
  return total * TICK_MS;
}
