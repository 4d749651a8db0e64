/** Rules for the platform directory's text fields (shop name, phones, report text). Pure. */

/** Digits with an optional leading +, 6 to 20 characters in all. */
export const PHONE_PATTERN = /^(?=.{6,20}$)\+?[0-9]+$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// C0 controls, DEL and C1 controls; line breaks and tabs are allowed only where text may span lines.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Text that is safe to store and show: no lone UTF-16 surrogates (they cannot be encoded as UTF-8, so
 * storage would silently change them) and no control characters.
 */
export function isCleanText(value: string, multiline = false): boolean {
  return !LONE_SURROGATE.test(value) && !(multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
}
