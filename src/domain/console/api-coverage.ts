/**
 * Zero curl (#38 item 4): every write call of the owner API (POST, PUT, PATCH, DELETE in its OpenAPI document) is
 * either reachable from a console form, or listed here as API-only with the reason. Keys are `METHOD path`, the
 * path below /admin/api/stores/{storeId}; console paths are below /admin/{storeId}. A worker test
 * (test/worker/console-api-coverage.suite.ts) reads the document and fails on a write call in neither list, on an
 * entry naming no call, and on a console form that is not on its page.
 */

/** Where a call's form is: the console page that shows it and the action it posts to (`{name}`: a path id). */
export interface ConsoleForm {
  page: string;
  action: string;
}

export const CONSOLE_FORMS: Readonly<Record<string, ConsoleForm>> = {
  'PATCH ': { page: '/shop', action: '/shop/details' },
  'PATCH /cart-rules': { page: '/shop', action: '/shop/delivery' },
  'PATCH /payments': { page: '/shop', action: '/shop/payments' },
  'PATCH /gst': { page: '/shop', action: '/shop/gst' },
  'POST /logo': { page: '/shop', action: '/shop/logo' },
  'PUT /plugins/CATALOG_SEARCH': { page: '/shop', action: '/shop/plugins/CATALOG_SEARCH' },
  'PUT /plugins/TAWK': { page: '/shop', action: '/shop/plugins/TAWK' },
  'PUT /plugins/PUSH': { page: '/shop', action: '/shop/plugins/PUSH' },
  'PUT /plugins/CUSTOM_JS_SCRIPT': { page: '/shop', action: '/shop/plugins/CUSTOM_JS_SCRIPT' },
  'POST /domains': { page: '/shop', action: '/shop/domains' },
  'POST /domains/{host}/verify': { page: '/shop', action: '/shop/domains/{host}/verify' },
  'DELETE /domains/{host}': { page: '/shop', action: '/shop/domains/{host}/remove' },
  'POST /keys': { page: '/shop', action: '/shop/keys' },
  'DELETE /keys/{keyId}': { page: '/shop', action: '/shop/keys/{keyId}/revoke' },
  'POST /categories': { page: '/categories', action: '/categories' },
  'PATCH /categories/{catId}': { page: '/categories', action: '/categories/{catId}' },
  'DELETE /categories/{catId}': { page: '/categories/{catId}/delete', action: '/categories/{catId}/delete' },
  'POST /categories/{catId}/photo': { page: '/categories/{catId}/photo', action: '/categories/{catId}/photo' },
  'POST /items': { page: '/catalogue/new', action: '/catalogue/new' },
  'PATCH /items/{itemId}': { page: '/catalogue/{itemId}', action: '/catalogue/{itemId}' },
  'DELETE /items/{itemId}': { page: '/catalogue/{itemId}/delete', action: '/catalogue/{itemId}/delete' },
  'POST /items/{itemId}/restore': { page: '/catalogue/{itemId}/restore', action: '/catalogue/{itemId}/restore' },
  'POST /items/{itemId}/photos': { page: '/catalogue/{itemId}', action: '/catalogue/{itemId}/photos' },
  'DELETE /items/{itemId}/photos/{photoId}': {
    page: '/catalogue/{itemId}',
    action: '/catalogue/{itemId}/photos/remove',
  },
  'POST /coupons': { page: '/offers', action: '/offers/coupons' },
  'PATCH /coupons/{code}': { page: '/offers', action: '/offers/coupons/{code}' },
  'DELETE /coupons/{code}': { page: '/offers', action: '/offers/coupons/{code}/remove' },
  'PUT /hello-bar': { page: '/offers', action: '/offers/hello-bar' },
  'DELETE /hello-bar': { page: '/offers', action: '/offers/hello-bar/remove' },
  'PATCH /customers/{uid}': { page: '/customers', action: '/customers/{uid}/limit' },
  'POST /customers/{uid}/wallet': { page: '/customers', action: '/customers/{uid}/wallet' },
  'POST /customers/{uid}/udhaar': { page: '/customers', action: '/customers/{uid}/udhaar' },
  'POST /orders/{orderId}/status': { page: '', action: '/orders/{orderId}/move' },
  'POST /orders/{orderId}/payment': { page: '', action: '/orders/{orderId}/payment' },
  'PUT /questions/{questionId}': { page: '/questions', action: '/questions/{questionId}/answer' },
  'PUT /suggestions/{suggestionId}': { page: '/requests', action: '/requests/{suggestionId}' },
  'PUT /resellers/{uid}': { page: '/resellers', action: '/resellers/{uid}' },
  'PATCH /ondc': { page: '/ondc', action: '/ondc' },
  'PUT /ondc/items/{itemId}': { page: '/ondc/items/{itemId}', action: '/ondc/items/{itemId}' },
};

const LONG_CONTENT =
  'Long content (blogs, pages, store branches) is written and pasted from a computer or another tool; the console on a phone does not edit it.';
const DEVELOPER =
  "Code and wording keys for whoever builds the shop's look: not a setting an owner changes from the phone.";

export const API_ONLY: Readonly<Record<string, string>> = {
  'POST /import':
    'Bulk import of a whole catalogue (CSV or JSON, up to 2 MB): the owner API and the CLI (`npm run owner -- import`).',
  'PATCH /theme': DEVELOPER,
  'PUT /custom-texts': DEVELOPER,
  'PATCH /pixels': "Advertising and analytics ids, pasted once by whoever runs the shop's ads from their tools.",
  'POST /scripts': DEVELOPER,
  'PATCH /scripts/{scriptId}': DEVELOPER,
  'DELETE /scripts/{scriptId}': DEVELOPER,
  ...Object.fromEntries(
    ['blog-collections/{collectionId}', 'blogs/{blogId}', 'pages/{pageId}', 'branches/{branchId}'].flatMap((p) => {
      const base = `/${p.split('/')[0]}`;
      return [
        [`POST ${base}`, LONG_CONTENT],
        [`PATCH /${p}`, LONG_CONTENT],
        [`DELETE /${p}`, LONG_CONTENT],
      ];
    }),
  ),
};

export type Coverage =
  | { call: string; kind: 'console'; form: ConsoleForm }
  | { call: string; kind: 'api-only'; reason: string }
  | { call: string; kind: 'uncovered' };

/** A write call of the document (`method`, its full path `/stores/{storeId}...`) as this file covers it. */
export function coverageOf(method: string, fullPath: string): Coverage {
  const call = `${method.toUpperCase()} ${fullPath.replace(/^\/stores\/\{storeId\}/, '')}`;
  if (Object.hasOwn(CONSOLE_FORMS, call)) return { call, kind: 'console', form: CONSOLE_FORMS[call] };
  if (Object.hasOwn(API_ONLY, call)) return { call, kind: 'api-only', reason: API_ONLY[call] };
  return { call, kind: 'uncovered' };
}

export const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/** A console path with its `{name}` ids filled in (encoded); null when an id is not given. */
export function fillPath(template: string, ids: Readonly<Record<string, string>>): string | null {
  let missingId = false;
  const out = template.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(ids, name)) {
      missingId = true;
      return '';
    }
    return encodeURIComponent(ids[name]);
  });
  return missingId ? null : out;
}
