// The Worker's memory while a request runs: the peak resident size of the workerd process that serves it (Linux
// /proc), reset before the request (clear_refs 5) and read after it. The process holds the Worker and the shops'
// objects alike, so its growth is what a request pushes towards a Worker's memory limit (garbage included, so a
// streamed file still shows the few pages it holds at once). The inspector's JS heap figures read flat whatever
// ran, so the process is what is measured.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const kB = (status, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;

export function memoryWatcher(platform) {
  const port = new URL(platform.url).port;
  const pid = /pid=(\d+)/.exec(execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString())?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  const status = () => readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    /** Runs `work` and answers its result with the process's peak resident growth during it (bytes). */
    async during(work) {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const base = kB(status(), 'VmRSS');
      const result = await work();
      return { result, growth: kB(status(), 'VmHWM') - base, base };
    },
  };
}
