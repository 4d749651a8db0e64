import { describe, expect, it } from 'vitest';
import wishlistButton from '../../../client/islands/wishlist-button';
import accountItemFeedback from '../../../client/islands/account-item-feedback';
import login from '../../../client/islands/login';
import logoutButton from '../../../client/islands/logout-button';
import { renderIsland as render } from '../render-island';

/** Islands render on the server first: the HTML must make sense before JavaScript, and never start Firebase. */
describe('account islands on the server', () => {
  it('the wishlist heart renders unpressed with an accessible name', () => {
    const html = render(wishlistButton, { storeId: 'dilli-kirana', itemId: 'besan', itemName: 'Besan' });
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Save Besan to your wishlist"');
    expect(render(wishlistButton, { storeId: 'dilli-kirana', itemId: 'besan', itemName: 'बेसन' }, 'hi')).toContain(
      'aria-label="बेसन को अपनी पसंद में जोड़ें"',
    );
  });

  it('the item feedback offers both actions, closed', () => {
    const html = render(accountItemFeedback, { storeId: 'dilli-kirana', itemId: 'besan', itemName: 'Besan' });
    expect(html).toMatch(/aria-expanded="false"[^>]*>Ask a question<\/button>/);
    expect(html).toMatch(/aria-expanded="false"[^>]*>Write a review<\/button>/);
    expect(html).not.toContain('<form');
  });

  it('login renders the phone form first (a click before hydration is replayed by the island loader), and logout', () => {
    const html = render(login, {
      storeId: 's',
      from: '/s',
      projectId: 'demo-storefront',
      apiKey: 'k',
      emulatorUrl: null,
    });
    expect(html).toContain('Mobile number');
    expect(html).toMatch(/<button id="send-otp"[^>]*type="submit"/);
    expect(html).not.toContain('login-email');
    expect(render(logoutButton, { storeId: 's', mandate: false })).toContain('Log out');
  });
});
