import { RESERVED_SEGMENTS } from './paths';

/**
 * Spec: scroll resets to top on navigation except on home, home/categories and category item pages,
 * where the position is restored. Path shapes (under /{storeId}):
 *   ''  | 'home'                    home
 *   'categories' | 'categories/x'   categories and category items
 *   '{catId}'                       a category's items
 */
export function restoresScroll(pathname: string): boolean {
  const segs = pathname.split('/').filter(Boolean);
  if (segs.length === 0) return false;
  const rest = segs.slice(1);
  if (rest.length === 0) return true;
  if (rest[0] === 'home' && rest.length === 1) return true;
  if (rest[0] === 'categories' && rest.length <= 2) return true;
  return rest.length === 1 && !RESERVED_SEGMENTS.has(rest[0]);
}
