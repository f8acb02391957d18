/**
 * The pieces the product drawings are made of: a palette derived from one colour, and SVG shapes
 * outlined in the palette's rim colour. Every drawing fits an 800×800 canvas, the item centred and
 * standing on the ground line at y ≈ 690.
 */

/** The colours of one drawing, all derived from its main colour. */
export interface Paint {
  /** The item's colour (a colour choice's value when the label names one). */
  main: string;
  /** A darker tone for folds, insides and hems. */
  shade: string;
  /** A lighter tone for highlights. */
  light: string;
  /** Outlines and stitching: darker than `main`, lighter for near-black items so that they stay visible. */
  rim: string;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` mixed with `b` (`amount` 0..1 of `b`), as `#RRGGBB`. */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

/** Relative luminance 0 (black) .. 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The palette of a main colour (`#RRGGBB`). */
export function paintOf(main: string): Paint {
  const dark = luminance(main) < 0.03;
  return {
    main,
    shade: dark ? mix(main, '#FFFFFF', 0.16) : mix(main, '#000000', 0.16),
    light: mix(main, '#FFFFFF', dark ? 0.3 : 0.4),
    rim: dark ? mix(main, '#FFFFFF', 0.42) : mix(main, '#000000', luminance(main) > 0.7 ? 0.3 : 0.38),
  };
}

const STROKE = 'stroke-linejoin="round" stroke-linecap="round"';

/** A filled path outlined in the rim colour. */
export const shape = (d: string, fill: string, p: Paint, width = 8): string =>
  `<path d="${d}" fill="${fill}" stroke="${p.rim}" stroke-width="${width}" ${STROKE}/>`;

/** An open path (a seam, a handle, a strap). */
export const line = (d: string, colour: string, width = 8): string => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" ${STROKE}/>`;

/** A circle, outlined in the rim colour unless `width` is 0. */
export const circle = (cx: number, cy: number, r: number, fill: string, p: Paint, width = 8): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${width ? ` stroke="${p.rim}" stroke-width="${width}"` : ''}/>`;

/** An ellipse, outlined in the rim colour unless `width` is 0. */
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, p: Paint, width = 8): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${width ? ` stroke="${p.rim}" stroke-width="${width}"` : ''}/>`;

/** A rounded rectangle outlined in the rim colour. */
export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, p: Paint, width = 8): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${width ? ` stroke="${p.rim}" stroke-width="${width}"` : ''}/>`;

/** Fixed colours of parts that do not follow the item's colour. */
export const INK = { dark: '#263238', paper: '#FFFFFF', glass: '#B3E5FC', flame: '#FFB300', leaf: '#43A047', leafDark: '#2E7D32', wood: '#8D5B3A' };
