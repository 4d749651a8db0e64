import { describe, expect, it } from 'vitest';
import { csvCell, stripBidiControlsDeep, withoutBidiControls } from '../../src/domain/text-safety';

describe('bidi controls are stripped from shop text', () => {
  it.each([
    ['Kaju\u202Egnp.exe', 'Kajugnp.exe'],
    ['\u2066Atta\u2069 5 kg', 'Atta 5 kg'],
    ['\u202A\u202B\u202C\u202D', ''],
    ['चावल \u200F mark stays', 'चावल \u200F mark stays'],
    ['plain', 'plain'],
  ])('%j -> %j', (input, out) => {
    expect(withoutBidiControls(input)).toBe(out);
  });

  it('reaches every string of a body, at any depth, keys left alone', () => {
    expect(
      stripBidiControlsDeep({
        NAME: 'a\u202Eb',
        I18N: { hi: { ITEM_NAME: ['x\u2067y'] } },
        PRICE: 5,
        ok: true,
        none: null,
      }),
    ).toEqual({ NAME: 'ab', I18N: { hi: { ITEM_NAME: ['xy'] } }, PRICE: 5, ok: true, none: null });
  });
});

describe('stripping a deeply nested body', () => {
  it('never overflows the stack (a 100,000-deep array comes back as it went in)', () => {
    let deep: unknown = 'x\u202E';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => stripBidiControlsDeep(deep)).not.toThrow();
  });
});

describe('CSV cells never start a formula', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['Atta, 5 kg', '"Atta, 5 kg"'],
    ['Basmati', 'Basmati'],
    [-5, '-5'],
    [null, ''],
  ] as const)('%j -> %s', (input, out) => {
    expect(csvCell(input)).toBe(out);
  });
});
