import type { Context } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Tenant } from '../../data/shop/tenant-loader';
import { imageLink } from '../../domain/images/picture';
import { inLanguage, serializeJsonLd, type JsonLd } from '../../domain/seo/json-ld';
import { socialMeta, type SocialCard } from '../../domain/seo/meta';
import { canonicalUrl } from '../layout/store-layout';
import { useT } from '../../isomorphic/i18n';

/** Absolute URLs on the shop's own host (its custom domain when it has one), as the canonical link uses. */
export function absoluteUrls<E extends AppEnv>(
  c: Context<E>,
  tenant: Tenant,
): { url: (path: string) => string; image: (src: string, size?: number) => string } {
  const origin = new URL(c.req.url).origin;
  const url = (path: string) => canonicalUrl(tenant, path, origin);
  return { url, image: (src, size = 600) => url(imageLink(src, size)) };
}

/** A JSON-LD block: non-executable data, escaped so owner text can never close the script element. */
function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** OpenGraph and Twitter tags plus any JSON-LD, for StoreLayout's `head`: both say the page's language. */
export function SeoHead({ card, jsonLd = [] }: { card: SocialCard; jsonLd?: JsonLd[] }) {
  const { locale } = useT();
  return (
    <>
      {socialMeta({ locale, ...card }).map(([attr, key, content]) =>
        attr === 'property' ? (
          <meta key={key} property={key} content={content} />
        ) : (
          <meta key={key} name={key} content={content} />
        ),
      )}
      {jsonLd.map((d, i) => (
        <JsonLdScript key={i} data={inLanguage(d, locale)} />
      ))}
    </>
  );
}
