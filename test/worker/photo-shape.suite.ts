import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk } from './admin-helpers';
import { fixture, media, storedPhotoKeys, upload } from './photos-helpers';
import { parsePhotoRef, photoPath, photoWidths, variantUrl, PHOTO_FORMATS } from '../../src/domain/images/photo-ref';

/**
 * A photo's shape (#40 item 7): a 100 x 16,383 px PNG was accepted and kept as 16 x 2,621, under the 100 px
 * minimum, and its 160 and 320 variants answered 404. A strip whose short side would end under 100 px once kept is
 * refused; a tall photo that keeps 100 px or more is kept, and every variant it lists answers.
 */
const SHOP = 'dilli-kirana';

describe('a photo far longer than wide', () => {
  it('100 x 16,383 px is refused 422 IMAGE_DIMENSIONS with the reason, and nothing is stored', {
    timeout: 60_000,
  }, async () => {
    const before = await storedPhotoKeys(SHOP);
    const body = await expectFailure(
      await upload(SHOP, '/items/masoor-dal/photos', fixture('strip'), { type: 'image/png' }),
      422,
      'IMAGE_DIMENSIONS',
    );
    expect(body.rsn).toContain('too long and narrow');
    expect(await storedPhotoKeys(SHOP)).toEqual(before);
  });

  it('120 x 2,400 px is kept as it is, and every variant it lists answers in every format', {
    timeout: 120_000,
  }, async () => {
    const body = await expectOk<{ photo: { id: string } }>(
      await upload(SHOP, '/items/masoor-dal/photos', fixture('narrow'), { type: 'image/png' }),
      201,
    );
    const ref = parsePhotoRef(photoPath(SHOP, body.photo.id))!;
    expect(ref).toMatchObject({ width: 120, height: 2400 });
    for (const format of PHOTO_FORMATS) {
      for (const width of photoWidths(ref, format)) {
        const res = await media(variantUrl(ref, width, format));
        expect(res.status, `${width}.${format}`).toBe(200);
        await res.arrayBuffer();
      }
    }
  });
});
