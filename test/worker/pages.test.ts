import { describe, expect, it } from 'vitest';
import { get, textOf } from './helpers';

describe('shop home', () => {
  it('shows dilli-kirana with its name, categories, prices in rupees and the default theme', async () => {
    const res = await get('/dilli-kirana');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-theme="default"');
    const text = textOf(html);
    expect(text).toContain('Dilli Kirana Store');
    expect(text).toContain('Atta & Flours');
    expect(text).toMatch(/₹\d/);
  });
});
