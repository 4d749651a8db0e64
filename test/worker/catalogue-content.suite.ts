import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { get, textOf } from './helpers';

const page = async (path: string) => {
  const res = await get(path);
  const html = await res.text();
  return { status: res.status, html, text: textOf(html) };
};

describe('blogs', () => {
  it('lists the posts of a shop with their collections', async () => {
    const { status, text, html } = await page('/dilli-kirana/content/blogs');
    expect(status).toBe(200);
    expect(text).toContain('Blogs');
    expect(text).toContain('How to store atta in the monsoon');
    expect(text).toContain('Besan ke ladoo, the easy way');
    expect(html).toContain('href="/dilli-kirana/content/blogs/kitchen-tips"');
    expect(html).toContain('href="/dilli-kirana/content/blogs/read/besan-ladoo-for-diwali"');
  });

  it('shows one collection with its posts only', async () => {
    const { status, text } = await page('/dilli-kirana/content/blogs/festive-recipes');
    expect(status).toBe(200);
    expect(text).toContain('Festive Recipes');
    expect(text).toContain('Besan ke ladoo, the easy way');
    expect(text).not.toContain('How to store atta in the monsoon');
  });

  it('renders a post from markdown (lists, bold, headings start at h2)', async () => {
    const { status, html, text } = await page('/dilli-kirana/content/blogs/read/besan-ladoo-for-diwali');
    expect(status).toBe(200);
    expect(html).toContain('<h1 id="post-title">Besan ke ladoo, the easy way</h1>');
    expect(html).toContain('<h3>You need</h3>');
    expect(html).toContain('<strong>low flame for 25 minutes</strong>');
    expect(html).toMatch(/<ol>\s*<li>Roast besan/);
    expect(text).toContain('Festive Recipes');
  });

  it("answers 404 for unknown posts and collections, and for another shop's post", async () => {
    for (const path of [
      '/dilli-kirana/content/blogs/read/nope',
      '/dilli-kirana/content/blogs/nope',
      '/noir-threads/content/blogs/read/besan-ladoo-for-diwali',
    ]) {
      const { status, text } = await page(path);
      expect(status, path).toBe(404);
      expect(text).toContain('404 Not Found');
    }
  });
});

describe('owner markdown is never raw HTML', () => {
  it('escapes HTML, drops javascript: links and keeps safe links', async () => {
    const body = [
      '# Offers',
      '',
      '<script>alert("x")</script>',
      '',
      'Inline <img src=x onerror=alert(1)> tag and <b>bold</b>.',
      '',
      '[click](javascript:alert(1)) [data](data:text/html,hi) [ok](https://example.com/a) [home](/dilli-kirana)',
      '',
      '![pic](javascript:alert(2))',
    ].join('\n');
    await openShop(env, 'dilli-kirana')
      .db.prepare("INSERT OR REPLACE INTO custom_pages (id, title, body) VALUES ('xss-test', 'Offers <i>now</i>', ?)")
      .bind(body)
      .run();
    const { status, html } = await page('/dilli-kirana/content/pages/xss-test');
    expect(status).toBe(200);
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article).not.toMatch(/<script/i);
    expect(article).not.toMatch(/<img[^>]*onerror/i);
    expect(article).not.toMatch(/<b>/);
    expect(article).toContain('&lt;script&gt;');
    expect(article).not.toMatch(/href="(javascript|data):/i);
    expect(article).not.toMatch(/src="javascript:/i);
    expect(article).toContain('href="https://example.com/a" rel="nofollow noopener noreferrer"');
    expect(article).toContain('href="/dilli-kirana"');
    expect(article).toContain('Offers &lt;i&gt;now&lt;/i&gt;');
  });
});

describe('custom pages', () => {
  it('shows an owner page with its markdown table', async () => {
    const { status, html, text } = await page('/noir-threads/content/pages/size-guide');
    expect(status).toBe(200);
    expect(text).toContain('Size guide');
    expect(html).toContain('<table>');
    expect(html).toContain('data-theme="berlin"');
  });

  it('answers 404 for an unknown page', async () => {
    expect((await page('/dilli-kirana/content/pages/nothing-here')).status).toBe(404);
  });
});

describe('sitemap screen', () => {
  it('lists categories, pages, posts and branches, but not disabled categories', async () => {
    const { status, text, html } = await page('/dilli-kirana/sitemap');
    expect(status).toBe(200);
    expect(text).toContain('Sitemap');
    expect(text).toContain('Dals & Pulses');
    expect(text).toContain('Shipping policy');
    expect(text).toContain('Keeping dal and rice free of keede');
    expect(text).toContain('Amar Colony');
    expect(html).not.toContain('festive-hampers');
  });
});
