import { describe, expect, it } from 'vitest';
import { getImageSrcSet, getScaledToFillImageUrl, getScaledToFitImageUrl, parseImageId } from './index';

// Every expected URL below is what the official SDK's own helpers returned for the same call (the
// media worked examples), except where a test says it is image-kit's or the geometry's answer.
const S = 'https://static.wixstatic.com/media/';
const ID = '11062b_a1b2c3d4e5f6~mv2.jpg';
const I = `wix:image://v1/${ID}/blue%20tee.jpg#originWidth=800&originHeight=1200`;
const PNG = 'wix:image://v1/11062b_logo~mv2.png/logo.png#originWidth=1000&originHeight=500';
const WEBP = 'wix:image://v1/11062b_photo~mv2.webp/photo.webp#originWidth=1600&originHeight=900';
const fill = (tokens: string, id = ID, name = id) => `${S}${id}/v1/fill/${tokens}/${name}`;

/** The same image id with its width and height exchanged: the image the official fit helper sizes. */
function turned(id: string): string {
  const { width, height } = parseImageId(id);
  return id.replace(`originWidth=${width}&originHeight=${height}`, `originWidth=${height}&originHeight=${width}`);
}

describe('getScaledToFillImageUrl: equal to the official helper', () => {
  it.each([
    [I, 300, 300, {}, fill('w_300,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto')],
    [I, 400, 200, {}, fill('w_400,h_200,al_c,q_80,usm_0.66_1.00_0.01,enc_auto')],
    [I, 300, 300, { quality: 70 }, fill('w_300,h_300,al_c,q_70,usm_0.66_1.00_0.01,enc_auto')],
    [I, 300, 300, { devicePixelRatio: 2 }, fill('w_600,h_600,al_c,q_80,usm_0.66_1.00_0.01,enc_auto')],
    [I, 300, 300, { focalPoint: { x: 20, y: 80 } }, fill('w_300,h_300,fp_0.20_0.80,q_80,usm_0.66_1.00_0.01,enc_auto')],
    [I, 50, 50, {}, fill('w_50,h_50,al_c,q_80,usm_0.66_1.00_0.01,enc_auto')],
    [I, 2000, 2000, {}, fill('w_800,h_800,al_c,q_85,enc_auto')],
    [PNG, 200, 200, {}, fill('w_200,h_200,al_c,q_85,usm_0.66_1.00_0.01,enc_auto', '11062b_logo~mv2.png')],
    [WEBP, 320, 180, {}, fill('w_320,h_180,al_c,q_80,usm_0.66_1.00_0.01,enc_auto', '11062b_photo~mv2.webp')],
  ])('%s in %i×%i %o', (id, width, height, options, expected) => {
    expect(getScaledToFillImageUrl(id, width, height, options)).toBe(expected);
  });

  it('serves an animated GIF as it is', () => {
    expect(getScaledToFillImageUrl('wix:image://v1/11062b_anim~mv2.gif/anim.gif#originWidth=400&originHeight=400', 100, 100)).toBe(`${S}11062b_anim~mv2.gif`);
  });
});

describe('getScaledToFitImageUrl: the geometrically correct size', () => {
  it('fits a 800×1200 portrait into 300×300 as 200×300, as image-kit does given the true orientation', () => {
    // image-kit getScaleToFitImageURL(id, 800, 1200, 300, 300) answered exactly this URL.
    expect(getScaledToFitImageUrl(I, 300, 300)).toBe(fill('w_200,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto'));
  });

  it.each([
    [I, 400, 200, {}, fill('w_133,h_200,al_c,q_80,usm_0.66_1.00_0.01,enc_auto')],
    [I, 2000, 2000, {}, fill('w_800,h_1200,al_c,q_85,enc_auto')],
    [PNG, 200, 200, {}, fill('w_200,h_100,al_c,q_85,usm_0.66_1.00_0.01,enc_auto', '11062b_logo~mv2.png')],
    [WEBP, 320, 320, {}, fill('w_320,h_180,al_c,q_80,usm_0.66_1.00_0.01,enc_auto', '11062b_photo~mv2.webp')],
  ])('%s in %i×%i keeps the image proportions and stays inside the box', (id, width, height, options, expected) => {
    const url = getScaledToFitImageUrl(id, width, height, options);
    expect(url).toBe(expected);
    const [, w, h] = /w_(\d+),h_(\d+)/.exec(url)!.map(Number);
    const source = parseImageId(id);
    expect(w! <= width && h! <= height).toBe(true);
    expect(Math.abs(w! / h! - source.width / source.height)).toBeLessThan(0.01);
  });

  // The official helper passes the image's height as its width and its width as its height, so its fit
  // answer is the size of the image turned a quarter. Giving this function the turned image reproduces
  // each official answer byte for byte: the difference is the swap and nothing else.
  it.each([
    [I, 300, 300, {}, fill('w_300,h_200,al_c,q_80,usm_0.66_1.00_0.01,enc_auto')],
    [I, 400, 200, {}, fill('w_300,h_200,al_c,q_80,usm_0.66_1.00_0.01,enc_auto')],
    [I, 300, 300, { quality: 70, name: 'custom.jpg' }, fill('w_300,h_200,al_c,q_70,usm_0.66_1.00_0.01,enc_auto', ID, 'custom.jpg')],
    [I, 2000, 2000, {}, fill('w_1200,h_800,al_c,q_85,enc_auto')],
    [PNG, 200, 200, {}, fill('w_100,h_200,al_c,q_85,usm_0.66_1.00_0.01,enc_auto', '11062b_logo~mv2.png')],
    [WEBP, 320, 320, {}, fill('w_180,h_320,al_c,q_80,usm_0.66_1.00_0.01,enc_auto', '11062b_photo~mv2.webp')],
  ])('the official answer for %s in %i×%i is this answer for the turned image', (id, width, height, options, official) => {
    expect(getScaledToFitImageUrl(turned(id), width, height, options)).toBe(official);
    expect(getScaledToFitImageUrl(id, width, height, options)).not.toBe(official);
  });
});

describe('options', () => {
  it('leaves enc_auto out for format "original", and encodes the file name', () => {
    expect(getScaledToFillImageUrl(I, 300, 300, { format: 'original', name: 'blue tee?.jpg' })).toBe(
      fill('w_300,h_300,al_c,q_80,usm_0.66_1.00_0.01', ID, 'blue%20tee%3F.jpg'),
    );
  });

  it('refuses the names "." and "..": a browser would resolve them away and ask for another path', () => {
    for (const name of ['.', '..']) {
      expect(() => getScaledToFillImageUrl(I, 300, 300, { name })).toThrow(expect.objectContaining({ code: 'ERR_VALIDATION', field: 'name' }));
    }
    // Any name taken is the last segment of the URL the browser asks for.
    for (const name of ['...', '.hidden', 'a..b.jpg', ' .. ', '../up.jpg']) {
      const url = getScaledToFillImageUrl(I, 300, 300, { name });
      expect(new URL(url).href).toBe(url);
      expect(url.slice(url.lastIndexOf('/') + 1), url).toBe(encodeURIComponent(name));
    }
  });

  it('refuses a name with an unpaired surrogate (an emoji cut in half) as a ValidationError, and keeps whole emoji', () => {
    const cut = 'Blue tee \u{1F455}'.slice(0, -1);
    expect(() => getScaledToFillImageUrl(I, 300, 300, { name: cut })).toThrow(expect.objectContaining({ code: 'ERR_VALIDATION', field: 'name' }));
    expect(() => getImageSrcSet(I, [300], { name: `\uDC55${cut}` })).toThrow(expect.objectContaining({ code: 'ERR_VALIDATION', field: 'name' }));
    expect(getScaledToFillImageUrl(I, 300, 300, { name: 'Blue tee \u{1F455}.jpg' })).toBe(
      fill('w_300,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto', ID, 'Blue%20tee%20%F0%9F%91%95.jpg'),
    );
  });

  it('builds scaled URLs on staticOrigin', () => {
    expect(getScaledToFillImageUrl({ id: 'm000001_0', width: 800, height: 800 }, 400, 400, { staticOrigin: 'http://127.0.0.1:4000' })).toBe(
      'http://127.0.0.1:4000/media/m000001_0/v1/fill/w_400,h_400,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/m000001_0',
    );
  });

  it.each([
    [() => getScaledToFillImageUrl(I, 0, 300), 'width must be an integer from 1 to 10000 (got 0)'],
    [() => getScaledToFitImageUrl(I, 300, 1.5), 'height must be an integer from 1 to 10000 (got 1.5)'],
    [() => getScaledToFillImageUrl(I, 300, 300, { quality: 95 }), 'quality must be an integer from 5 to 90 (got 95)'],
    [() => getScaledToFillImageUrl(I, 300, 300, { focalPoint: { x: 120, y: 0 } }), 'focalPoint.x must be a number from 0 to 100'],
    [() => getScaledToFillImageUrl(I, 300, 300, { focalPoint: null as never }), 'focalPoint.x must be a number from 0 to 100'],
    [() => getScaledToFillImageUrl(I, 300, 300, { devicePixelRatio: 0 }), 'devicePixelRatio must be a number above 0, at most 8'],
    [() => getScaledToFillImageUrl(I, 300, 300, { format: 'png' as never }), 'format must be "auto" or "original"'],
    [() => getScaledToFillImageUrl(I, 300, 300, { name: 'a\nb' }), 'name must be a non-blank string'],
  ])('refuses bad numbers and options before building a URL (%#)', (run, message) => {
    expect(run).toThrow(message);
  });
});
