/**
 * The emulator's icon, `GET /favicon.ico`: the dashboard links it and browsers ask for it on every page of
 * the emulator's origin (the hosted login and checkout pages too), which otherwise answered 404. A 16×16
 * ICO drawn here (a filled circle in the pages' accent colour), so the package ships no binary file.
 */
import type { EmulatorModule } from '../context';

const SIZE = 16;
const ACCENT_BGRA = [0xcc, 0x52, 0x29, 0xff]; // #2952cc, the hosted pages' accent

/** A 32-bit ICO of one 16×16 image: ICONDIR, one ICONDIRENTRY, a BITMAPINFOHEADER, pixels, AND mask. */
function faviconIco(): Uint8Array<ArrayBuffer> {
  const header = 6 + 16;
  const infoHeader = 40;
  const pixels = SIZE * SIZE * 4;
  const mask = SIZE * 4; // 1 bit per pixel, rows padded to 4 bytes; all 0 (the alpha channel decides)
  const bytes = new Uint8Array(header + infoHeader + pixels + mask);
  const view = new DataView(bytes.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  bytes[6] = SIZE;
  bytes[7] = SIZE;
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, infoHeader + pixels + mask, true);
  view.setUint32(18, header, true);
  view.setUint32(header, infoHeader, true);
  view.setInt32(header + 4, SIZE, true);
  view.setInt32(header + 8, SIZE * 2, true); // the XOR image and the AND mask
  view.setUint16(header + 12, 1, true);
  view.setUint16(header + 14, 32, true);
  const centre = (SIZE - 1) / 2;
  for (let row = 0; row < SIZE; row++) {
    for (let column = 0; column < SIZE; column++) {
      if ((row - centre) ** 2 + (column - centre) ** 2 > (SIZE / 2) ** 2) continue; // transparent
      bytes.set(ACCENT_BGRA, header + infoHeader + (row * SIZE + column) * 4); // rows bottom-up: symmetric anyway
    }
  }
  return bytes;
}

/** Serves the icon at `/favicon.ico`, cached for a day. */
export const faviconModule: EmulatorModule = (app) => {
  let icon: Uint8Array<ArrayBuffer> | undefined;
  app.get('/favicon.ico', () => {
    icon ??= faviconIco();
    return new Response(icon, { headers: { 'content-type': 'image/x-icon', 'cache-control': 'public, max-age=86400' } });
  });
};
