/**
 * What the end-to-end tests check on a page beyond its text: that the totals and the header controls
 * are whole, in view and uncovered, at any viewport size.
 */
import { expect } from 'vitest';
import type { Page } from '@storefront-kit/test-utils';

/** The totals rows (and the checkout button) that are not fully in the viewport or are covered by something. */
export const hiddenTotals = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="totals"] dl > div, [data-testid="checkout"]')]
      .filter((row) => {
        const r = row.getBoundingClientRect();
        if (r.height === 0 || r.top < 0 || r.bottom > window.innerHeight || r.left < 0 || r.right > window.innerWidth) return true;
        return [r.top + 2, r.bottom - 2].some((y) => !row.contains(document.elementFromPoint(r.left + r.width / 2, y)));
      })
      .map((row) => row.textContent),
  );

/** The header's visible controls that wrap their label, leave the viewport or are covered (by a toast, say). */
export const unfitHeaderControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.site-header a, .site-header button')]
      .filter((control) => control.offsetParent !== null)
      .filter((control) => {
        const r = control.getBoundingClientRect();
        if (r.left < 0 || r.right > window.innerWidth || r.top < 0) return true;
        if (!control.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))) return true;
        // A label on one line: its text's boxes (an ellipsis adds one) share one top.
        const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          if (new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size > 1) return true;
        }
        return false;
      })
      .map((control) => control.textContent),
  );

/** The header fits the smallest phone and a common one: no sideways scroll, every control whole and on one line. */
export async function expectHeaderFitsPhones(page: Page, shot: (name: string) => Promise<unknown>, name: string): Promise<void> {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 760 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect(await unfitHeaderControls(page)).toEqual([]);
    await shot(`${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}
