// The storefront's own /api calls (the owner and platform APIs are read from their OpenAPI documents).
const CART_CALLS = ['getCartSessionID', 'refreshCartCalculations', 'refreshCartForChanges', 'addProductToCart', 'updateCart', 'clearCart', 'removeCartItem',
  'addCouponToCart', 'removeCouponFromCart', 'mergeCartAfterLogin', 'updateUserDataOnSid', 'addManualItem', 'removeManualItem', 'removeDeactivatedCatalogs'];
const signedIn = { signedIn: true };

export const API_ENDPOINTS = [
  ...CART_CALLS.map((c) => ({ method: 'POST', path: `/api/v2/plugins/cart/${c}` })),
  { method: 'POST', path: '/api/v2/getStoreDetails/v2' }, { method: 'POST', path: '/api/v2/getWebExtraMeta' },
  { method: 'GET', path: '/api/v2/search/suggest' }, { method: 'POST', path: '/api/v2/pingShopForView' },
  { method: 'POST', path: '/api/v2/plugins/sms/pingForSmsView' }, { method: 'POST', path: '/api/v2/stats/view' },
  { method: 'POST', path: '/api/v2/stats/presence' }, { method: 'POST', path: '/api/v2/plugins/push/subscribe' },
  { method: 'GET', path: '/api/v2/plugins/customJS/readScript/{storeId}/{scriptId}' }, { method: 'GET', path: '/api/v1/resizer' },
  { method: 'POST', path: '/api/v2/auth/session' }, { method: 'GET', path: '/api/v2/auth/session', ...signedIn },
  ...[['GET', ''], ['POST', ''], ['PUT', '/{id}'], ['POST', '/{id}/default'], ['DELETE', '/{id}']].map(([method, p]) => ({ method, path: `/api/v2/account/addresses${p}`, ...signedIn })),
  ...[['GET', '/questions'], ['POST', '/questions'], ['POST', '/reviews'], ['GET', '/reviews/{itemId}'], ['GET', '/suggestions'], ['POST', '/suggestions'],
    ['GET', '/suggestions/{id}'], ['GET', '/profile'], ['PUT', '/profile'], ['GET', '/orders'], ['GET', '/wallet'], ['GET', '/wallet/{kind}'], ['GET', '/rewards'],
    ['GET', '/reseller'], ['POST', '/reseller/apply'], ['GET', '/reseller/transactions/{id}'], ['GET', '/wishlist'], ['PUT', '/wishlist/{itemId}'],
    ['DELETE', '/wishlist/{itemId}'], ['GET', '/wishlist/status']].map(([method, p]) => ({ method, path: `/api/v2/account${p}`, ...signedIn })),
  ...[['POST', '/place'], ['POST', '/quote'], ['GET', '/{orderId}'], ['POST', '/{orderId}/cancel']].map(([method, p]) => ({ method, path: `/api/v2/orders${p}`, ...signedIn })),
  { method: 'POST', path: '/api/v2/no/such/call/' }, { method: 'POST', path: '/api/v2/plugins/cart/addProductToCart/' },
];

// What a shop offers agents: its MCP server, llms.txt, feeds and its pages in Markdown (not /api: only 5xx count).
const markdown = { Accept: 'text/markdown' };
export const AGENT_ENDPOINTS = [
  { method: 'POST', path: '/{storeId}/mcp', headers: { Accept: 'application/json, text/event-stream' }, mcp: true },
  { method: 'GET', path: '/{storeId}/llms.txt' }, { method: 'GET', path: '/{storeId}/feeds/google.xml' }, { method: 'GET', path: '/{storeId}/feeds/acp.json' },
  { method: 'GET', path: '/{storeId}/{catId}/{itemId}', headers: markdown }, { method: 'GET', path: '/{storeId}/search/{query}', headers: markdown },
  { method: 'GET', path: '/{storeId}/{catId}', headers: markdown }, { method: 'GET', path: '/{storeId}/content/pages/{pageId}', headers: markdown },
];
