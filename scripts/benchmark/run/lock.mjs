import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Whether a process with this id is running (signal 0 only asks). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * One benchmark run at a time on a machine: two runs on one database disturb each other's figures
 * and write one log (it happened, and that run's table was thrown away). Takes a lock file holding
 * this process's id, or throws naming the run that holds it; a lock left by a process that is gone
 * is taken over. Released when this process exits.
 */
export function benchmarkLock(file = path.join(os.tmpdir(), 'estate-benchmark.lock')) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      process.on('exit', () => fs.rmSync(file, { force: true }));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (holder && alive(holder)) {
        throw new Error(`another benchmark run (process ${holder}) holds ${file}: wait for it, or remove the file`, {
          cause: error,
        });
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take ${file}`);
}
