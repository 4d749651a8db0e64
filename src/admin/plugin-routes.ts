import { z } from '@hono/zod-openapi';
import { NO_SUCH_SCRIPT, scriptExists, tooManyScripts } from '../domain/owner/setting-refusals';
import { refuseOwner } from './owner-language';
import { base64Url } from '../domain/owner/keys';
import {
  countScripts,
  deleteScript,
  insertScript,
  listScripts,
  readPlugins,
  readScript,
  updateScript,
  type PluginName,
} from '../data/shop/owner-plugins';
import { setPlugin } from '../app/owner/shop-settings';
import { changed, ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { idParam, okSchema, removedReply } from '../app/owner/schemas/common';
import {
  catalogSearchBody,
  customJsBody,
  pluginsOut,
  pushBody,
  scriptCreate,
  scriptOut,
  scriptPatch,
  scriptSummaryOut,
  tawkBody,
} from '../app/owner/schemas/plugins';
import { shopOf } from '../middleware/shop-context';
import { nextCursor } from './paging-query';

const MAX_SCRIPTS_PER_SHOP = 20;
const pluginsReply = okSchema('PluginsReply', { plugins: pluginsOut });
const scriptReply = okSchema('CustomScriptReply', { script: scriptOut });
const scriptParam = { scriptId: idParam('scriptId', 'diwali-banner') };

const PLUGIN_BODIES: [PluginName, z.ZodType<{ ENABLED: boolean }>, string][] = [
  [
    'TAWK',
    tawkBody,
    'Tawk live chat. Used by the storefront only when enabled and TAWK_ID is longer than 5 characters; otherwise WhatsApp support (ENABLE_WA_SUPPORT) is offered.',
  ],
  [
    'CUSTOM_JS_SCRIPT',
    customJsBody,
    'Custom scripts: when enabled, each script whose STATUS is true loads in the head (POS Header) or body, never on login and account pages.',
  ],
  ['CATALOG_SEARCH', catalogSearchBody, 'The catalogue search box; LABEL is its button text.'],
  [
    'PUSH',
    pushBody,
    "Push messages: shoppers can turn on offer alerts; a message (FCM `notification` {title, body}) shows as a banner on an open page, or as a notification. VAPID_KEY is the public key of the shop's messaging project.",
  ],
];

export function registerPluginRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/plugins',
      tag: 'Plugins',
      summary: 'Read plugin settings',
      ok: pluginsReply,
    },
    async (c, { storeId }) => ownerReply(c, { plugins: await readPlugins(shopOf(c, storeId)) }),
  );

  for (const [name, body, description] of PLUGIN_BODIES) {
    ownerRoute(
      app,
      {
        method: 'put',
        path: `/plugins/${name}`,
        tag: 'Plugins',
        summary: `Set the ${name} plugin`,
        description,
        body,
        ok: pluginsReply,
      },
      async (c, { storeId, body: value }) => {
        const done = await setPlugin(c.env, shopOf(c, storeId), name, value);
        if (!done.ok) return refuseOwner(c, storeId, 400, done);
        return ownerReply(c, { plugins: done.value });
      },
    );
  }

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/scripts',
      tag: 'Custom scripts',
      summary: 'List custom scripts',
      description: `Each script without its body; SIZE is the body in bytes. At most ${MAX_SCRIPTS_PER_SHOP}: one page, \`next_cursor\` always null.`,
      ok: okSchema('CustomScriptList', { scripts: z.array(scriptSummaryOut), ...nextCursor }),
    },
    async (c, { storeId }) => ownerReply(c, { scripts: await listScripts(shopOf(c, storeId)), next_cursor: null }),
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: '/scripts',
      tag: 'Custom scripts',
      summary: 'Add a custom script',
      description: `The storefront loads it from /api/v2/plugins/customJS/readScript/{storeId}/{id} when the CUSTOM_JS_SCRIPT plugin is enabled and STATUS is true. At most ${MAX_SCRIPTS_PER_SHOP} scripts a shop.`,
      body: scriptCreate,
      ok: scriptReply,
      okStatus: 201,
      failures: { 409: 'A script with this id exists, or the shop has the most scripts allowed.' },
    },
    async (c, { storeId, body }) => {
      if ((await countScripts(shopOf(c, storeId))) >= MAX_SCRIPTS_PER_SHOP) {
        return refuseOwner(c, storeId, 409, tooManyScripts(MAX_SCRIPTS_PER_SHOP));
      }
      const script = {
        id: body.id ?? `script-${base64Url(crypto.getRandomValues(new Uint8Array(6)))}`,
        STATUS: body.STATUS,
        POS: body.POS,
        body: body.body,
      };
      if (!(await insertScript(shopOf(c, storeId), script)))
        return refuseOwner(c, storeId, 409, scriptExists(script.id));
      return changed(c, storeId, 'script added', { script }, 201);
    },
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/scripts/{scriptId}',
      tag: 'Custom scripts',
      summary: 'Read a custom script',
      params: scriptParam,
      ok: scriptReply,
    },
    async (c, { storeId, params }) => {
      const script = await readScript(shopOf(c, storeId), params.scriptId);
      return script ? ownerReply(c, { script }) : refuseOwner(c, storeId, 404, NO_SUCH_SCRIPT);
    },
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: '/scripts/{scriptId}',
      tag: 'Custom scripts',
      summary: 'Change a custom script',
      description: 'Partial update of STATUS, POS or body.',
      params: scriptParam,
      body: scriptPatch,
      ok: scriptReply,
    },
    async (c, { storeId, params, body }) => {
      if (!(await updateScript(shopOf(c, storeId), params.scriptId, body)))
        return refuseOwner(c, storeId, 404, NO_SUCH_SCRIPT);
      return changed(c, storeId, 'script changed', { script: await readScript(shopOf(c, storeId), params.scriptId) });
    },
  );

  ownerRoute(
    app,
    {
      method: 'delete',
      path: '/scripts/{scriptId}',
      tag: 'Custom scripts',
      summary: 'Remove a custom script',
      params: scriptParam,
      ok: removedReply,
    },
    async (c, { storeId, params }) => {
      if (!(await deleteScript(shopOf(c, storeId), params.scriptId)))
        return refuseOwner(c, storeId, 404, NO_SUCH_SCRIPT);
      return changed(c, storeId, 'script removed', { removed: params.scriptId });
    },
  );
}
