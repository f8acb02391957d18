/**
 * Product images served by the emulator itself: `GET /__media/<id>.svg?label=...&hue=...` answers a
 * small deterministic SVG (a flat tile with the label), so the example storefront has real images.
 * When the label names a colour ("Classic Tee Red", "Leather Wallet Brown") the image shows that colour
 * ({@link NAMED_COLOURS}); otherwise its colours come from the `hue` (by default a hash of the label).
 */
import type { MediaItem } from '@storefront-kit/wire/catalogue';

/** Image size of generated media. */
export const MEDIA_SIZE = 800;

/** A stable hue 0..359 for a string. */
export function hueOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash % 360;
}

/** The URL of a generated image. */
export function mediaUrl(baseUrl: string, id: string, label: string, hue = hueOf(label)): string {
  const params = new URLSearchParams({ label, hue: String(hue) });
  return `${baseUrl}/__media/${encodeURIComponent(id)}.svg?${params.toString()}`;
}

/** An image media item pointing at the emulator's own SVG route. */
export function imageItem(baseUrl: string, id: string, label: string, hue?: number): MediaItem {
  const url = mediaUrl(baseUrl, id, label, hue);
  return {
    id,
    mediaType: 'image',
    title: label,
    image: { url, width: MEDIA_SIZE, height: MEDIA_SIZE },
    thumbnail: { url, width: 50, height: 50 },
  };
}

/** A video media item (the files point at the emulator too; only the still frame renders). */
export function videoItem(baseUrl: string, id: string, label: string): MediaItem {
  return {
    id,
    mediaType: 'video',
    title: label,
    video: {
      files: [
        { url: `${baseUrl}/__media/${encodeURIComponent(id)}.mp4`, width: 1280, height: 720, format: 'mp4' },
        { url: `${baseUrl}/__media/${encodeURIComponent(id)}-480.mp4`, width: 854, height: 480, format: 'mp4' },
      ],
      stillFrameMediaId: `${id}_still`,
    },
    thumbnail: { url: mediaUrl(baseUrl, `${id}_still`, label), width: 50, height: 50 },
  };
}

/**
 * Colour names the media images (and the demo seed's colour choices) understand, lower-case, as
 * `#RRGGBB`. The demo's own colours keep the values of their `Color` choices (Black `#000000`, White
 * `#FFFFFF`, Red `#D32F2F`, Blue `#1976D2`, Green `#388E3C`, Brown `#795548`, Tortoise `#8D6E63`).
 */
export const NAMED_COLOURS: Readonly<Record<string, string>> = Object.freeze({
  black: '#000000',
  white: '#FFFFFF',
  red: '#D32F2F',
  blue: '#1976D2',
  green: '#388E3C',
  brown: '#795548',
  tortoise: '#8D6E63',
  yellow: '#FBC02D',
  orange: '#F57C00',
  purple: '#7B1FA2',
  violet: '#7E57C2',
  pink: '#EC407A',
  grey: '#9E9E9E',
  gray: '#9E9E9E',
  charcoal: '#37474F',
  navy: '#1A237E',
  teal: '#00897B',
  turquoise: '#26C6DA',
  olive: '#827717',
  maroon: '#880E4F',
  burgundy: '#7B1E3A',
  beige: '#D7C4A3',
  cream: '#F3E9D2',
  ivory: '#FFFFF0',
  khaki: '#BDB76B',
  tan: '#C8A27A',
  silver: '#BDBDBD',
  gold: '#D4AF37',
  lavender: '#B39DDB',
  mint: '#A5D6A7',
  coral: '#FF7F50',
});

const COLOUR_WORD = new RegExp(`\\b(?:(light|dark|pale|deep)[ -]?)?(${Object.keys(NAMED_COLOURS).join('|')})\\b`, 'gi');

/**
 * The colour a label names, as `#RRGGBB`, or `undefined`. The last colour word wins ("Blue Mug Red" is
 * red); `light`/`pale` and `dark`/`deep` before it lighten or darken it ("Light Blue").
 */
export function colourIn(label: string): string | undefined {
  let found: RegExpExecArray | undefined;
  for (const match of label.matchAll(COLOUR_WORD)) found = match;
  if (!found) return undefined;
  const base = NAMED_COLOURS[found[2]!.toLowerCase()]!;
  const modifier = found[1]?.toLowerCase();
  if (modifier === 'light' || modifier === 'pale') return mix(base, '#FFFFFF', 0.45);
  if (modifier === 'dark' || modifier === 'deep') return mix(base, '#000000', 0.35);
  return base;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` mixed with `b` (`amount` 0..1 of `b`), as `#RRGGBB`. */
function mix(a: string, b: string, amount: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((v, i) => Math.round(v + (y[i]! - v) * amount).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** Relative luminance 0 (black) .. 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Renders the SVG for `/__media/<id>.svg`: the colour the label names (see {@link colourIn}), else the hue's. */
export function renderSvg(label: string, hue: number): string {
  const text = escapeXml(label.slice(0, 40));
  const named = colourIn(label);
  if (named === undefined) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${MEDIA_SIZE}" height="${MEDIA_SIZE}" viewBox="0 0 800 800">` +
      `<rect width="800" height="800" fill="hsl(${hue},60%,72%)"/>` +
      `<circle cx="400" cy="330" r="170" fill="hsl(${(hue + 40) % 360},55%,55%)"/>` +
      `<text x="400" y="640" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#1f1f1f">${text}</text>` +
      `</svg>`
    );
  }
  // A soft tint of the colour behind it; very light and very dark colours sit on a neutral grey so
  // that white stays visible and black does not swallow the tile. A darker rim outlines the swatch.
  const light = luminance(named);
  const background = light > 0.7 ? '#E4E7EB' : light < 0.02 ? '#ECEFF1' : mix(named, '#FFFFFF', 0.78);
  const rim = mix(named, '#000000', light > 0.7 ? 0.18 : 0.3);
  const shadow = mix(background, '#000000', 0.12);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MEDIA_SIZE}" height="${MEDIA_SIZE}" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="${background}"/>` +
    `<ellipse cx="400" cy="520" rx="150" ry="22" fill="${shadow}"/>` +
    `<circle cx="400" cy="320" r="170" fill="${named}" stroke="${rim}" stroke-width="10"/>` +
    `<text x="400" y="640" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#1f1f1f">${text}</text>` +
    `</svg>`
  );
}
