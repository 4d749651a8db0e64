import { describe, expect, it } from 'vitest';
import { blogCrumbs, categoryCrumbs, itemCrumbs, pageCrumbs } from '../../../src/domain/catalogue/breadcrumbs';

describe('breadcrumbs', () => {
  const cat = { id: 'atta-flours', name: 'Atta & Flours' };
  const item = { id: 'besan', name: 'Besan' };

  it('lead from the shop home to a category', () => {
    expect(categoryCrumbs('dilli-kirana', 'Dilli Kirana Store', cat)).toEqual([
      { name: 'Dilli Kirana Store', path: '/dilli-kirana' },
      { name: 'Atta & Flours', path: '/dilli-kirana/atta-flours' },
    ]);
  });

  it('lead to an item and its questions or reviews', () => {
    expect(itemCrumbs('s', 'Shop', cat, item).map((c) => c.path)).toEqual([
      '/s',
      '/s/atta-flours',
      '/s/atta-flours/besan',
    ]);
    expect(itemCrumbs('s', 'Shop', cat, item, 'questions').at(-1)).toEqual({
      name: 'Questions',
      path: '/s/atta-flours/besan/allquestions',
    });
    expect(itemCrumbs('s', 'Shop', cat, item, 'reviews').at(-1)).toEqual({
      name: 'Reviews',
      path: '/s/atta-flours/besan/userReviews',
    });
  });

  it('lead through blogs and a collection to a post', () => {
    expect(
      blogCrumbs('s', 'Shop', { id: 'tips', name: 'Tips' }, { id: 'p1', name: 'Post' }).map((c) => c.path),
    ).toEqual(['/s', '/s/content/blogs', '/s/content/blogs/tips', '/s/content/blogs/read/p1']);
    expect(blogCrumbs('s', 'Shop').map((c) => c.name)).toEqual(['Shop', 'Blogs']);
  });

  it('lead to a custom page', () => {
    expect(pageCrumbs('s', 'Shop', { id: 'about-us', name: 'About us' }).at(-1)).toEqual({
      name: 'About us',
      path: '/s/content/pages/about-us',
    });
  });
});
