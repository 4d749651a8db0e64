import { bodyLimit } from 'hono/body-limit';
import { NO_SUCH_CALL, tooLarge } from '../domain/owner/setting-refusals';
import { refuseAnyone } from './owner-language';
import { ownerAuth } from './auth';
import { newOwnerApp } from './owner-app';
import { registerStoreRoutes } from './store-routes';
import { registerSettingsRoutes } from './settings-routes';
import { registerCatalogueRoutes } from './catalogue-routes';
import { registerRemovalRoutes } from './removal-routes';
import { registerPluginRoutes } from './plugin-routes';
import { registerDomainRoutes } from './domain-routes';
import { registerContentRoutes } from './content-routes';
import { registerVisitorRoutes } from './visitor-routes';
import { registerCommunityRoutes } from './community-routes';
import { registerOrderRoutes } from './order-routes';
import { registerPaymentRoutes } from './payment-routes';
import { registerImportRoutes } from './import-routes';
import { registerPhotoRoutes } from './photo-routes';
import { registerCustomerRoutes } from './customer-routes';
import { registerKeyRoutes } from './key-routes';
import { registerExportRoutes } from './export-routes';
import { registerReportRoutes } from './report-routes';
import { registerOndcRoutes } from './ondc-routes';
import { fixCaseInsensitivePatterns } from './openapi-fix';
import { DOCS_CSS, renderDocsPage } from './docs-page';
import { jsonErrorHandler } from '../core/errors';

/** The owner API at /admin/api (OpenAPI document at /admin/api/openapi.json, reference page at /admin/api/docs). */
export const admin = newOwnerApp();

admin.use('/stores/:storeId/*', ownerAuth);
registerImportRoutes(admin); // before the 256 KB body limit below: an import may be up to 2 MB
registerPhotoRoutes(admin); // and a photo up to 15 MB (read no further than that)
admin.use('*', bodyLimit({ maxSize: 256 * 1024, onError: (c) => refuseAnyone(c, 413, tooLarge(256)) }));

registerStoreRoutes(admin);
registerSettingsRoutes(admin);
registerCatalogueRoutes(admin);
registerRemovalRoutes(admin);
registerPluginRoutes(admin);
registerContentRoutes(admin);
registerDomainRoutes(admin);
registerVisitorRoutes(admin);
registerCommunityRoutes(admin);
registerOrderRoutes(admin);
registerPaymentRoutes(admin);
registerCustomerRoutes(admin);
registerKeyRoutes(admin);
registerExportRoutes(admin);
registerReportRoutes(admin);
registerOndcRoutes(admin);

admin.openAPIRegistry.registerComponent('securitySchemes', 'ownerKey', {
  type: 'http',
  scheme: 'bearer',
  description:
    "The shop's owner API key: `Authorization: Bearer <key>`. Operators create keys with `npm run owner -- create-key <storeId>`.",
});

const DOC_CONFIG = {
  openapi: '3.0.3',
  info: {
    title: 'Storefront owner API',
    version: '1.0.0',
    description:
      'Configure one shop: store details, cart rules, theme, texts, hello bar, catalogue, coupons, blogs, pages, branches, plugins, custom scripts, pixels, custom domains; answer questions and product requests, decide reseller applications; read stats and online visitors. ' +
      "Every call under /stores/{storeId} needs that shop's owner key as `Authorization: Bearer <key>`: no key or an unknown key answers 401, " +
      'a key of another shop answers 404. Replies carry `status` 1 on success; failures carry `status` 0, a readable `rsn`, a `code` and (for validation) the `field`. ' +
      'A change shows on the storefront at once.',
  },
  servers: [{ url: '/admin/api' }],
};

/** The library's OpenAPI document; the docs page reads a structural subset of it (docs-page.ts OpenApiDoc). */
type OwnerApiDocument = ReturnType<typeof admin.getOpenAPIDocument>;
let cachedDoc: OwnerApiDocument | null = null;
function openApiDocument(): OwnerApiDocument {
  cachedDoc ??= fixCaseInsensitivePatterns(admin.getOpenAPIDocument(DOC_CONFIG));
  return cachedDoc;
}

admin.get('/openapi.json', (c) => c.json(openApiDocument()));
admin.get('/docs', (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.html(renderDocsPage(openApiDocument()));
});
admin.get('/docs.css', (c) => {
  c.header('Content-Type', 'text/css; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(DOCS_CSS);
});

admin.all('*', (c) => refuseAnyone(c, 404, NO_SUCH_CALL));

admin.onError(
  jsonErrorHandler('owner api', 'Something went wrong on our side. Please check the current settings and try again.'),
);
