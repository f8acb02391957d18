import type { Image as CartLineImage } from '@storefront-kit/wire/cart';
import { describe, expectTypeOf, it } from 'vitest';
import { getImageSrcSet, getImageUrl, getScaledToFillImageUrl, parseImageId, type ImageRef, type ImageSource, type SrcSetOptions } from './index';

describe('media types', () => {
  it('takes the wire image object as it is typed (every field optional), an ImageRef and a string', () => {
    expectTypeOf<CartLineImage>().toMatchTypeOf<ImageSource>();
    expectTypeOf<ImageRef>().toMatchTypeOf<ImageSource>();
    expectTypeOf(getImageUrl).parameter(0).toEqualTypeOf<ImageSource>();
    expectTypeOf(parseImageId('')).toEqualTypeOf<ImageRef>();
    expectTypeOf(getScaledToFillImageUrl).returns.toEqualTypeOf<string>();
  });

  it('keeps devicePixelRatio out of srcset options: the browser applies the screen ratio', () => {
    expectTypeOf<SrcSetOptions>().not.toHaveProperty('devicePixelRatio');
    // @ts-expect-error not an option of a srcset
    getImageSrcSet('', [1], { devicePixelRatio: 2 });
  });
});
