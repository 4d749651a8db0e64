import type { Context } from 'hono';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { ShopEnv } from '../../middleware/app-env';
import { agentBag, agentCategory, agentItem, agentItemSummary, agentOrder } from '../../domain/agents/agent-views';
import { normaliseIndianMobile } from '../../domain/account/phone';
import { isOrderId } from '../../domain/orders/order-id';
import { newClaimToken } from '../../domain/cart/session';
import type { CartView } from '../../domain/cart/cart-view';
import { loadItem } from '../../data/shop/cart-items';
import { createBagClaim, BAG_CLAIM_TTL_SECONDS } from '../../data/cache/bag-claims';
import { orderDetail } from '../../data/shop/orders';
import { shopOf } from '../../middleware/shop-context';
import { runCartCall } from '../../app/cart/run';
import { cartContext } from '../../app/cart/context';
import { addressKey } from '../../middleware/rate-limit';
import { absoluteUrls } from '../components/seo-head';

/**
 * The tools of a shop's MCP server. Reads go to the shop's database; bag tools run the same cart calls as the
 * JSON API and the bag page (runCartCall), so a bag an agent makes is an ordinary bag of the shop, named by its
 * `bag_id`. No tool places an order: start_checkout hands the bag to the shopper, who signs in and confirms.
 */

type ToolReply = {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

const ok = (data: Record<string, unknown>): ToolReply => ({
  content: [{ type: 'text', text: JSON.stringify(data) }],
  structuredContent: data,
});
const refused = (rsn: string): ToolReply => ({ content: [{ type: 'text', text: rsn }], isError: true });

const id = (what: string) => z.string().min(1).max(200).describe(what);
const bagId = z.string().min(1).max(100).describe('The bag_id an earlier bag tool answered.');
const quantity = z.number().int().min(1).max(999);

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

export function registerShopTools(server: McpServer, c: Context<ShopEnv>): void {
  const tenant = c.get('tenant');
  const storeId = tenant.storeId;
  const { url, image } = absoluteUrls(c, tenant);
  const enabledCategory = (catId: string) => tenant.categories.find((x) => x.CAT_ID === catId);

  /** One cart call on the bag named `bag` (a new bag when undefined): the bag, or the refusal's sentence. */
  async function bagCall(
    bag: string | undefined,
    call: string,
    body: Record<string, unknown>,
  ): Promise<{ view: CartView } | { rsn: string }> {
    const ctx = cartContext(c, tenant, bag);
    const result = await runCartCall(ctx, call, body, { address: addressKey(c) });
    const reply = result.body as { status: number; rsn?: string; cart?: CartView };
    return reply.status === 1 && reply.cart
      ? { view: reply.cart }
      : { rsn: reply.rsn ?? 'The bag could not be changed.' };
  }
  const bagReply = (out: { view: CartView } | { rsn: string }, extra: Record<string, unknown> = {}) =>
    'view' in out ? ok({ ...extra, bag: agentBag(out.view) }) : refused(out.rsn);

  server.registerTool(
    'search_items',
    {
      title: 'Search the shop',
      description: `Searches ${tenant.store.STORE_NAME}'s catalogue by words (any script; prefixes match). Answers up to 24 items a page with prices in rupees.`,
      inputSchema: {
        query: z.string().min(1).max(100),
        category_id: id('Only this category (optional).').optional(),
        page: z.number().int().min(1).max(50).optional(),
      },
      annotations: READ_ONLY,
    },
    async ({ query, category_id, page }) => {
      if (category_id && !enabledCategory(category_id)) return refused('This shop has no such category.');
      const { items, hasMore } = await shopOf(c, storeId).call('searchItems', query, {
        page: page ?? 1,
        catId: category_id,
      });
      return ok({ items: items.map((i) => agentItemSummary(storeId, i, url)), has_more: hasMore });
    },
  );

  server.registerTool(
    'get_item',
    {
      title: 'Item details',
      description: 'One item: description, price and MRP, stock, sizes, colours and priced options, link and image.',
      inputSchema: {
        item_id: id('The item id from search_items.'),
        category_id: id('Its category id (optional).').optional(),
      },
      annotations: READ_ONLY,
    },
    async ({ item_id, category_id }) => {
      const item = await loadItem(shopOf(c, storeId), item_id);
      if (!item || item.IS_DISABLED || !enabledCategory(item.CAT_ID) || (category_id && category_id !== item.CAT_ID))
        return refused('This shop has no such item.');
      return ok({ item: agentItem(storeId, item, url, image) });
    },
  );

  server.registerTool(
    'list_categories',
    {
      title: 'Categories',
      description: "The shop's categories with links.",
      annotations: READ_ONLY,
    },
    async () => ok({ categories: tenant.categories.map((x) => agentCategory(storeId, x, url)) }),
  );

  server.registerTool(
    'get_bag',
    {
      title: 'Read a bag',
      description:
        "The bag's lines, totals (subtotal, discount, delivery, GST, total) and whether it can be checked out.",
      inputSchema: { bag_id: bagId },
      annotations: READ_ONLY,
    },
    async ({ bag_id }) => bagReply(await bagCall(bag_id, 'getCartSessionID', {})),
  );

  server.registerTool(
    'add_to_bag',
    {
      title: 'Add to bag',
      description:
        'Adds an item to a bag. Without bag_id a new bag is made: keep the bag_id it answers for the other bag tools. Items with sizes, colours or priced options need them chosen (see get_item).',
      inputSchema: {
        bag_id: bagId.optional(),
        item_id: id('The item id.'),
        quantity: quantity.optional(),
        size: z.string().max(40).optional(),
        color: z.string().max(60).optional(),
        option: z.string().max(40).describe('An option key from get_item.').optional(),
      },
    },
    async ({ bag_id, item_id, quantity: qty, size, color, option }) =>
      bagReply(
        await bagCall(bag_id, 'addProductToCart', {
          item: {
            ID: item_id,
            selectedQuantity: qty ?? 1,
            selectedSize: size ?? null,
            selectedColor: color ?? null,
            variantKey: option ?? null,
          },
        }),
      ),
  );

  server.registerTool(
    'remove_from_bag',
    {
      title: 'Remove from bag',
      description: 'Removes one line (line_id from the bag) or every line of an item (item_id) from a bag.',
      inputSchema: {
        bag_id: bagId,
        line_id: z.string().min(1).max(200).optional(),
        item_id: id('Remove every line of this item.').optional(),
      },
      annotations: { destructiveHint: false, idempotentHint: true },
    },
    async ({ bag_id, line_id, item_id }) => {
      if (!line_id && !item_id) return refused('Please name the line_id or the item_id to remove.');
      const current = await bagCall(bag_id, 'getCartSessionID', {});
      if (!('view' in current)) return refused(current.rsn);
      const lines = current.view.items.filter((l) => l.product_id_in_cart === line_id || l.product_id === item_id);
      if (lines.length === 0) return refused('That item is not in this bag.');
      let out: { view: CartView } | { rsn: string } = current;
      for (const line of lines)
        out = await bagCall(bag_id, 'removeCartItem', { product_id_in_cart: line.product_id_in_cart });
      return bagReply(out);
    },
  );

  server.registerTool(
    'start_checkout',
    {
      title: 'Hand the bag to the shopper',
      description: `Answers a link for the shopper to open on their phone within ${BAG_CLAIM_TTL_SECONDS / 60} minutes: it opens this bag in the shop, where they sign in with their phone number and place the order themselves. Agents never place orders.`,
      inputSchema: { bag_id: bagId },
    },
    async ({ bag_id }) => {
      const current = await bagCall(bag_id, 'getCartSessionID', {});
      if (!('view' in current)) return refused(current.rsn);
      if (current.view.items.length === 0 && current.view.manual_items.length === 0)
        return refused('The bag is empty: add items first.');
      const token = newClaimToken();
      await createBagClaim(c.env.KV, storeId, current.view.session_id, token);
      return ok({
        checkout_url: url(`/${storeId}/bag/claim/${token}`),
        expires_in_minutes: BAG_CLAIM_TTL_SECONDS / 60,
        next_step:
          'Give this link to the shopper. They review the bag, sign in with their phone number and confirm the order.',
        bag: agentBag(current.view),
      });
    },
  );

  server.registerTool(
    'track_order',
    {
      title: 'Track an order',
      description:
        "An order's status, items and history, for its order number and the phone number it was placed with. Never shows the address.",
      inputSchema: {
        order_id: z.string().min(1).max(40).describe('The order number, like 261123-K7Q2MX.'),
        phone: z.string().min(1).max(20).describe('The 10-digit mobile number of the order.'),
      },
      annotations: READ_ONLY,
    },
    async ({ order_id, phone }) => {
      const notFound = refused('There is no order with that number for that phone number.');
      const mobile = normaliseIndianMobile(phone);
      const wanted = order_id.trim().toUpperCase();
      if (!mobile || !isOrderId(wanted)) return notFound;
      const detail = await orderDetail(shopOf(c, storeId), wanted);
      if (!detail || normaliseIndianMobile(detail.order.address.PHONE) !== mobile) return notFound;
      return ok({
        order: agentOrder(detail.order, detail.items, detail.events),
        url: url(`/${storeId}/track/${detail.order.id}`),
      });
    },
  );
}
