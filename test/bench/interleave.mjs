import { best, merged } from './load.mjs';

/**
 * Measures the same thing on several targets (platforms, shops) so that they can be compared in one run: after a
 * 1 s warm-up of each, every round alternates short slices of `run(target, seconds)` between the targets, so a
 * burst of other work on the machine falls on all of them alike. Each round's slices are taken as one
 * measurement; the result is the better of the rounds for each target (see best()).
 */
export async function alternately(targets, run, { rounds = 2, slices = 8, seconds = 4 } = {}) {
  for (const target of targets) await run(target, 1);
  const perTarget = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const parts = targets.map(() => []);
    for (let slice = 0; slice < slices; slice++) {
      for (const [i, target] of targets.entries()) parts[i].push(await run(target, seconds / slices));
    }
    parts.forEach((p, i) => perTarget[i].push(merged(p)));
  }
  return perTarget.map(best);
}
