import { diskFigures } from './platforms.mjs';

const MB = 1024 * 1024;
const mb = (bytes) => Number((bytes / MB).toFixed(1));

/**
 * The local figures docs/scale.md quotes: shop objects, disk (whole state directory, D1 directory, per shop)
 * and how long generating the platform took. Call with the Workers stopped.
 */
export function platformFigures({ demo, generated }) {
  const gen = diskFigures(generated.dir);
  const dem = diskFigures(demo.dir);
  const g = generated.generation;
  const made = g.reused ? `kept from ${g.at}` : 'made in this run';
  console.log(
    `\nPlatforms on disk (${generated.dir}, ${made}; generation took ${g.seconds.toFixed(0)} s, bench-big's import ${g.bigSeconds.toFixed(0)} s)`,
  );
  console.table(
    [dem, gen].map((f, i) => ({
      platform: i ? 'generated' : 'demo',
      'shop objects': f.objects,
      'directory MB': mb(f.bytes),
      'D1 MB': mb(f.d1Bytes),
      'shop objects MB': mb(f.shopBytes),
      'median shop object KB': Math.round(f.medianObjectBytes / 1024),
      'largest shop object MB': mb(f.largestObjectBytes),
    })),
  );
  return [
    { budget: 'generated platform: shop objects (for information)', value: gen.objects },
    { budget: `generated platform: shops generated (for information; ${made})`, value: g.shops },
    { budget: 'generated platform: generation time, s (for information)', value: g.seconds },
    { budget: 'generated platform: shops generated per second (for information)', value: g.shops / g.shopsSeconds },
    { budget: "generated platform: bench-big's 100,000-item import, s (for information)", value: g.bigSeconds },
    { budget: 'generated platform: state directory, MB (for information)', value: mb(gen.bytes) },
    { budget: 'generated platform: D1 directory, MB (for information)', value: mb(gen.d1Bytes) },
    {
      budget: 'generated platform: disk per 100-item shop (median object), KB (for information)',
      value: gen.medianObjectBytes / 1024,
    },
    {
      budget: 'generated platform: bench-big object (100,000 items), MB (for information)',
      value: mb(gen.largestObjectBytes),
    },
    { budget: 'demo platform: state directory, MB (for information)', value: mb(dem.bytes) },
  ];
}
