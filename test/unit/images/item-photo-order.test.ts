import { describe, expect, it } from 'vitest';
import { withoutPictureAt, withPhotoMoved, type PhotoMove } from '../../../src/domain/images/item-photos';

const A = '/media/shop/a-1200x900-aaaaaa',
  B = '/media/shop/b-1200x900-bbbbbb',
  C = 'https://cdn.example/c.jpg';
const item = { IMAGE: A, IMAGES: [B, C] };

describe("arranging an item's photos from the console", () => {
  it.each<[string, number, string, PhotoMove, { IMAGE: string; IMAGES: string[] } | null]>([
    ['the third becomes the main one', 2, C, 'main', { IMAGE: C, IMAGES: [A, B] }],
    ['the second moves up: the main one', 1, B, 'up', { IMAGE: B, IMAGES: [A, C] }],
    ['the first moves down', 0, A, 'down', { IMAGE: B, IMAGES: [A, C] }],
    ['the main one cannot move up', 0, A, 'up', null],
    ['the main one is already main', 0, A, 'main', null],
    ['the last cannot move down', 2, C, 'down', null],
    ['a picture that moved since the page was opened', 1, C, 'up', null],
    ['an index past the end', 3, C, 'up', null],
    ['an index that is not whole', 1.5, B, 'up', null],
  ])('%s', (_, index, expected, move, after) => expect(withPhotoMoved(item, index, expected, move)).toEqual(after));

  it.each<[string, number, string, { IMAGE: string; IMAGES: string[] } | null]>([
    ['the main one: the next becomes main', 0, A, { IMAGE: B, IMAGES: [C] }],
    ['the last', 2, C, { IMAGE: A, IMAGES: [B] }],
    ['one that is no longer there', 1, C, null],
    ['the generated stand-in art is not a photo to remove', 0, '/img/p/x.svg', null],
  ])('removing %s', (_, index, expected, after) => expect(withoutPictureAt(item, index, expected)).toEqual(after));

  it('removing the only photo leaves none', () =>
    expect(withoutPictureAt({ IMAGE: A, IMAGES: [] }, 0, A)).toEqual({ IMAGE: '', IMAGES: [] }));
});
