import { RESOURCES } from '../../app/owner/content-specs';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import { pageRecords, recordSortKeys } from '../../data/shop/owner-content';
import { decodeCursor } from '../../domain/paging';
import { shopOf } from '../../middleware/shop-context';
import { helloBarBody } from '../../app/owner/schemas/store';
import { changeCoupon, createCoupon, editShop, removeCoupon, type Refused } from '../../app/owner/use-cases';
import { couponBodyFromForm } from '../../domain/console/coupon-form';
import type { FieldErrors, FormValues } from '../../domain/console/item-form';
import { translatorFor } from '../../render/i18n';
import { renderPage } from '../page-shell';
import { consoleFrame } from '../../middleware/page-frame';
import { formAll, formFields, ownedShop } from './guard';
import { formErrorWords, refusalWords } from './refusal-words';
import type { Lang } from '../../domain/i18n/languages';
import type { Flash } from './frame';
import { BarValues, OffersPage } from './offers';

const couponSpec = RESOURCES.find((r) => r.path === 'coupons')!.spec;

const COUPONS_PAGE = 50;

const fieldError = (r: Refused, lang?: Lang): FieldErrors => ({
  [String(r.path[0] ?? r.field)]: refusalWords(r, lang),
});

async function offers(
  c: Context<AppEnv>,
  store: Store,
  opts: { values?: FormValues; errors?: FieldErrors; bar?: BarValues; barErrors?: FieldErrors; status?: number } = {},
) {
  // coupons page by their order's key (position, code); a cursor that is not valid shows the first page
  const cursor =
    decodeCursor(
      c.req.method === 'GET' ? (c.req.query('cursor') ?? '') : '',
      recordSortKeys(couponSpec).map(() => 'scalar'),
    ) ?? undefined;
  const page = await pageRecords(shopOf(c, store.id), couponSpec, { limit: COUPONS_PAGE, cursor });
  const coupons = page.records;
  const t = translatorFor(c.get('lang') ?? 'en').t;
  const failed = Object.keys({ ...opts.errors, ...opts.barErrors }).length > 0;
  const flash: Flash | null = failed
    ? { kind: 'problem', text: t('console.fixBelow') }
    : c.req.query('saved')
      ? { kind: 'ok', text: t('console.saved') }
      : null;
  const bar =
    opts.bar ??
    (store.HelloBar
      ? {
          text: store.HelloBar.text,
          link: store.HelloBar.link ?? '',
          colour: store.HelloBar.colour ?? 'shop',
          screens: store.HelloBar.targetScreens,
        }
      : { screens: ['Home'] });
  return renderPage(
    consoleFrame(c),
    <OffersPage
      store={store}
      coupons={coupons}
      paged={cursor !== undefined}
      nextCursor={page.next_cursor}
      values={opts.values ?? {}}
      errors={opts.errors ?? {}}
      barValues={bar}
      barErrors={opts.barErrors ?? {}}
      flash={flash}
    />,
    { status: opts.status ?? 200 },
  );
}

export function registerOffers(app: Hono<AppEnv>): void {
  app.get('/:storeId/offers', async (c) => {
    const own = await ownedShop(c);
    return own.ok ? offers(c, own.store) : own.reply;
  });

  app.post('/:storeId/offers/coupons', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const { body, ...problems } = couponBodyFromForm(form);
    if (Object.keys(problems.errors).length)
      return offers(c, own.store, { values: form, errors: formErrorWords(problems, c.get('lang')), status: 400 });
    const done = await createCoupon(c.env, shopOf(c, own.store.id), body);
    if (!done.ok)
      return offers(c, own.store, { values: form, errors: fieldError(done, c.get('lang')), status: done.status });
    return c.redirect(`/admin/${own.store.id}/offers?saved=1`, 303);
  });

  app.post('/:storeId/offers/coupons/:code', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const active = (await formFields(c)).isActive === 'yes';
    await changeCoupon(c.env, shopOf(c, own.store.id), c.req.param('code').slice(0, 64), { isActive: active });
    return c.redirect(`/admin/${own.store.id}/offers?saved=1`, 303);
  });

  app.post('/:storeId/offers/coupons/:code/remove', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    await removeCoupon(c.env, shopOf(c, own.store.id), c.req.param('code').slice(0, 64));
    return c.redirect(`/admin/${own.store.id}/offers?saved=1`, 303);
  });

  app.post('/:storeId/offers/hello-bar', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const screens = await formAll(c, 'targetScreens');
    const body = {
      text: (form.text ?? '').trim(),
      ...(form.link?.trim() ? { link: form.link.trim() } : {}),
      targetScreens: screens,
      ...(form.colour && form.colour !== 'shop' ? { colour: form.colour } : {}),
    };
    const done = await editShop(c.env, shopOf(c, own.store.id), 'hello bar', helloBarBody, body, (bar) => ({
      set: { HelloBar: bar },
    }));
    if (!done.ok)
      return offers(c, own.store, {
        bar: { text: form.text, link: form.link, colour: form.colour, screens },
        barErrors: fieldError(done, c.get('lang')),
        status: done.status,
      });
    return c.redirect(`/admin/${own.store.id}/offers?saved=1`, 303);
  });

  app.post('/:storeId/offers/hello-bar/remove', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    await editShop(c.env, shopOf(c, own.store.id), 'hello bar removed', null, null, () => ({
      set: { HelloBar: null },
    }));
    return c.redirect(`/admin/${own.store.id}/offers?saved=1`, 303);
  });
}
