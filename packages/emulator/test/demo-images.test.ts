/**
 * The demo catalogue's images over real HTTP: every product is drawn as what it is (a tee, a mug, a
 * tea set), colour choices show their colour, and each SVG is titled with its label for screen readers.
 */
import { describe, expect, it } from 'vitest';
import { colourIn, hueOf, NAMED_COLOURS, renderSvg } from '../src/catalogue/media';
import { DEMO_COLLECTIONS, DEMO_PRODUCT_SLUGS, demoProductId } from '../src/index';
import { useCatalogueEmulator } from './catalogue-helpers';

const env = useCatalogueEmulator();

/** What a shopper should see for each demo product, by slug. */
const KIND_BY_SLUG: Record<string, string> = {
  'classic-tee': 'tee',
  hoodie: 'hoodie',
  'denim-jacket': 'jacket',
  'summer-dress': 'dress',
  'wool-socks': 'socks',
  'rain-coat': 'raincoat',
  'running-shorts': 'shorts',
  'linen-shirt': 'shirt',
  'knit-beanie': 'beanie',
  'yoga-pants': 'pants',
  'leather-wallet': 'wallet',
  'canvas-tote': 'tote',
  sunglasses: 'sunglasses',
  'silver-ring': 'ring',
  'field-watch': 'watch',
  'day-backpack': 'backpack',
  'silk-scarf': 'scarf',
  'baseball-cap': 'cap',
  'ceramic-mug': 'mug',
  'scented-candle': 'candle',
  'throw-blanket': 'blanket',
  'desk-lamp': 'lamp',
  'plant-pot': 'plant',
  'cutting-board': 'board',
  'coffee-beans': 'coffee',
  'tea-set': 'teaset',
  'recipe-ebook': 'ebook',
  'photo-presets': 'presets',
  'sticker-pack': 'sticker',
  'poster-print': 'poster',
};

/** The SVG behind an image URL, checked to be served as one. */
async function svgAt(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  return response.text();
}

const kindIn = (svg: string) => /data-kind="([a-z]+)"/.exec(svg)?.[1];
/** The fill of the drawing's first shape: the item's own colour. */
const itemFill = (svg: string) => /<path d="[^"]*" fill="(#[0-9A-F]{6})"/.exec(svg)?.[1];

describe('demo product images', () => {
  it('draw each of the 30 products as its own kind of thing, titled with its name', async () => {
    expect(Object.keys(KIND_BY_SLUG)).toEqual([...DEMO_PRODUCT_SLUGS]);
    const kinds: Record<string, string | undefined> = {};
    for (const slug of DEMO_PRODUCT_SLUGS) {
      const product = (await env.call('GET', `${env.emu.url}/stores-reader/v1/products/${demoProductId(slug)}`)).body.product;
      const svg = await svgAt(product.media.mainMedia.image.url);
      expect(svg).toContain(`<title>${product.name}</title>`);
      expect(svg).toContain(`aria-label="${product.name}"`);
      kinds[slug] = kindIn(svg);
    }
    expect(kinds).toEqual(KIND_BY_SLUG);
  });

  it('draw the collections too, none as the fallback bag except All Products', async () => {
    for (const { slug, name } of DEMO_COLLECTIONS) {
      const collection = (await env.call('GET', `${env.emu.url}/v2/collections/slug/${slug}`)).body.collection;
      const svg = await svgAt(collection.media.mainMedia.image.url);
      expect(svg).toContain(`<title>${name}</title>`);
      expect(kindIn(svg) === 'bag').toBe(slug === 'all-products');
    }
  });

  it('show the Classic Tee colour choices in their colours: Red red-ish, Black black, White white', async () => {
    const tee = (await env.call('GET', `${env.emu.url}/stores-reader/v1/products/${demoProductId('classic-tee')}`)).body.product;
    const fills: Record<string, string | undefined> = {};
    for (const choice of tee.productOptions.find((o: any) => o.name === 'Color').choices) {
      const svg = await svgAt(choice.media.mainMedia.image.url);
      expect(kindIn(svg)).toBe('tee');
      // The tee is filled with the choice's own value (its swatch colour on the page too).
      fills[choice.description] = itemFill(svg);
      expect(fills[choice.description]).toBe(choice.value.toUpperCase());
    }
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(fills.Red!.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(150);
    expect(r!).toBeGreaterThan(2 * Math.max(g!, b!));
    expect(fills).toMatchObject({ Black: '#000000', White: '#FFFFFF' });
    // The main image, without a colour word, is the tee in its own colour on the label's hue.
    const main = await svgAt(tee.media.mainMedia.image.url);
    expect(main).toContain(`fill="hsl(${hueOf('Classic Tee')},32%,93%)"`);
    expect(itemFill(main)).not.toBe(fills.Red);
  });
});

describe('renderSvg', () => {
  it('maps colour names in a label to colours (whole words; light and dark shades)', () => {
    expect(colourIn('Classic Tee Red')).toBe(NAMED_COLOURS.red);
    expect(colourIn('Classic Tee black')).toBe('#000000');
    expect(colourIn('Light Blue Mug')).toMatch(/^#[0-9A-F]{6}$/);
    expect(colourIn('Light Blue Mug')).not.toBe(NAMED_COLOURS.blue);
    expect(colourIn('Redwood Table')).toBeUndefined();
    expect(colourIn('Classic Tee')).toBeUndefined();
  });

  it('is deterministic, tints the background by hue, zooms in for a detail image, and escapes the label', () => {
    expect(renderSvg('Ceramic Mug', 120)).toBe(renderSvg('Ceramic Mug', 120));
    expect(renderSvg('Ceramic Mug', 120)).toContain('fill="hsl(120,32%,93%)"');
    expect(renderSvg('Ceramic Mug detail', 200)).toContain('scale(1.5)');
    expect(renderSvg('Ceramic Mug', 200)).not.toContain('scale(');
    const escaped = renderSvg('Scented Candle <Lavender & "Cedar">', 10);
    expect(escaped).not.toMatch(/<Lavender|& "/);
    expect(escaped).toContain('<title>Scented Candle &#60;Lavender &#38; &#34;Cedar&#34;&#62;</title>');
    expect(renderSvg('Unknown Widget', 10)).toContain('data-kind="bag"');
  });
});
