import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/domain/i18n/languages';
import { CATALOGUES } from '../../../src/domain/i18n/messages';
import { compiledText } from '../../../src/render/i18n';

describe('compiledText: plain messages skip the parser and compile as Lingui compiles them', () => {
  it.each(LANGUAGES)('every message of the %s catalogue', (lang) => {
    const messages = Object.values(CATALOGUES[lang]) as string[];
    expect(messages.length).toBeGreaterThan(1000);
    for (const text of messages) expect(compiledText(text), text).toEqual(compileMessage(text));
  });

  it.each([
    'Plain words',
    '',
    "don't",
    "it''s",
    "'{'literal braces'}'",
    'a # outside a plural',
    '{name} placed',
    '{count, plural, one {# item} other {# items}}',
    'x \\u0041',
  ])('%j', (text) => {
    expect(compiledText(text)).toEqual(compileMessage(text));
  });
});
