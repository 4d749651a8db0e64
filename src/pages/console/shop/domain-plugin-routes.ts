import type { Hono } from 'hono';
import { shopOf } from '../../../middleware/shop-context';
import type { AppEnv } from '../../../middleware/app-env';
import { claimDomain, dropDomain, isPluginName, setPlugin, verifyDomain } from '../../../app/owner/shop-settings';
import { formFields, ownedShop } from '../guard';
import { saved, shopPage } from './page-routes';
import { PLUGIN_TEXT } from './values';
import { refusalWords } from '../refusal-words';
import { speak } from '../../../render/i18n';

/** Custom domains (claim, verify the proof, remove) and plugins (on or off, and their one setting). */
export function registerDomainAndPluginForms(app: Hono<AppEnv>): void {
  app.post('/:storeId/shop/domains', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const done = await claimDomain(c.env, own.store.id, (form.host ?? '').trim());
    return done.ok
      ? saved(c, own.store.id)
      : shopPage(c, own.store, form, { host: refusalWords(done, c.get('lang')) }, done.status);
  });

  app.post('/:storeId/shop/domains/:host/verify', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const done = await verifyDomain(c.env, own.store.id, c.req.param('host').slice(0, 300));
    if (!done.ok)
      return shopPage(c, own.store, {}, {}, done.status, { kind: 'problem', text: refusalWords(done, c.get('lang')) });
    if (!done.value.verified) {
      const { reason, says } = done.value;
      const lang = c.get('lang');
      return shopPage(c, own.store, {}, {}, 200, {
        kind: 'problem',
        text: says && lang && lang !== 'en' ? speak(lang, says.reason) : (reason ?? ''),
      });
    }
    return saved(c, own.store.id);
  });

  app.post('/:storeId/shop/domains/:host/remove', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    await dropDomain(c.env, own.store.id, c.req.param('host').slice(0, 300));
    return saved(c, own.store.id);
  });

  app.post('/:storeId/shop/plugins/:name', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const name = c.req.param('name');
    if (!isPluginName(name)) return c.redirect(`/admin/${own.store.id}/shop`, 303);
    const form = await formFields(c);
    const body: Record<string, unknown> = { ENABLED: form[`${name}.ENABLED`] === 'on' };
    const text = PLUGIN_TEXT[name];
    if (text) body[text] = (form[`${name}.${text}`] ?? '').trim();
    const done = await setPlugin(c.env, shopOf(c, own.store.id), name, body);
    if (done.ok) return saved(c, own.store.id);
    return shopPage(
      c,
      own.store,
      form,
      { [`${name}.${done.field === 'ENABLED' && text ? text : done.field}`]: refusalWords(done, c.get('lang')) },
      done.status,
    );
  });
}
