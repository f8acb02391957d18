/**
 * Product images served by the emulator itself: `GET /__media/<id>.svg?label=...&hue=...` answers a
 * small deterministic SVG, a flat illustration of the product the label names (`./drawings`), so the
 * example storefront shows a tee, a mug, a tea set. When the label names a colour ("Classic Tee Red",
 * "Leather Wallet Brown") the item has that colour ({@link NAMED_COLOURS}); the `hue` (by default a hash
 * of the label) tints the background.
 */
import type { MediaItem } from '@storefront-kit/wire/catalogue';
import { drawingOf } from './drawings';
import { mix, paintOf } from './drawings/paint';

/** Image size of generated media. */
export const MEDIA_SIZE = 800;

/** A stable hue 0..359 for a string. */
export function hueOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash % 360;
}

/** The URL of a generated image. */
function mediaUrl(baseUrl: string, id: string, label: string, hue = hueOf(label)): string {
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

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Renders the SVG for `/__media/<id>.svg`: a flat illustration of the product the label names (a tee,
 * a mug, a tea set; see {@link drawingOf}) in the colour the label names ({@link colourIn}) or the
 * product's own, on a light background tinted by `hue`. A label with the word "detail" shows a close-up.
 * The label is the image's `<title>` and `aria-label`; the kind is its `data-kind`.
 */
export function renderSvg(label: string, hue: number): string {
  const text = escapeXml(label.slice(0, 80));
  const kind = drawingOf(label);
  const drawing = kind.draw(paintOf(colourIn(label) ?? kind.colour));
  const closeUp = /\bdetail\b/i.test(label) ? ' transform="translate(-200 -190) scale(1.5)"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MEDIA_SIZE}" height="${MEDIA_SIZE}" viewBox="0 0 800 800" role="img" aria-label="${text}" data-kind="${kind.name}">` +
    `<title>${text}</title>` +
    `<rect width="800" height="800" fill="hsl(${hue},32%,93%)"/>` +
    `<g${closeUp}><ellipse cx="400" cy="700" rx="260" ry="24" fill="#000" opacity="0.07"/>${drawing}</g>` +
    `</svg>`
  );
}
