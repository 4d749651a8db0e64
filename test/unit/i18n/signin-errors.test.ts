import { describe, expect, it } from 'vitest';
import { describeError } from '../../../client/lib/firebase';
import { translatorFor } from '../../../src/render/i18n';

/**
 * Sign-in errors (client/lib/firebase.ts): Firebase's error codes become messages the login island says in the
 * page's language; in Hindi and Tamil no English sentence is left, only Firebase's own code when it is unknown.
 */
const CODES = [
  'auth/invalid-verification-code',
  'auth/code-expired',
  'auth/too-many-requests',
  'auth/invalid-phone-number',
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/invalid-email',
  'auth/network-request-failed',
];

describe.each(CODES)('%s', (code) => {
  it('has its own message, said in English, Hindi and Tamil', () => {
    const said = describeError({ code });
    expect(said.id).not.toBe('login.error.other');
    expect(translatorFor('en').t(said.id, said.values)).toMatch(/^[A-Z]/);
    for (const [lang, script] of [
      ['hi', /[\u0900-\u097F]/],
      ['ta', /[\u0B80-\u0BFF]/],
    ] as const) {
      const text = translatorFor(lang).t(said.id, said.values);
      expect(text).toMatch(script);
      expect(text).not.toMatch(/(^|[^A-Za-z])[a-z]{3,}/);
    }
  });
});

it('an error Firebase names with a code of its own is said in the language with that code', () => {
  const said = describeError({ code: 'auth/quota-exceeded' });
  const text = translatorFor('hi').t(said.id, said.values);
  expect(text).toMatch(/[\u0900-\u097F]/);
  expect(text).toContain('auth/quota-exceeded');
  expect(describeError(new Error('no code')).values).toEqual({ code: 'sign-in' });
});
