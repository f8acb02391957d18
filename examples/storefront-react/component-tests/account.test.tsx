// The account page's links, rendered in jsdom (MSW): where "Continue shopping" leads a member back to.
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Account } from '../src/views/Account';
import { renderShop } from './shop';

// A member's session as the shop holds it (the page reads the role; no call needs these tokens to be real).
const member = {
  accessToken: { value: 'member-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: 'member-refresh', role: 'member' as const },
};

describe('Account, signed in', () => {
  it('"Continue shopping" goes back to a path of this shop, never to another site from the address', async () => {
    const cases = [
      ['/products/classic-tee?ref=header', '/products/classic-tee?ref=header'],
      ['//evil.example/phish', '/'],
      ['/\\evil.example/phish', '/'],
      ['https://evil.example/phish', '/'],
      ['javascript:alert(1)', '/'],
    ];
    for (const [given, expected] of cases) {
      window.history.replaceState(null, '', `/account?returnTo=${encodeURIComponent(given!)}`);
      renderShop(<Account />, {}, member);
      const link = await screen.findByRole('link', { name: 'Continue shopping' });
      expect(link.getAttribute('href'), given).toBe(expected);
      cleanup();
    }
  });
});
