import { describe, expect, it } from 'vitest';
import { exchangeQuotes, islandPropsOf, islandPropsText } from '../../src/domain/islands/props-text';

describe('island props text', () => {
  it.each([
    ['plain', { id: 'atta-5kg', name: 'Aashirvaad Atta' }],
    ['double quotes in shop text', { name: 'The "best" ghee' }],
    ['backticks in shop text', { name: 'Chef`s `special`' }],
    ['both, next to escapes', { name: '`"\\"`\\\\', note: 'a\\nb' }],
    ['Hindi, Tamil and the rupee', { name: 'चावल · அரிசி · ₹139' }],
    ['markup', { name: '</script><img src=x onerror=alert(1)>' }],
    [
      'nested lists and numbers',
      {
        packs: [
          ['1kg', '1 kg · ₹139'],
          ['5kg', '5 kg · ₹649'],
        ],
        count: 0,
        out: true,
      },
    ],
    ['empty', {}],
  ])('%s: what the browser reads is what the server sent', (_, props) => {
    expect(islandPropsOf(islandPropsText(props))).toEqual(props);
  });

  it.each([
    ['{"count":0}', '{`count`:0}'],
    ['{"name":"say \\"hi\\""}', '{`name`:`say \\`hi\\``}'],
    ['{"name":"a`b"}', '{`name`:`a"b`}'],
  ])('%s travels as %s', (json, text) => {
    expect(exchangeQuotes(json)).toBe(text);
    expect(exchangeQuotes(text)).toBe(json);
  });

  it('a missing attribute is no props', () => {
    expect(islandPropsOf(undefined)).toEqual({});
    expect(islandPropsOf('')).toEqual({});
  });
});
