import { said, type Said } from '../i18n/said';

/**
 * Turns a validation issue into the owner API's failure: a sentence to read plus the field it is about, and
 * the same as a message id (`say`) for an owner who asks for Hindi or Tamil.
 */

export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
  input?: unknown;
  expected?: string;
}

export interface Failure {
  rsn: string;
  code: string;
  field: string;
  say: Said;
}

/** Fields that live behind their own endpoint; sending them elsewhere gets a pointer there. */
const MOVED: Record<string, string> = {
  THEME_ID_v2: 'the /theme endpoint',
  DEFAULT_COLOR: 'the /theme endpoint',
  CUSTOM_TEXTS: 'the /custom-texts endpoint',
  HelloBar: 'the /hello-bar endpoint',
  PIXELS: 'the /pixels endpoint',
  CART_RULES: 'the /cart-rules endpoint',
  IS_STORE_REPORTED: 'the platform operators (owners cannot change it)',
  REPORT_TEXT: 'the platform operators (owners cannot change it)',
  VALIDATED_PHONE: 'the platform operators (owners cannot change it)',
};

function fieldOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

export function describeIssue(issue: IssueLike, where = 'body'): Failure {
  if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
    const key = issue.keys[0];
    const field = fieldOf([...issue.path, key]);
    const moved = issue.path.length === 0 && Object.hasOwn(MOVED, key) ? MOVED[key] : undefined;
    const rsn = moved
      ? `${field} cannot be set here; it is changed through ${moved}.`
      : `Unknown field "${field}". Remove it and send only the documented fields.`;
    return {
      rsn,
      code: 'UNKNOWN_FIELD',
      field,
      say: said(moved ? 'problem.owner.movedField' : 'problem.owner.unknownField', { field }),
    };
  }
  const field = fieldOf(issue.path) || where;
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return { rsn: `${field} is required.`, code: 'INVALID', field, say: said('problem.owner.required', { field }) };
  }
  const message = issue.message.replace(/\.$/, '');
  return { rsn: `${field}: ${message}.`, code: 'INVALID', field, say: said('problem.owner.invalid', { field }) };
}
