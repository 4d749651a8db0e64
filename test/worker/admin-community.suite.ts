import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { askQuestion } from '../../src/data/shop/account-questions';
import { createSuggestion, findSuggestion } from '../../src/data/shop/account-suggestions';
import { applyForReseller, findReseller } from '../../src/data/shop/account-reseller';
import { openShop } from '../../src/data/shop/shop-db';
import { call, expectFailure, expectOk, keyFor, owner, page } from './admin-helpers';

/** dilli-kirana's own database, where its shoppers' questions, requests and applications live. */
const shop = openShop(env, 'dilli-kirana');

describe('owner answers what shoppers asked', () => {
  it('answers a question and the item page shows it at once', async () => {
    const asked = await askQuestion(shop, {
      uid: 'shopper-q1',
      author: 'Asha',
      itemId: 'besan',
      question: 'Is this besan fine for pakoras?',
      now: Date.now(),
    });
    if (asked === 'LIMIT') throw new Error('question limit');
    const open = await expectOk(await owner('GET', 'dilli-kirana', '/questions?unanswered=true'));
    expect(open.questions.map((q: { id: string }) => q.id)).toContain(asked.id);
    await expectOk(
      await owner('PUT', 'dilli-kirana', `/questions/${asked.id}`, {
        answer: 'Yes, it is coarse and fresh: perfect for pakoras.',
      }),
    );
    expect(await (await page('/dilli-kirana/atta-flours/besan')).text()).toContain('perfect for pakoras');
  });

  it('replies to a product request with a status the shopper follows', async () => {
    const s = await createSuggestion(shop, {
      uid: 'shopper-s1',
      productName: 'Amul Gold 1 L',
      details: 'Daily',
      now: Date.now(),
    });
    if (s === 'LIMIT') throw new Error('limit');
    await expectOk(
      await owner('PUT', 'dilli-kirana', `/suggestions/${s.id}`, {
        status: 'AVAILABLE',
        reply: 'In stock from Monday.',
      }),
    );
    expect(await findSuggestion(shop, 'shopper-s1', s.id)).toMatchObject({ status: 'AVAILABLE' });
  });

  it('approves a reseller application', async () => {
    await applyForReseller(
      shop,
      'shopper-r1',
      { NAME: 'Ravi Kumar', PHONE: '9811122233', CITY: 'Delhi', BUSINESS_NAME: '', ABOUT: '' },
      Date.now(),
    );
    const list = await expectOk(await owner('GET', 'dilli-kirana', '/resellers'));
    expect(
      list.resellers.some((r: { uid: string; status: string }) => r.uid === 'shopper-r1' && r.status === 'PENDING'),
    ).toBe(true);
    await expectOk(
      await owner('PUT', 'dilli-kirana', '/resellers/shopper-r1', { status: 'APPROVED', note: 'Welcome!' }),
    );
    expect(await findReseller(shop, 'shopper-r1')).toMatchObject({ status: 'APPROVED' });
  });

  it.each([
    ['/questions/q-none', { answer: 'x' }, 404],
    ['/suggestions/none', { status: 'AVAILABLE' }, 404],
    ['/resellers/nobody', { status: 'APPROVED' }, 404],
    ['/suggestions/none', { status: 'MAYBE' }, 400],
    ['/resellers/nobody', { status: 'APPROVED', extra: 1 }, 400],
  ])('refuses %s with %j (HTTP %i)', async (path, body, http) => {
    await expectFailure(await owner('PUT', 'dilli-kirana', path, body), http);
  });

  it("another shop's key cannot answer here", async () => {
    await expectFailure(
      await call('GET', '/stores/dilli-kirana/questions', { key: await keyFor('noir-threads') }),
      404,
    );
  });
});
