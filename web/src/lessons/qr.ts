// The QR code of presenter mode's share link (ISO/IEC 18004), made by the maintained
// qrcode-generator library; this module is the one place that knows about QR. The choices
// are ours and stay what the lab's own encoder made them: the link's UTF-8 bytes in byte
// mode; error correction level M (about 15 % of the codewords can be restored); the
// smallest version that holds the link, at most version 10 (57 modules, 213 bytes at
// level M, ISO/IEC 18004 Table 7), plenty for a lab link and still 3 to 4 screen pixels a
// module at the 220 to 280 pixels the page draws it, quiet zone included. Of the standard's
// eight masks the library keeps the one with the lowest penalty by its own scoring (after
// JIS X 0510, the standard's Japanese twin). Returns the modules as rows of booleans
// (true = dark), without the quiet zone; the page draws them as SVG.
import qrcode from 'qrcode-generator';

/** The most bytes a share link's QR code holds: version 10 at level M in byte mode, ISO/IEC 18004 Table 7. */
export const maxQrBytes = 213;

/** The text does not fit the largest QR code drawn here; the message says so in words. */
export class TooLongForQr extends Error {
  constructor(readonly bytes: number) {
    super(
      `This link is ${bytes} bytes, too long for a QR code here (at most ${maxQrBytes} bytes): share the link itself.`,
    );
    this.name = 'TooLongForQr';
  }
}

/** The QR code of `text` (UTF-8), level M, the smallest version that holds it; throws TooLongForQr. */
export function encodeQr(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > maxQrBytes) throw new TooLongForQr(bytes.length);
  // Version 0: the library picks the smallest version whose data capacity (ISO/IEC 18004
  // Table 7) holds the data, which the check above bounds to 10. It reads a string's
  // characters as bytes (char code & 0xff), so the UTF-8 bytes go in one character each.
  const qr = qrcode(0, 'M');
  qr.addData(String.fromCharCode(...bytes), 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => qr.isDark(row, col)));
}
