import { parsePhotoRef, photoWidths, heightAt, variantUrl } from './images/photo-ref';

/** A web app manifest for one shop, so shoppers can install it from the browser. */
export function buildWebManifest(store: {
  id: string;
  STORE_NAME: string;
  STORE_DESC: string;
  STORE_IMAGE: string;
  THEME_ID_v2: string;
  DEFAULT_COLOR: string;
}) {
  const berlin = store.THEME_ID_v2 === 'berlin';
  const icon = store.STORE_IMAGE && store.STORE_IMAGE.length >= 10 ? store.STORE_IMAGE : '/favicon.svg';
  return {
    name: store.STORE_NAME,
    short_name: store.STORE_NAME.slice(0, 12),
    description: store.STORE_DESC,
    id: `/${store.id}`,
    start_url: `/${store.id}`,
    scope: `/${store.id}`,
    display: 'standalone',
    background_color: berlin ? '#0e0e0e' : '#f7f7f5',
    theme_color: berlin ? '#000000' : store.DEFAULT_COLOR,
    icons: iconsOf(icon),
  };
}

/** A photo logo offers its JPEG variants up to 640 px at their real sizes; drawn art and others stay SVG. */
function iconsOf(icon: string) {
  const ref = parsePhotoRef(icon);
  if (ref) {
    return photoWidths(ref, 'jpg')
      .filter((w) => w >= 160 && w <= 640)
      .map((w) => ({
        src: variantUrl(ref, w, 'jpg'),
        sizes: `${w}x${heightAt(ref, w)}`,
        type: 'image/jpeg',
        purpose: 'any',
      }));
  }
  return [
    {
      src: icon.startsWith('/img/p/') ? `${icon}?w=192&h=192` : icon,
      sizes: '192x192',
      type: 'image/svg+xml',
      purpose: 'any',
    },
    {
      src: icon.startsWith('/img/p/') ? `${icon}?w=512&h=512` : icon,
      sizes: '512x512',
      type: 'image/svg+xml',
      purpose: 'any',
    },
  ];
}
