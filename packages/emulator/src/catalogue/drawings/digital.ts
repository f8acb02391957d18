/** Flat drawings of digital goods and prints: an e-book, photo presets, stickers, a framed poster. */
import { circle, INK, line, rect, shape, type Paint } from './paint';

/** A tablet showing a recipe book's cover. */
export function ebook(p: Paint): string {
  return (
    rect(245, 130, 310, 540, 36, INK.dark, p) +
    rect(270, 175, 260, 440, 8, INK.paper, p, 0) +
    rect(270, 175, 260, 170, 8, p.main, p, 0) +
    shape('M330 300 Q330 240 400 240 Q470 240 470 300 Z', INK.paper, { ...p, rim: INK.paper }, 4) +
    line('M320 305 L480 305', INK.paper, 8) +
    line('M300 390 L500 390 M300 430 L480 430 M300 470 L500 470 M300 510 L450 510 M300 550 L490 550', '#B0BEC5', 10) +
    circle(400, 642, 12, '#546E7A', p, 0)
  );
}

/** A photo (mountains under a sun) above three editing sliders. */
export function presets(p: Paint): string {
  const slider = (y: number, knob: number) => line(`M230 ${y} L570 ${y}`, '#B0BEC5', 10) + circle(knob, y, 20, p.main, p, 6);
  return (
    rect(190, 140, 420, 320, 18, INK.paper, p) +
    rect(215, 165, 370, 270, 6, p.light, p, 0) +
    circle(500, 230, 38, INK.flame, p, 0) +
    shape('M215 435 L330 290 L410 380 L460 330 L585 435 Z', p.shade, { ...p, rim: p.shade }, 2) +
    slider(530, 330) +
    slider(590, 470) +
    slider(650, 390)
  );
}

/** Three die-cut stickers: a star, a heart and a smiley. */
export function sticker(p: Paint): string {
  const edge = { ...p, rim: INK.paper };
  return (
    `<g transform="rotate(-12 300 320)">${shape('M300 190 L335 265 L415 275 L355 330 L372 410 L300 370 L228 410 L245 330 L185 275 L265 265 Z', p.main, edge, 18)}</g>` +
    shape('M520 560 Q430 490 430 440 Q430 380 490 380 Q520 380 520 420 Q520 380 550 380 Q610 380 610 440 Q610 490 520 560 Z', '#EC407A', edge, 18) +
    circle(300, 560, 95, '#FDD835', edge, 18) +
    circle(268, 535, 12, INK.dark, p, 0) +
    circle(332, 535, 12, INK.dark, p, 0) +
    line('M255 590 Q300 625 345 590', INK.dark, 10)
  );
}

/** A framed poster of mountains hanging from a wire. */
export function poster(p: Paint): string {
  return (
    line('M300 150 L400 90 L500 150', INK.dark, 5) +
    rect(230, 140, 340, 480, 6, INK.dark, p, 0) +
    rect(258, 168, 284, 424, 2, INK.paper, p, 0) +
    rect(290, 200, 220, 300, 2, p.light, p, 0) +
    circle(450, 270, 34, INK.flame, p, 0) +
    shape('M290 500 L370 350 L430 430 L460 390 L510 500 Z', p.main, { ...p, rim: p.main }, 2) +
    line('M300 545 L500 545', '#B0BEC5', 8)
  );
}
