import { isValidationError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { getImageSrcSet, getScaledToFillImageUrl, isMediaIdError } from './index';

const I = 'wix:image://v1/11062b_a1b2c3d4e5f6~mv2.jpg/blue%20tee.jpg#originWidth=800&originHeight=1200';

/** `[url, width]` pairs of a srcset string. */
const entries = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ') as [string, string]);

describe('getImageSrcSet', () => {
  it('has one copy per width, ascending, each the fill URL of that width at the image proportions', () => {
    const srcset = getImageSrcSet(I, [480, 240]);
    expect(entries(srcset)).toEqual([
      [getScaledToFillImageUrl(I, 240, 360), '240w'],
      [getScaledToFillImageUrl(I, 480, 720), '480w'],
    ]);
  });

  it('crops to aspectRatio', () => {
    expect(entries(getImageSrcSet(I, [300], { aspectRatio: 1, quality: 70 }))).toEqual([[getScaledToFillImageUrl(I, 300, 300, { quality: 70 }), '300w']]);
  });

  it('describes each copy by its real width: widths wider than the image collapse into one full-width copy', () => {
    const srcset = getImageSrcSet(I, [400, 800, 1600, 3200]);
    expect(entries(srcset).map(([, w]) => w)).toEqual(['400w', '800w']);
    expect(srcset).toContain('/v1/fill/w_800,h_1200,al_c,q_85,enc_auto/');
    // A square crop of a 800-wide portrait is at most 800×800.
    expect(getImageSrcSet(I, [1000], { aspectRatio: 1 })).toContain('w_800,h_800');
  });

  it('is one entry for an animated GIF (served as it is)', () => {
    expect(getImageSrcSet('wix:image://v1/a~mv2.gif/a.gif#originWidth=400&originHeight=300', [100, 200])).toBe(
      'https://static.wixstatic.com/media/a~mv2.gif 400w',
    );
  });

  it('refuses bad widths, aspect ratios and devicePixelRatio, and non-image ids', () => {
    expect(() => getImageSrcSet(I, [])).toThrow('widths must be a non-empty list');
    expect(() => getImageSrcSet(I, [320, 0])).toThrow('widths[1] must be an integer from 1 to 10000');
    expect(() => getImageSrcSet(I, [320], { aspectRatio: 0 })).toThrow('aspectRatio must be a number from 0.01 to 100');
    const dpr = (() => {
      try {
        getImageSrcSet(I, [320], { devicePixelRatio: 2 } as never);
      } catch (e) {
        return e;
      }
    })();
    expect(isValidationError(dpr)).toBe(true);
    expect(() => getImageSrcSet('javascript:alert(1)', [320])).toThrow(expect.objectContaining({ code: 'ERR_MEDIA_INVALID_ID' }));
    expect(isMediaIdError(new Error('x'))).toBe(false);
  });
});
