/**
 * Product images served by the emulator itself: `GET /__media/<id>.svg?label=...&hue=...` answers a
 * small deterministic SVG (a coloured tile with the label), so the example storefront has real images.
 */
import type { MediaItem } from '@storefront-kit/stores-catalogue';

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

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Renders the SVG for `/__media/<id>.svg`. */
export function renderSvg(label: string, hue: number): string {
  const text = escapeXml(label.slice(0, 40));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MEDIA_SIZE}" height="${MEDIA_SIZE}" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="hsl(${hue},60%,72%)"/>` +
    `<circle cx="400" cy="330" r="170" fill="hsl(${(hue + 40) % 360},55%,55%)"/>` +
    `<text x="400" y="640" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#1f1f1f">${text}</text>` +
    `</svg>`
  );
}
