// CPU time of the workerd process that serves a bench platform, read from /proc (Linux): the process is the one
// listening on the platform's port (ss names it).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

function pidListeningOn(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return pid;
}

/** User and system CPU time the platform's workerd has used so far, in clock ticks (CLK_TCK a second). */
export function clockTicks(platform) {
  const pid = pidListeningOn(new URL(platform.url).port);
  // fields after the command's closing parenthesis: state is the 3rd field of the file, utime the 14th, stime the 15th
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
