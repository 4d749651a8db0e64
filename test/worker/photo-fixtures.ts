import sharp from 'sharp';

/**
 * Photos for the worker tests, made with sharp in Node (workerd has no image encoder) when the config loads,
 * and handed to the tests as base64 bindings (PHOTO_FIXTURES). Small, so the suite stays fast. The hostile
 * files (bombs, truncated, polyglots, SVG, GIF, HEIC) are made by hand in the tests themselves.
 */

const twoColours = (width: number, height: number, left: string, right: string) =>
  sharp({ create: { width, height, channels: 3, background: left } }).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: right } }, left: width / 2, top: 0 },
  ]);

/** The colour the P3 fixture shows, as sRGB: what a patch of it must still be after the upload. */
export const P3_PATCH = '#20c040';

export async function photoFixtures(): Promise<Record<string, string>> {
  const camera = {
    IFD0: { Make: 'StreetCamMaker', Model: 'SC-1' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1' },
  };
  const entries = {
    // a landscape phone photo stored sideways: orientation 6 (turn 90 degrees clockwise to show), EXIF with GPS, an ICC profile
    sideways: await twoColours(640, 480, '#d04020', '#2040d0')
      .jpeg({ quality: 80 })
      .withMetadata({ orientation: 6 })
      .withExif(camera)
      .withIccProfile('p3')
      .toBuffer(),
    // a photo wider than the ladder's top, for the variants
    wide: await twoColours(1600, 1200, '#e0a030', '#30a0e0').jpeg({ quality: 70 }).withExif(camera).toBuffer(),
    // mostly orange with a thin blue edge: the dominant colour is orange
    orangePng: await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff8000ff' } })
      .composite([
        { input: { create: { width: 20, height: 200, channels: 4, background: '#0000ffff' } }, left: 0, top: 0 },
      ])
      .png()
      .toBuffer(),
    webp: await twoColours(240, 200, '#20a060', '#a02060').webp({ quality: 70 }).withExif(camera).toBuffer(),
    avif: await twoColours(240, 160, '#6040a0', '#a0a040').avif({ quality: 50 }).toBuffer(),
    // a strip 100 px wide and 16,383 px tall: each side allowed, but kept at 2,560 px long it would be 16 px wide
    strip: await sharp({ create: { width: 100, height: 16383, channels: 3, background: '#30a050' } })
      .png()
      .toBuffer(),
    // a tall, narrow photo that is still fine (20 times as tall as wide)
    narrow: await sharp({ create: { width: 120, height: 2400, channels: 3, background: '#a05030' } })
      .png()
      .toBuffer(),
    // a Display P3 photo as recent phones take them: sRGB #20c040 stored as P3 numbers (92, 189, 82) with the P3 profile
    p3: await sharp({ create: { width: 200, height: 160, channels: 3, background: P3_PATCH } })
      .jpeg({ quality: 95 })
      .withIccProfile('p3')
      .toBuffer(),
    // 80 px on a side: too small
    tiny: await sharp({ create: { width: 80, height: 80, channels: 3, background: '#808080' } })
      .png()
      .toBuffer(),
  };
  // the same numbers without their profile: what dropping the ICC profile made of it before issue #40
  const withoutProfile = {
    p3WithoutProfile: await sharp(entries.p3, { ignoreIcc: true }).jpeg({ quality: 95 }).toBuffer(),
  };
  return Object.fromEntries(
    Object.entries({ ...entries, ...withoutProfile }).map(([k, v]) => [k, v.toString('base64')]),
  );
}
