import { paths } from './paths';

export interface Crumb {
  name: string;
  /** path on the shop (absolute URLs are made by the SEO layer) */
  path: string;
}

type Named = { id: string; name: string };

/** Home > Category */
export function categoryCrumbs(storeId: string, storeName: string, cat: Named): Crumb[] {
  return [
    { name: storeName, path: paths.home(storeId) },
    { name: cat.name, path: paths.category(storeId, cat.id) },
  ];
}

/** Home > Category > Item, then an optional sub-page of the item (questions, reviews), named in the page's language. */
export function itemCrumbs(
  storeId: string,
  storeName: string,
  cat: Named,
  item: Named,
  sub?: 'questions' | 'reviews',
  subName?: string,
): Crumb[] {
  const crumbs = [
    ...categoryCrumbs(storeId, storeName, cat),
    { name: item.name, path: paths.item(storeId, cat.id, item.id) },
  ];
  if (sub === 'questions')
    crumbs.push({ name: subName ?? 'Questions', path: paths.questions(storeId, cat.id, item.id) });
  if (sub === 'reviews') crumbs.push({ name: subName ?? 'Reviews', path: paths.reviews(storeId, cat.id, item.id) });
  return crumbs;
}

/** Home > Blogs > Collection > Post (collection and post optional); `blogsName` is "Blogs" in the page's language. */
export function blogCrumbs(
  storeId: string,
  storeName: string,
  collection?: Named,
  post?: Named,
  blogsName = 'Blogs',
): Crumb[] {
  const crumbs: Crumb[] = [
    { name: storeName, path: paths.home(storeId) },
    { name: blogsName, path: paths.blogs(storeId) },
  ];
  if (collection) crumbs.push({ name: collection.name, path: paths.blogCollection(storeId, collection.id) });
  if (post) crumbs.push({ name: post.name, path: paths.blog(storeId, post.id) });
  return crumbs;
}

/** Home > Page */
export function pageCrumbs(storeId: string, storeName: string, page: Named): Crumb[] {
  return [
    { name: storeName, path: paths.home(storeId) },
    { name: page.name, path: paths.page(storeId, page.id) },
  ];
}
