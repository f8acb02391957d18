/** Flat drawings of home goods: mug, tea set, candle, blanket, lamp, plant, board, coffee, chair, clock, bottle. */
import { circle, ellipse, INK, line, rect, shape, type Paint } from './paint';

/** A mug with a handle, coffee inside and a curl of steam. */
export function mug(p: Paint): string {
  return (
    line('M480 340 Q610 340 610 435 Q610 530 480 530', p.rim, 52) +
    line('M480 340 Q610 340 610 435 Q610 530 480 530', p.main, 36) +
    shape('M225 270 L505 270 L490 610 Q365 650 240 610 Z', p.main, p) +
    ellipse(365, 270, 140, 32, p.shade, p) +
    ellipse(365, 274, 118, 22, '#6D4C41', p, 0) +
    line('M330 220 Q310 180 335 150 Q360 120 340 90 M400 215 Q380 175 405 145', '#B0BEC5', 8)
  );
}

/** A teapot and a cup on its saucer. */
export function teaset(p: Paint): string {
  return (
    line('M215 420 Q130 420 140 500 Q150 570 235 560', p.rim, 30) +
    shape('M500 470 Q560 450 600 360 L630 372 Q600 480 520 540 Z', p.main, p) +
    ellipse(360, 480, 170, 145, p.main, p) +
    line('M200 470 Q360 500 520 470', p.shade, 12) +
    ellipse(360, 340, 85, 24, p.shade, p) +
    circle(360, 305, 20, p.light, p, 6) +
    ellipse(595, 655, 125, 26, p.shade, p) +
    shape('M510 540 L680 540 Q675 640 595 645 Q515 640 510 540 Z', p.main, p) +
    line('M680 560 Q725 565 715 600 Q705 625 670 615', p.rim, 12)
  );
}

/** A candle in a glass jar, with a label and a flame. */
export function candle(p: Paint): string {
  return (
    shape('M400 160 Q440 215 425 245 Q400 270 375 245 Q360 215 400 160 Z', INK.flame, { ...p, rim: '#F57C00' }, 6) +
    line('M400 255 L400 300', INK.dark, 6) +
    rect(255, 290, 290, 370, 40, p.light, p) +
    rect(275, 350, 250, 290, 24, p.main, p, 0) +
    rect(300, 440, 200, 110, 10, INK.paper, p, 5) +
    line('M335 480 L465 480 M350 512 L450 512', p.rim, 6)
  );
}

/** A folded blanket, three layers with plaid stripes. */
export function blanket(p: Paint): string {
  const layer = (y: number, fill: string) =>
    rect(180, y, 440, 120, 46, fill, p) + line(`M300 ${y + 6} L300 ${y + 114} M500 ${y + 6} L500 ${y + 114} M186 ${y + 60} L614 ${y + 60}`, p.light, 8);
  return layer(520, p.main) + layer(400, p.shade) + layer(280, p.main) + line('M610 305 Q650 345 610 385 M610 425 Q650 465 610 505', p.rim, 8);
}

/** An adjustable desk lamp lighting the table. */
export function lamp(p: Paint): string {
  return (
    `<path d="M505 380 L650 640 L360 640 Z" fill="#FFF59D" opacity="0.55"/>` +
    ellipse(280, 660, 130, 30, p.shade, p) +
    line('M280 650 L350 420 L490 300', p.rim, 26) +
    line('M280 650 L350 420 L490 300', p.main, 14) +
    circle(350, 420, 20, p.light, p, 6) +
    shape('M430 250 L580 190 L640 340 Q560 400 470 380 Z', p.main, p) +
    circle(553, 360, 30, '#FFF59D', p, 5)
  );
}

/** A glazed pot with a leafy plant. */
export function plant(p: Paint): string {
  const leaves = [
    [-60, 330, 300],
    [-25, 370, 250],
    [10, 420, 240],
    [45, 460, 300],
    [-5, 400, 330],
  ]
    .map(
      ([a, x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="46" ry="110" transform="rotate(${a} ${x} ${y})" fill="${INK.leaf}" stroke="${INK.leafDark}" stroke-width="6"/>`,
    )
    .join('');
  return leaves + shape('M270 450 L530 450 L500 685 L300 685 Z', p.main, p) + rect(250, 420, 300, 62, 14, p.shade, p);
}

/** A wooden cutting board with a handle hole, its grain and a lemon slice. */
export function board(p: Paint): string {
  return (
    shape(
      'M200 300 Q200 250 250 250 L350 250 L350 180 Q400 140 450 180 L450 250 L550 250 Q600 250 600 300 L600 650 Q600 700 550 700 L250 700 Q200 700 200 650 Z',
      p.main,
      p,
    ) +
    circle(400, 200, 18, '#F3EFE8', p, 6) +
    line('M250 330 Q400 360 550 320 M240 450 Q420 480 560 440 M250 580 Q380 600 550 570', p.shade, 7) +
    circle(470, 520, 62, '#FFF176', { ...p, rim: '#FBC02D' }, 10) +
    line('M470 468 L470 572 M418 520 L522 520 M433 483 L507 557 M507 483 L433 557', '#FBC02D', 5)
  );
}

/** A bag of coffee with a bean label, and loose beans. */
export function coffee(p: Paint): string {
  const bean = (x: number, y: number, a: number, size: number) =>
    `<g transform="rotate(${a} ${x} ${y})">${ellipse(x, y, size, size * 1.4, '#5D4037', p, 0)}${line(`M${x} ${y - size * 1.2} Q${x - size * 0.4} ${y} ${x} ${y + size * 1.2}`, '#3E2723', Math.max(3, size / 6))}</g>`;
  return (
    shape('M265 230 L535 230 L565 680 L235 680 Z', p.main, p) +
    rect(262, 180, 276, 62, 8, p.shade, p) +
    line('M300 210 L500 210', p.rim, 5) +
    circle(400, 450, 95, '#F3E9D2', p, 6) +
    bean(400, 450, 20, 38) +
    bean(620, 665, 40, 22) +
    bean(175, 665, -30, 22) +
    bean(660, 620, -10, 18)
  );
}

/** A wooden chair in three-quarter view. */
export function chair(p: Paint): string {
  return (
    line('M285 460 L270 690 M515 460 L530 690 M330 500 L335 650 M470 500 L465 650', p.rim, 22) +
    shape('M260 440 L540 440 L560 500 L240 500 Z', p.main, p) +
    shape('M290 180 L510 180 L520 440 L280 440 Z', p.main, p) +
    line('M300 250 L500 250 M300 320 L500 320', p.shade, 14)
  );
}

/** A wall clock. */
export function clock(p: Paint): string {
  return (
    circle(400, 400, 230, p.main, p) +
    circle(400, 400, 190, INK.paper, p, 6) +
    line('M400 400 L400 260 M400 400 L500 440', INK.dark, 14) +
    circle(400, 400, 14, p.main, p, 0)
  );
}

/** A water bottle with a cap and a band. */
export function bottle(p: Paint): string {
  return (
    rect(345, 130, 110, 80, 18, INK.dark, p) +
    shape('M330 210 L470 210 Q520 250 520 320 L520 650 Q520 690 480 690 L320 690 Q280 690 280 650 L280 320 Q280 250 330 210 Z', p.main, p) +
    rect(280, 420, 240, 90, 0, p.shade, p, 0)
  );
}
