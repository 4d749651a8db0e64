/**
 * A page from the edge cache made a shopper's own on the way out: the only personal part of a shared page (see
 * domain/catalogue/shared-pages) is the bag badge, which the layout renders in three places: `data-bag-count` on
 * <body>, the bag-badge island's props, and the badge itself (its number, hidden at 0). The page streams through
 * an HTMLRewriter; nothing else of it changes. The answer is never cached again.
 */
export function personalisePage(page: Response, bagCount: number): Response {
  const count = String(bagCount);
  const rewritten = new HTMLRewriter()
    .on('body', { element: (el) => void el.setAttribute('data-bag-count', count) })
    .on('[data-island="bag-badge"]', { element: (el) => void el.setAttribute('data-props', JSON.stringify({ count: bagCount })) })
    .on('[data-testid="bag-count"]', {
      element: (el) => {
        el.setInnerContent(`${count}<span class="sr-only"> items in bag</span>`, { html: true });
        if (bagCount === 0) el.setAttribute('hidden', '');
        else el.removeAttribute('hidden');
      },
    })
    .transform(page);
  const res = new Response(rewritten.body, page);
  res.headers.set('Cache-Control', 'private, no-store');
  res.headers.delete('ETag');
  res.headers.delete('Last-Modified');
  return res;
}
