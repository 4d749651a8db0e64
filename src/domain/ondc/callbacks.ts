/**
 * The on_{action} answers this node sends back to a buyer app, the pure half: the context, and the message the node
 * built (src/ondc/answers.ts, src/platform/ondc-orders.ts). An action nothing built an answer for gets a DOMAIN-ERROR
 * saying so (every action has one now; the fallback keeps a new action from going unanswered).
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

/** What the node built for an action: the callback's message, and an error beside it (out of stock, ...). */
export interface BuiltAnswer {
  message: Record<string, unknown>;
  error?: { type: string; code: string; message: string } | null;
  /** nothing to send back now (a push subscription: its on_search calls come later) */
  noCallback?: boolean;
}

/** The answer to an action: what the node built, else (see the module comment) the placeholder. */
export function callbackBody(
  request: OndcContext,
  node: NodeAddress,
  nowIso: string,
  built?: BuiltAnswer | null,
): Record<string, unknown> {
  const context = callbackContext(request, node, nowIso);
  const action: OndcAction = request.action;
  if (built) return { context, message: built.message, ...(built.error ? { error: built.error } : {}) };
  if (action === 'search') {
    return { context, message: { catalog: { 'bpp/descriptor': { name: node.subscriberId }, 'bpp/providers': [] } } };
  }
  return {
    context,
    error: { type: 'DOMAIN-ERROR', code: '40000', message: `This seller node does not answer ${action} yet.` },
  };
}
