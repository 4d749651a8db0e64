import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FABRICS } from '../../../src/domain/ondc/fashion-values';

// The transcripts `npm run ondc:flows` recorded against `npm start` (test/ondc/flows, the validator's request bodies;
// on_search cut to 3 items a provider). CI checks their shape without ONDC's validator: each callback answers its
// request, the order states follow the flow, and every quote adds up.

const DIR = join(__dirname, '..', '..', 'ondc', 'flows');
type Msg = { context: Record<string, string>; message: Record<string, any>; error?: { code: string } };
type Transcript = {
  domain: string;
  version: string;
  bap_id: string;
  bpp_id: string;
  flow: string;
  payload: Record<string, Msg>;
};
const transcripts: [string, Transcript][] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Transcript]);

const paise = (value: string) => Math.round(Number(value) * 100);

describe.each(transcripts)('%s', (_file, t) => {
  const p = t.payload;

  it('is the validator body for its domain and flow, one transaction from select on', () => {
    expect(t.version).toBe('1.2.5');
    expect(['ONDC:RET10', 'ONDC:RET12']).toContain(t.domain);
    const ids = new Set(
      Object.entries(p)
        .filter(([k]) => !k.includes('search'))
        .map(([, m]) => m.context.transaction_id),
    );
    expect(ids.size).toBeLessThanOrEqual(1);
    for (const m of Object.values(p)) expect(m.context.domain).toBe(t.domain);
  });

  it('answers each request with its callback: same message id, this node as bpp', () => {
    for (const [key, request] of Object.entries(p)) {
      const answer = p[`on_${key}`];
      if (!answer || key.startsWith('on_')) continue;
      expect(answer.context.action).toBe(`on_${request.context.action}`);
      expect(answer.context.message_id).toBe(request.context.message_id);
      expect(answer.context.bpp_id).toBe(t.bpp_id);
    }
  });

  it('quotes add up: the breakup sums to the price in every quote', () => {
    for (const m of Object.values(p)) {
      const quote = m.message?.order?.quote;
      if (!quote) continue;
      const sum = (quote.breakup as { price: { value: string } }[]).reduce((s, b) => s + paise(b.price.value), 0);
      expect(sum).toBe(paise(quote.price.value));
    }
  });

  it("sends a fashion item's attributes as the network takes them: size chart, listed fabric, lower-case colour name", () => {
    if (t.domain !== 'ONDC:RET12') return;
    type Tagged = { tags: { code: string; list: { code: string; value: string }[] }[] };
    const providers = p.on_search_full_catalog_refresh.message.catalog['bpp/providers'] as { items: Tagged[] }[];
    const items = providers.flatMap((provider) => provider.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const attributes = Object.fromEntries(
        item.tags.find((tag) => tag.code === 'attribute')!.list.map((a) => [a.code, a.value]),
      );
      expect(attributes.size_chart).toMatch(/^https:\/\//);
      expect(FABRICS).toContain(attributes.fabric);
      expect(attributes.colour_name).toMatch(/^[a-z ]+$/);
    }
  });

  it('moves the order through the states its flow names', () => {
    if (t.flow === '1') {
      expect(p.on_search_full_catalog_refresh.message.catalog['bpp/providers'].length).toBeGreaterThan(0);
      // the incremental search covers every city and answers only the item the owner changed in its window: its
      // network items (one a pack, size or colour), all of one variant group
      expect(p.search_inc_refresh.context.city).toBe('*');
      const changed = p.on_search_inc_refresh.message.catalog['bpp/providers'];
      expect(changed).toHaveLength(1);
      const items = changed[0].items as { id: string; parent_item_id?: string }[];
      expect(items.length).toBeGreaterThan(0);
      expect(new Set(items.map((i) => i.parent_item_id ?? i.id)).size).toBe(1);
      expect(p.on_search_inc_refresh.message.catalog['bpp/descriptor']).toBeUndefined();
      // the store did not change: no location, whose label would repeat the full catalogue's
      expect(changed[0].locations).toBeUndefined();
      return;
    }
    // what on_select and on_init quoted is what the order costs: GST included, placed as quoted
    const quoted = paise(p.on_init.message.order.quote.price.value);
    expect(paise(p.on_select.message.order.quote.price.value)).toBe(quoted);
    expect(paise(p.on_confirm.message.order.quote.price.value)).toBe(quoted);
    const confirmed = p.on_confirm.message.order;
    expect(p.on_confirm.error).toBeUndefined();
    expect(confirmed.state).toBe('Created');
    expect(confirmed.id).toBe(p.confirm.message.order.id);
    expect(confirmed.payment).toMatchObject(
      t.flow === '012'
        ? { type: 'ON-FULFILLMENT', collected_by: 'BPP' }
        : { type: 'ON-ORDER', collected_by: 'BAP', status: 'PAID' },
    );
    if (t.flow === '3') expect(p.on_select_out_of_stock.error).toMatchObject({ code: '40002' });
    if (t.flow === '4') {
      expect(p.on_cancel.message.order).toMatchObject({
        state: 'Cancelled',
        cancellation: { cancelled_by: t.bap_id, reason: { id: p.cancel.message.cancellation_reason_id } },
      });
      return;
    }
    const states = ['on_status_pending', 'on_status_packed', 'on_status_picked', 'on_status_delivered'].map((k) => [
      p[k].message.order.state,
      p[k].message.order.fulfillments[0].state.descriptor.code,
    ]);
    // the shop's own rider (routing P2P, hyperlocal): picked up at the counter, then delivered
    expect(states).toEqual([
      ['Accepted', 'Pending'],
      ['In-progress', 'Packed'],
      ['In-progress', 'Order-picked-up'],
      ['Completed', 'Order-delivered'],
    ]);
    const delivered = p.on_status_delivered.message.order.fulfillments[0];
    expect(Date.parse(delivered.end.time.timestamp)).toBeGreaterThan(Date.parse(delivered.start.time.timestamp));
    expect(p.on_track.message.tracking.url).toMatch(/^https?:\/\//);
  });
});
