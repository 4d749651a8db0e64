import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/worker';
import { owner } from './admin-helpers';
import { Buyer, createOrderShop } from './orders-helpers';

/**
 * The invoice PDF Worker (workers/invoice-pdf, #40 item 1) as the storefront reaches it, through the service binding
 * INVOICE_PDF: it draws what the storefront sends and refuses anything else with a JSON sentence, never a 5xx; and
 * when it fails, the storefront's invoice link answers 503 with a sentence instead of breaking.
 */
const line = {
  name: 'Basmati Rice',
  hsn: '1006',
  qty: 2,
  ratePercent: 5,
  taxablePaise: 47619,
  cgstPaise: 1190,
  sgstPaise: 1191,
  igstPaise: 0,
  totalPaise: 50000,
};
const doc = {
  title: 'Tax Invoice',
  number: 'INV/2026-27/9',
  issuedAt: '29 Nov 2026',
  orderId: '261129-ABCDEF',
  seller: {
    name: 'Order Lab Traders',
    address: '1 Main Road',
    gstin: '07AAJPA4821K1ZU',
    state: 'Delhi',
    stateCode: '07',
  },
  buyer: { name: 'Meera Sharma', address: ['2 Park Street', 'Delhi 110001'], state: 'Delhi', stateCode: '07' },
  placeOfSupply: 'Delhi (07)',
  lines: [line],
  totals: { taxablePaise: 47619, cgstPaise: 1190, sgstPaise: 1191, igstPaise: 0, totalPaise: 50000 },
  intraState: true,
  showTax: true,
};

const post = (body: BodyInit, method = 'POST') =>
  env.INVOICE_PDF.fetch('https://invoice-pdf/', {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: method === 'GET' ? undefined : body,
  });

describe('the invoice PDF Worker', () => {
  it('draws the document it is sent, lone surrogates in a name included', async () => {
    for (const sent of [doc, { ...doc, buyer: { ...doc.buyer, name: 'Meera \ud800 Sharma' } }]) {
      const res = await post(JSON.stringify(sent));
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
    }
  });

  it('refuses wrong methods, wrong types, huge and nested bodies with a JSON sentence, never a 5xx', async () => {
    const nested = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const asks: [BodyInit, string?][] = [
      ['', 'GET'],
      ['not json'],
      [nested],
      ['null'],
      ['"Tax Invoice"'],
      [JSON.stringify({ ...doc, title: 'Receipt' })],
      [JSON.stringify({ ...doc, lines: 'rice' })],
      [JSON.stringify({ ...doc, lines: [{ ...line, qty: '2' }] })],
      [JSON.stringify({ ...doc, lines: Array(600).fill(line) })],
      [JSON.stringify({ ...doc, seller: { name: 'x'.repeat(1_000_000) } })],
      [JSON.stringify({ ...doc, number: { $gt: '' } })],
    ];
    for (const [body, method] of asks) {
      const res = await post(body, method);
      const reply = (await res.json()) as { status: number; rsn: string };
      expect([400, 405], String(body).slice(0, 60)).toContain(res.status);
      expect(reply.status).toBe(0);
      expect(reply.rsn).toMatch(/^[A-Z].+\.$/);
    }
  });
});

describe('the storefront when the PDF Worker fails', () => {
  let shop: string;
  let order: { id: string; cookie: string };

  beforeAll(async () => {
    shop = await createOrderShop({ GST: true });
    expect(
      (await owner('PATCH', shop, '/gst', { gstin: '07AAJPA4821K1ZU', legalName: 'Order Lab Traders' })).status,
    ).toBe(200);
    const b = await Buyer.signIn(shop);
    await b.add('rice');
    const r = await b.place({ address_id: await b.addAddress(), payment_method: 'COD' });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    order = { id: r.body.order_id as string, cookie: b.cookie };
  }, 60_000);

  const invoiceWith = async (pdfWorker: Pick<Fetcher, 'fetch'>) => {
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`http://localhost/${shop}/track/${order.id}/invoice.pdf`, { headers: { Cookie: order.cookie } }),
      { ...env, INVOICE_PDF: pdfWorker },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  };

  it('answers 503 with a sentence when the PDF Worker errs or cannot be reached, then the PDF once it is back', async () => {
    const erring = { fetch: async () => Response.json({ status: 0, rsn: 'Broken.' }, { status: 500 }) };
    const unreachable = {
      fetch: async () => {
        throw new Error('Network connection lost.');
      },
    };
    for (const down of [erring, unreachable]) {
      const res = await invoiceWith(down as unknown as Pick<Fetcher, 'fetch'>);
      expect(res.status).toBe(503);
      expect(await res.text()).toBe('The invoice could not be made just now. Please try again in a minute.');
    }
    const res = await invoiceWith(env.INVOICE_PDF);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    // the failed tries took the order's number once; the document it finally gets carries it
    expect(res.headers.get('Content-Disposition')).toMatch(/^inline; filename="INV_[\d-]+_0*1\.pdf"$/);
  });
});
