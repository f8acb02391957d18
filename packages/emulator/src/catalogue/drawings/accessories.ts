/** Flat drawings of accessories: bags, wallet, glasses, jewellery, watches, and the shop's own bag and tag. */
import { circle, ellipse, INK, line, rect, shape, type Paint } from './paint';

/** A bifold wallet with stitching and a card peeking out. */
export function wallet(p: Paint): string {
  return (
    rect(250, 235, 230, 130, 10, INK.glass, p, 6) +
    rect(210, 290, 380, 260, 34, p.main, p) +
    `<rect x="232" y="312" width="336" height="216" rx="22" fill="none" stroke="${p.light}" stroke-width="4" stroke-dasharray="14 10"/>` +
    shape('M210 380 L590 380 L590 440 Q400 470 210 440 Z', p.shade, p, 6) +
    circle(560, 420, 14, p.light, p, 4)
  );
}

/** A canvas tote bag with two handles and a small printed leaf. */
export function tote(p: Paint): string {
  return (
    line('M300 330 Q300 165 400 165 Q500 165 500 330', p.rim, 30) +
    line('M300 330 Q300 165 400 165 Q500 165 500 330', p.shade, 18) +
    shape('M205 310 L595 310 L625 685 L175 685 Z', p.main, p) +
    line('M205 345 L595 345', p.shade, 8) +
    `<ellipse cx="400" cy="520" rx="46" ry="86" transform="rotate(35 400 520)" fill="${INK.leaf}"/>` +
    line('M360 590 Q400 520 440 450', INK.leafDark, 6)
  );
}

/** A backpack from the front: top handle, rounded body, front pocket with zip. */
export function backpack(p: Paint): string {
  return (
    line('M350 215 Q350 150 400 150 Q450 150 450 215', p.rim, 20) +
    rect(225, 205, 350, 480, 95, p.main, p) +
    shape('M225 330 Q400 270 575 330', 'none', p, 6) +
    rect(275, 450, 250, 185, 42, p.shade, p) +
    line('M300 490 L500 490', p.rim, 6) +
    rect(488, 482, 16, 34, 6, p.light, p, 3) +
    line('M265 250 L255 660 M535 250 L545 660', p.shade, 8)
  );
}

/** Sunglasses from the front: two dark lenses with a glint, a bridge and the arms' hinges. */
export function sunglasses(p: Paint): string {
  const lens = (x: number) => rect(x, 335, 230, 160, 70, INK.dark, p, 18) + line(`M${x + 40} 375 Q${x + 70} 355 ${x + 110} 360`, '#90A4AE', 10);
  return (
    line('M130 380 L95 340 M670 380 L705 340', p.rim, 16) +
    lens(140) +
    lens(430) +
    line('M368 380 Q400 350 432 380', p.main, 18) +
    line('M140 350 L370 345 M430 345 L660 350', p.main, 14)
  );
}

/** A ring with a faceted stone. */
export function ring(p: Paint): string {
  return (
    ellipse(400, 480, 165, 150, 'none', p, 0) +
    `<ellipse cx="400" cy="480" rx="165" ry="150" fill="none" stroke="${p.rim}" stroke-width="52"/>` +
    `<ellipse cx="400" cy="480" rx="165" ry="150" fill="none" stroke="${p.main}" stroke-width="36"/>` +
    line('M270 560 Q300 610 360 628', p.light, 8) +
    shape('M350 330 L450 330 L480 290 L440 250 L360 250 L320 290 Z', INK.glass, p, 6) +
    line('M320 290 L480 290 M360 250 L380 290 L400 330 M440 250 L420 290 L400 330', '#4FC3F7', 4)
  );
}

/** A wristwatch: strap, case, dial with ticks and hands. */
export function watch(p: Paint): string {
  const ticks = Array.from({ length: 12 }, (_, k) => {
    const a = (k * Math.PI) / 6;
    const [s, c] = [Math.sin(a), Math.cos(a)];
    return `M${(400 + 100 * s).toFixed(1)} ${(400 - 100 * c).toFixed(1)} L${(400 + 115 * s).toFixed(1)} ${(400 - 115 * c).toFixed(1)}`;
  }).join(' ');
  return (
    rect(335, 95, 130, 610, 30, p.main, p) +
    line('M345 160 L455 160 M345 640 L455 640', p.shade, 8) +
    rect(548, 382, 30, 36, 8, '#B0BEC5', p, 5) +
    circle(400, 400, 155, '#CFD8DC', p) +
    circle(400, 400, 128, INK.paper, p, 6) +
    line(ticks, INK.dark, 6) +
    line('M400 400 L400 320 M400 400 L462 432', INK.dark, 10) +
    circle(400, 400, 10, '#D32F2F', p, 0)
  );
}

/** A shopping bag with a star: the fallback for labels that name no known product. */
export function shoppingBag(p: Paint): string {
  return (
    line('M320 300 Q320 170 400 170 Q480 170 480 300', p.rim, 20) +
    shape('M215 280 L585 280 L615 680 L185 680 Z', p.main, p) +
    shape('M400 410 L428 468 L492 476 L445 520 L457 584 L400 553 L343 584 L355 520 L308 476 L372 468 Z', p.light, p, 6)
  );
}

/** A price tag with a hole and a string: the Sale collection. */
export function saleTag(p: Paint): string {
  return (
    line('M300 230 Q240 150 330 120', INK.dark, 6) +
    shape('M260 250 L470 210 L640 420 L430 640 L220 460 Z', p.main, p) +
    circle(318, 290, 24, INK.paper, p, 6) +
    `<text x="430" y="455" font-family="sans-serif" font-weight="700" font-size="120" text-anchor="middle" fill="${INK.paper}" transform="rotate(-40 430 430)">%</text>`
  );
}
