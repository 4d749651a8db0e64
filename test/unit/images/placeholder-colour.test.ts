import { describe, expect, it } from 'vitest';
import { placeholderClasses } from '../../../src/domain/images/placeholder-colour';

describe('placeholderClasses', () => {
  it.each([
    ['a green', '#20c040', 'pr2 pgb pb4'],
    ['black', '#000000', 'pr0 pg0 pb0'],
    ['white', '#ffffff', 'prf pgf pbf'],
    ['upper case', '#A0522D', 'pr9 pg5 pb3'],
    ['halfway rounds to the nearer digit', '#080908', 'pr0 pg1 pb0'],
    ['the neutral grey of a photo without colour', '#808080', 'pr8 pg8 pb8'],
  ])('%s: %s is %s', (_name, colour, classes) => expect(placeholderClasses(colour)).toBe(classes));

  it.each([[undefined], [''], ['#fff'], ['red'], ['#12345g'], ['#1234567'], ['url(x)']])(
    'no classes for %s',
    (colour) => expect(placeholderClasses(colour)).toBeNull(),
  );
});
