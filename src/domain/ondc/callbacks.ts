/**
 * The on_{action} answers this node sends back to a buyer app, the pure half. Until the shops' catalogue and
 * orders are mapped (issue #39 steps 2-3, not built), on_search carries an empty catalogue and the order actions
 * answer a DOMAIN-ERROR saying so.
 */
import type { OndcAction, OndcContext } from './protocol';

export interface NodeAddress {
  subscriberId: string;
  subscriberUrl: string;
}

export function callbackContext(request: OndcContext, node: NodeAddress, nowIso: string): Record<string, unknown> {
  return {
    ...request,
    action: `on_${request.action}`,
    bpp_id: node.subscriberId,
    bpp_uri: node.subscriberUrl,
    timestamp: nowIso,
  };
}

/** The not-yet-built answer for an action (see the module comment). */
export function callbackBody(request: OndcContext, node: NodeAddress, nowIso: string): Record<string, unknown> {
  const context = callbackContext(request, node, nowIso);
  const action: OndcAction = request.action;
  if (action === 'search') {
    return { context, message: { catalog: { 'bpp/descriptor': { name: node.subscriberId }, 'bpp/providers': [] } } };
  }
  return {
    context,
    error: { type: 'DOMAIN-ERROR', code: '40000', message: `This seller node does not answer ${action} yet.` },
  };
}
