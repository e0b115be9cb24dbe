import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ

/** CPU time (user + system, ms) one process has used so far, read from /proc. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

/** CPU of every PostgreSQL process on the machine (statements, commits and background writers). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += cpuMs(Number(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
