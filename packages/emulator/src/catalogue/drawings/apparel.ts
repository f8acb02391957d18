/** Flat drawings of clothes: tees, shirts, hoodies, jackets, coats, dresses, trousers, socks, hats. */
import { circle, line, rect, shape, type Paint } from './paint';

/** A T-shirt: short sleeves, a round neck band. */
export function tee(p: Paint): string {
  return (
    shape('M330 170 L225 205 L120 330 L205 395 L255 350 L255 650 L545 650 L545 350 L595 395 L680 330 L575 205 L470 170 Q400 250 330 170 Z', p.main, p) +
    line('M330 172 Q400 262 470 172', p.shade, 22) +
    line('M150 345 L215 395 M650 345 L585 395', p.shade, 10) +
    line('M255 620 L545 620', p.shade, 6)
  );
}

/** Long-sleeved top with a collar, buttons and `pockets` chest pockets (a shirt, a denim jacket). */
function buttonedTop(p: Paint, pockets: number, length: number): string {
  const bottom = 650 + length;
  const body = `M320 175 L225 210 Q170 232 160 300 L135 610 L205 622 L250 385 L250 ${bottom} L550 ${bottom} L550 385 L595 622 L665 610 L640 300 Q630 232 575 210 L480 175 L400 250 Z`;
  const collar = shape('M320 175 L400 250 L345 320 L292 222 Z', p.shade, p, 6) + shape('M480 175 L400 250 L455 320 L508 222 Z', p.shade, p, 6);
  const buttons = [330, 410, 490, 570].map((y) => circle(400, y, 9, p.light, p, 4)).join('');
  const pocket = (x: number) => rect(x, 360, 80, 72, 8, p.main, p, 5) + line(`M${x} 384 L${x + 80} 384`, p.rim, 5);
  const cuffs = line('M140 585 L207 596 M660 585 L593 596', p.shade, 12);
  return shape(body, p.main, p) + collar + line(`M400 252 L400 ${bottom}`, p.rim, 5) + buttons + cuffs + [292, 428].slice(0, pockets).map(pocket).join('');
}

/** A button-up shirt with one chest pocket. */
export const shirt = (p: Paint): string => buttonedTop(p, 1, 0);

/** A jacket with two chest pockets and a waistband. */
export const jacket = (p: Paint): string => buttonedTop(p, 2, 0) + line('M252 615 L548 615', p.shade, 12);

/** A hood seen from the front, behind a garment's neckline. */
function hood(p: Paint): string {
  return (
    shape('M318 215 Q290 95 400 88 Q510 95 482 215 Q400 275 318 215 Z', p.shade, p) +
    shape('M350 200 Q350 130 400 128 Q450 130 450 200 Q400 235 350 200 Z', p.rim, p, 0)
  );
}

/** A hoodie: hood, drawstrings, kangaroo pocket, ribbed cuffs. */
export function hoodie(p: Paint): string {
  return (
    shape(
      'M318 200 L222 230 Q162 258 152 330 L130 600 L202 612 L242 385 L245 655 L555 655 L558 385 L598 612 L670 600 L648 330 Q638 258 578 230 L482 200 Q400 250 318 200 Z',
      p.main,
      p,
    ) +
    hood(p) +
    line('M372 232 L366 330 M428 232 L434 330', p.light, 8) +
    shape('M292 515 L508 515 L540 620 L260 620 Z', p.shade, p, 6) +
    line('M132 585 L204 597 M668 585 L596 597 M247 630 L553 630', p.shade, 16)
  );
}

/** A long rain coat with a hood, toggles and pocket flaps. */
export function raincoat(p: Paint): string {
  return (
    shape(
      'M318 205 L222 232 Q165 255 155 325 L135 625 L207 636 L246 395 L228 705 L572 705 L554 395 L593 636 L665 625 L645 325 Q635 255 578 232 L482 205 Q400 255 318 205 Z',
      p.main,
      p,
    ) +
    hood(p) +
    line('M400 250 L400 705', p.rim, 6) +
    [320, 410, 500, 590].map((y) => rect(380, y, 40, 14, 7, p.light, p, 4)).join('') +
    line('M270 540 L350 540 M450 540 L530 540', p.rim, 8)
  );
}

/** A summer dress: straps, fitted top, flared skirt with folds. */
export function dress(p: Paint): string {
  return (
    line('M345 130 L352 235 M455 130 L448 235', p.rim, 12) +
    shape('M330 230 Q400 262 470 230 L462 370 L338 370 Z', p.main, p) +
    shape('M338 370 L462 370 L610 665 Q400 715 190 665 Z', p.main, p) +
    line('M338 370 L462 370', p.shade, 18) +
    line('M370 390 L320 680 M400 392 L400 690 M430 390 L480 680', p.shade, 6)
  );
}

/** One sock (foot to the right), with ribbed cuff, heel and toe. */
function sock(p: Paint, main: string): string {
  return (
    shape('M290 150 L400 150 L400 470 Q400 520 445 540 L540 580 Q590 605 572 650 Q552 695 498 678 L325 612 Q290 596 290 560 Z', main, p) +
    rect(290, 150, 110, 60, 6, p.shade, p, 6) +
    line('M315 158 L315 203 M345 158 L345 203 M375 158 L375 203', p.rim, 4) +
    shape('M400 480 Q400 525 445 542 L430 585 Q370 565 360 510 Z', p.shade, p, 0)
  );
}

/** A pair of socks, one behind the other. */
export const socks = (p: Paint): string => `<g transform="translate(90 -40)">${sock(p, p.shade)}</g>${sock(p, p.main)}`;

/** Shorts with a waistband, drawstring and side stripes. */
export function shorts(p: Paint): string {
  return (
    shape('M245 250 L555 250 L598 570 L432 590 L400 385 L368 590 L202 570 Z', p.main, p) +
    rect(245, 240, 310, 55, 10, p.shade, p, 6) +
    line('M385 295 L375 350 M415 295 L425 350', p.light, 7) +
    line('M250 300 L215 560 M550 300 L585 560', p.light, 10)
  );
}

/** Long leggings / trousers. */
export function pants(p: Paint): string {
  return (
    shape('M280 165 L520 165 L562 700 L452 700 L400 335 L348 700 L238 700 Z', p.main, p) +
    rect(276, 150, 248, 60, 10, p.shade, p, 6) +
    line('M400 215 L400 330', p.rim, 5)
  );
}

/** A knit beanie with a cuff and a pompom. */
export function beanie(p: Paint): string {
  const ribs = [260, 310, 360, 410, 460, 510].map((x) => `M${x + 15} 495 L${x + 15} 580`).join(' ');
  return (
    circle(400, 205, 62, p.light, p) +
    shape('M235 500 Q230 255 400 240 Q570 255 565 500 Z', p.main, p) +
    rect(212, 475, 376, 118, 26, p.shade, p) +
    line(ribs, p.rim, 5)
  );
}

/** A baseball cap in three-quarter view: crown panels, button, brim. */
export function cap(p: Paint): string {
  return (
    shape('M520 455 Q680 440 720 500 Q650 548 500 508 Z', p.shade, p) +
    shape('M195 500 Q190 250 400 235 Q590 245 600 480 Q400 455 195 500 Z', p.main, p) +
    line('M400 240 Q380 360 395 470 M400 240 Q300 320 275 480 M400 240 Q500 320 525 462', p.rim, 5) +
    circle(400, 238, 16, p.shade, p, 5)
  );
}

/** A scarf looped round and hanging in two fringed tails. */
export function scarf(p: Paint): string {
  const fringe = (x: number, y: number) => line([0, 18, 36, 54, 72].map((dx) => `M${x + dx} ${y} L${x + dx - 4} ${y + 40}`).join(' '), p.rim, 5);
  return (
    shape('M255 175 Q400 250 545 175 L565 262 Q400 345 235 262 Z', p.main, p) +
    shape('M292 255 L382 298 L362 630 L272 615 Z', p.main, p) +
    shape('M420 290 L505 258 L535 600 L448 625 Z', p.shade, p) +
    line('M300 330 L375 345 M292 420 L370 432 M285 510 L365 520', p.light, 10) +
    fringe(278, 618) +
    fringe(452, 610)
  );
}
