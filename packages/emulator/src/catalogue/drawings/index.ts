/**
 * Which drawing a label gets: the first kind whose words it contains ("Classic Tee Red" is a tee,
 * "Tea Set" a tea set, the "Home" collection a plant), each with the colour it has when the label
 * names none. Labels that name no known kind get a shopping bag.
 */
import { backpack, ring, saleTag, shoppingBag, sunglasses, tote, wallet, watch } from './accessories';
import { beanie, cap, dress, hoodie, jacket, pants, raincoat, scarf, shirt, shorts, socks, tee } from './apparel';
import { ebook, poster, presets, sticker } from './digital';
import { blanket, board, bottle, candle, chair, clock, coffee, lamp, mug, plant, teaset } from './home';
import type { Paint } from './paint';

/** A kind of product the images can draw. */
export interface DrawingKind {
  /** A short name (`tee`, `mug`), written on the SVG as `data-kind`. */
  name: string;
  /** Words of a label (lower-case) that make it this kind. */
  words: RegExp;
  /** The item's colour when the label names none. */
  colour: string;
  /** The drawing, in an 800×800 canvas. */
  draw: (paint: Paint) => string;
}

const kind = (name: string, words: RegExp, colour: string, draw: (paint: Paint) => string): DrawingKind => ({ name, words, colour, draw });

/** In match order: a more specific kind before a more general one ("tea set" before "set", "backpack" before "bag"). */
const KINDS: readonly DrawingKind[] = [
  kind('teaset', /\btea ?set\b|\bteapot/, '#F5F5F5', teaset),
  kind('hoodie', /\bhoodie|\bsweatshirt/, '#607D8B', hoodie),
  kind('raincoat', /\brain ?coat|\bparka\b|\bcoat\b/, '#FBC02D', raincoat),
  kind('jacket', /\bjacket|\bblazer/, '#4A6FA5', jacket),
  kind('tee', /\btee\b|\bt-shirt|\bapparel\b/, '#3F51B5', tee),
  kind('shirt', /\bshirt|\bblouse/, '#EFE6D8', shirt),
  kind('dress', /\bdress|\bskirt/, '#E57373', dress),
  kind('socks', /\bsocks?\b/, '#A1887F', socks),
  kind('shorts', /\bshorts\b/, '#26A69A', shorts),
  kind('pants', /\bpants\b|\btrousers|\bleggings|\bjeans\b/, '#455A64', pants),
  kind('beanie', /\bbeanie|\bhat\b/, '#C62828', beanie),
  kind('cap', /\bcap\b/, '#1565C0', cap),
  kind('scarf', /\bscarf/, '#AD1457', scarf),
  kind('wallet', /\bwallet|\bpurse\b/, '#6D4C41', wallet),
  kind('backpack', /\bbackpack|\brucksack|\baccessories\b/, '#2E7D32', backpack),
  kind('tote', /\btote\b|\bbag\b/, '#E6D5B8', tote),
  kind('sunglasses', /\bsunglasses|\bglasses\b/, '#212121', sunglasses),
  kind('ring', /\bring\b|\bjewel/, '#CFD8DC', ring),
  kind('watch', /\bwatch/, '#795548', watch),
  kind('clock', /\bclock\b/, '#37474F', clock),
  kind('mug', /\bmug\b|\bcup\b/, '#FAFAFA', mug),
  kind('candle', /\bcandle/, '#E1D5EE', candle),
  kind('blanket', /\bblanket|\bthrow\b/, '#B23A48', blanket),
  kind('lamp', /\blamp\b/, '#546E7A', lamp),
  kind('plant', /\bplant|\bpot\b|\bhome\b/, '#C8643B', plant),
  kind('board', /\bcutting board|\bchopping/, '#8D5B3A', board),
  kind('coffee', /\bcoffee|\bbeans\b/, '#B08968', coffee),
  kind('ebook', /\be-?book|\bdigital\b/, '#EF6C00', ebook),
  kind('presets', /\bpresets?\b|\bphoto\b/, '#42A5F5', presets),
  kind('sticker', /\bstickers?\b/, '#FF7043', sticker),
  kind('poster', /\bposter|\bprint\b/, '#5C6BC0', poster),
  kind('chair', /\bchair/, '#8D6E63', chair),
  kind('bottle', /\bbottle/, '#26C6DA', bottle),
  kind('sale', /\bsale\b/, '#E53935', saleTag),
];

const FALLBACK = kind('bag', /$^/, '#7E57C2', shoppingBag);

/** The kind of product a label names (see {@link KINDS}), or the shopping bag. */
export function drawingOf(label: string): DrawingKind {
  const text = label.toLowerCase();
  return KINDS.find((k) => k.words.test(text)) ?? FALLBACK;
}
