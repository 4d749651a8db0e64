import { said, type Said } from '../i18n/said';
import type { MessageId } from '../i18n/messages';
import type { OwnerRefusal } from './refusals';
import { ROLE_REFUSAL } from './roles';
import { MAX_PHOTO_STRETCH } from '../images/upload-rules';

/**
 * The owner API's refusals beyond the catalogue and orders (settings, content, keys, plugins, photos, domains,
 * payments, customers, imports, access) as message ids (messages/{en,hi,ta}/owner-settings.ts): each keeps its
 * `code`, `field` and English `rsn` word for word; `say` is what an owner asking for Hindi or Tamil hears.
 */
const refusal = (code: string, rsn: string, say: Said, field?: string): OwnerRefusal =>
  field ? { code, rsn, say, field } : { code, rsn, say };

export const AUTH_HEADER = 'Authorization: Bearer <key>';
export const AUTH_REQUIRED = refusal(
  'AUTH_REQUIRED',
  `Send your owner API key as "${AUTH_HEADER}".`,
  said('problem.owner.authRequired', { header: AUTH_HEADER }),
);
export const AUTH_INVALID = refusal(
  'AUTH_INVALID',
  'That owner API key is not valid.',
  said('problem.owner.authInvalid'),
);
export const NO_SUCH_SHOP = refusal('STORE_NOT_FOUND', 'There is no such shop.', said('problem.owner.noSuchShop'));
export const ROLE_REFUSED = refusal('FORBIDDEN_ROLE', ROLE_REFUSAL, said('problem.owner.roleRefused'));
export const tooLarge = (kb: number) =>
  refusal(
    'BODY_TOO_LARGE',
    `That request is too large (at most ${kb} KB).`,
    said('problem.owner.tooLarge', { size: kb }),
  );
export const NO_SUCH_CALL = refusal(
  'NOT_FOUND',
  'There is no such owner API call. See /admin/api/docs.',
  said('problem.owner.noSuchCall', { docs: '/admin/api/docs' }),
);

/** A content resource's noun (coupons, blogs, pages, branches) and the tables that refer to one, in each language. */
const NOUNS: Record<string, MessageId> = {
  coupon: 'owner.noun.coupon',
  'blog collection': 'owner.noun.blogCollection',
  'blog post': 'owner.noun.blogPost',
  page: 'owner.noun.page',
  branch: 'owner.noun.branch',
  blogs: 'owner.noun.blogs',
};
export const hasNoun = (noun: string): boolean => Object.hasOwn(NOUNS, noun);
const noun = (word: string): Said | string => (hasNoun(word) ? said(NOUNS[word]) : word);

export const noSuchRecord = (word: string, field: string) =>
  refusal('NOT_FOUND', `There is no such ${word}.`, said('problem.owner.noSuchRecord', { noun: noun(word) }), field);
export const recordExists = (word: string, key: string, field: string) =>
  refusal(
    'ALREADY_EXISTS',
    `There is already a ${word} ${key}.`,
    said('problem.owner.recordExists', { noun: noun(word), key }),
    field,
  );
export const unknownReference = (field: string, word: string, key: string) =>
  refusal(
    'UNKNOWN_REFERENCE',
    `${field}: there is no ${word} ${key} in this shop.`,
    said('problem.owner.unknownReference', { field, noun: noun(word), key }),
    field,
  );
export const inUse = (word: string, key: string, dependents: string, field: string) =>
  refusal(
    'IN_USE',
    `The ${word} ${key} still has ${dependents}; move or remove them first.`,
    said('problem.owner.inUse', { noun: noun(word), key, dependents: noun(dependents) }),
    field,
  );

export const tooManyKeys = (max: number) =>
  refusal(
    'TOO_MANY_KEYS',
    `This shop already has ${max} keys. Revoke one you no longer use first.`,
    said('problem.owner.tooManyKeys', { max }),
  );
export const NO_SUCH_KEY = refusal('NOT_FOUND', 'This shop has no such key.', said('problem.owner.noSuchKey'), 'keyId');
export const LAST_OWNER_KEY = refusal(
  'LAST_OWNER_KEY',
  "This is the shop's only owner key: make another owner key before revoking it.",
  said('problem.owner.lastOwnerKey'),
);

export const tooManyScripts = (max: number) =>
  refusal(
    'TOO_MANY_SCRIPTS',
    `A shop can have at most ${max} scripts. Remove one first.`,
    said('problem.owner.tooManyScripts', { max }),
  );
export const scriptExists = (id: string) =>
  refusal('SCRIPT_EXISTS', `There is already a script ${id}.`, said('problem.owner.scriptExists', { id }), 'id');
export const NO_SUCH_SCRIPT = refusal(
  'NOT_FOUND',
  'There is no such script.',
  said('problem.owner.noSuchScript'),
  'scriptId',
);
/** A setting the schema refused, with the schema's own sentence in English. */
export const invalidSetting = (field: string, rsn: string, code = 'BAD_INPUT') =>
  refusal(code, rsn, said('problem.owner.invalid', { field }), field);

export const NO_SUCH_QUESTION = refusal(
  'NOT_FOUND',
  'This shop has no such question.',
  said('problem.owner.noSuchQuestion'),
);
export const NO_SUCH_REQUEST = refusal(
  'NOT_FOUND',
  'This shop has no such request.',
  said('problem.owner.noSuchRequest'),
);
export const NO_SUCH_APPLICATION = refusal(
  'NOT_FOUND',
  'This shop has no application from that shopper.',
  said('problem.owner.noSuchApplication'),
);
export const NO_SUCH_CUSTOMER = refusal(
  'NOT_FOUND',
  'This shop has no such customer (a customer appears once they sign in at the shop).',
  said('problem.owner.noSuchCustomer'),
  'uid',
);
const LEDGERS: Record<string, MessageId> = { wallet: 'owner.ledger.wallet', udhaar: 'owner.ledger.udhaar' };
const ledger = (kind: string): Said | string => (Object.hasOwn(LEDGERS, kind) ? said(LEDGERS[kind]) : kind);
export const ledgerOff = (kind: string) => {
  const patch = `PATCH /cart-rules {"WALLET_CONFIG": {"${kind}": true}}`;
  return refusal(
    'LEDGER_OFF',
    `This shop's ${kind} is off: turn it on with ${patch} first, so the customer can see it.`,
    said('problem.owner.ledgerOff', { kind: ledger(kind), patch }),
    'type',
  );
};
/** A wallet or udhaar entry the ledger refused (its English sentence has the amounts); other languages name the code. */
export const ledgerRefused = (code: string, rsn: string, kind: string) =>
  refusal(code, rsn, said('problem.owner.ledgerRefused', { kind: ledger(kind), code }), 'amount');

export const gstinState = (gstin: string, given: string) =>
  refusal(
    'BAD_INPUT',
    `The GSTIN is registered in state ${gstin}, not ${given}.`,
    said('problem.owner.gstinState', { gstin, given }),
    'stateCode',
  );
export const NOT_STATE_CODE = refusal(
  'BAD_INPUT',
  'That is not a GST state code.',
  said('problem.owner.notStateCode'),
  'stateCode',
);
export const STATE_REQUIRED = refusal(
  'BAD_INPUT',
  "Give the shop's GST state code (or its GSTIN).",
  said('problem.owner.stateRequired'),
  'stateCode',
);

export const domainServesOther = (host: string) =>
  refusal(
    'DOMAIN_TAKEN',
    `${host} already serves another shop.`,
    said('problem.owner.domainServesOther', { host }),
    'host',
  );
export const domainClaimed = (host: string, until: string) =>
  refusal(
    'DOMAIN_TAKEN',
    `Another shop claimed ${host} and has until ${until} to prove it controls it.`,
    said('problem.owner.domainClaimed', { host, until }),
    'host',
  );
export const tooManyDomains = (max: number) =>
  refusal(
    'TOO_MANY_DOMAINS',
    `A shop can have at most ${max} domains.`,
    said('problem.owner.tooManyDomains', { max }),
    'host',
  );
export const NO_SUCH_DOMAIN = refusal(
  'NOT_FOUND',
  'This shop has no such domain.',
  said('problem.owner.noSuchDomain'),
  'host',
);

export const PHOTO_IN_FIELD = refusal(
  'MISSING_PHOTO',
  'Put the photo in the form field "photo".',
  said('problem.owner.photoInField', { field: 'photo' }),
  'photo',
);
export const PHOTO_IN_BODY = refusal(
  'MISSING_PHOTO',
  'Send the photo as the request body (or as the form field "photo").',
  said('problem.owner.photoInBody', { field: 'photo' }),
  'photo',
);
export const BAD_FORM = refusal(
  'BAD_FORM',
  'The form could not be read. Send the photo in the form field "photo".',
  said('problem.owner.badForm', { field: 'photo' }),
  'photo',
);
export const tooManyPhotos = (max: number) =>
  refusal(
    'TOO_MANY_PHOTOS',
    `This item already has ${max} pictures; remove one before adding another.`,
    said('problem.owner.tooManyPhotos', { max }),
    'photo',
  );
export const NO_SUCH_PHOTO = refusal(
  'NOT_FOUND',
  'This item has no such photo.',
  said('problem.owner.noSuchPhoto'),
  'photoId',
);
export const CHOOSE_PHOTO = refusal(
  'MISSING_PHOTO',
  'Choose a photo first.',
  said('problem.owner.choosePhoto'),
  'photo',
);
export const LOGO_NOT_SAVED = refusal(
  'INVALID',
  'The logo could not be saved.',
  said('problem.owner.logoNotSaved'),
  'photo',
);
/** A photo the upload rules refused (domain/images/upload-rules.ts): its English keeps the rule's own advice. */
export function photoRefused(
  r: { code: string; rsn: string; shape?: true },
  limits: { maxMb: number; minSide: number; maxSide: number },
): OwnerRefusal {
  const say =
    r.code === 'TOO_LARGE'
      ? said('problem.owner.photoTooLarge', { size: limits.maxMb })
      : r.shape
        ? said('problem.owner.photoShape', { times: MAX_PHOTO_STRETCH })
        : r.code === 'IMAGE_DIMENSIONS'
          ? said('problem.owner.photoSize', { min: limits.minSide, max: limits.maxSide })
          : said('problem.owner.photoUnreadable');
  return refusal(r.code, r.rsn, say, 'photo');
}

export const importTooLarge = (mb: number) =>
  refusal(
    'BODY_TOO_LARGE',
    `That import is too large (at most ${mb} MB); split it into several calls.`,
    said('problem.owner.importTooLarge', { size: mb }),
  );
export const importInvalid = (count: number, first: { row: number; field: string; rsn: string }) =>
  refusal(
    'IMPORT_INVALID',
    `${count} problem(s) found, so nothing was imported. First (row ${first.row}): ${first.rsn}`,
    said('problem.owner.importInvalid', { count, row: first.row, field: first.field }),
  );
export const BAD_JSON = refusal('BAD_JSON', 'The body must be valid JSON.', said('problem.owner.badJson'), 'body');
export const IMPORT_MEDIA_TYPE = refusal(
  'UNSUPPORTED_MEDIA_TYPE',
  'Send the catalogue as JSON ("Content-Type: application/json") or CSV ("Content-Type: text/csv").',
  said('problem.owner.importMediaType', { json: 'Content-Type: application/json', csv: 'Content-Type: text/csv' }),
);
export const BAD_BODY = refusal('BAD_BODY', 'The body could not be read.', said('problem.owner.badBody'), 'body');
