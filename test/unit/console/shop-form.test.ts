import { describe, expect, it } from 'vitest';
import { hoursFromText, hoursToText, pincodesFromText } from '../../../src/domain/console/shop-form';

describe('opening hours as the owner types them', () => {
  it.each([
    ['Mon 09:00-21:00', [{ day: 'Mon', open: '09:00', close: '21:00' }]],
    [
      'monday 9:30 – 13.00\n\nTue 10:00 to 18:00',
      [
        { day: 'Mon', open: '09:30', close: '13:00' },
        { day: 'Tue', open: '10:00', close: '18:00' },
      ],
    ],
    ['', []],
  ])('%j is read', (text, hours) => {
    expect(hoursFromText(text)).toEqual({ ok: true, value: hours });
  });

  it.each([
    ['Mon 9-21', 1],
    ['Mon 09:00-21:00\nall day', 2],
    ['09:00-21:00', 1],
  ])('%j is refused at line %i', (text, line) => {
    expect(hoursFromText(text)).toEqual({
      ok: false,
      line,
      rsn: `Line ${line} is not a day and two times, such as Mon 09:00-21:00.`,
    });
  });

  it('writes hours back the way it reads them', () => {
    const hours = [
      { day: 'Sat', open: '08:00', close: '22:30' },
      { day: 'Sun', open: '10:00', close: '14:00' },
    ];
    expect(hoursFromText(hoursToText(hours))).toEqual({ ok: true, value: hours });
  });
});

describe('delivery pincodes', () => {
  it.each([
    ['110001, 110002', ['110001', '110002']],
    ['110001 110***;110001', ['110001', '110***']],
    ['  ', null],
  ])('%j', (text, codes) => {
    expect(pincodesFromText(text)).toEqual(codes);
  });
});
