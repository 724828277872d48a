// A QR code as SVG, one rect path for the dark modules, with the quiet zone the standard asks for.
// A link too long for a QR code here gets a sentence in its place, not a broken page.
import { useMemo } from 'react';
import { encodeQr, TooLongForQr } from '../../lessons/qr';

function modulesOf(text: string): boolean[][] | TooLongForQr {
  try {
    return encodeQr(text);
  } catch (e) {
    if (e instanceof TooLongForQr) return e;
    throw e;
  }
}

export function QrCode({ text, size = 220 }: { text: string; size?: number }) {
  const modules = useMemo(() => modulesOf(text), [text]);
  if (modules instanceof TooLongForQr)
    return (
      <p className="qr note" role="note" style={{ width: size }} data-testid="qr-too-long">
        {modules.message}
      </p>
    );
  const n = modules.length + 8;
  const path = modules
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + 4},${y + 4}h1v1h-1z`] : [])))
    .join('');
  return (
    <svg
      className="qr"
      viewBox={`0 0 ${n} ${n}`}
      width={size}
      height={size}
      role="img"
      aria-label={`QR code of ${text}`}
      data-testid="qr"
      shapeRendering="crispEdges"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
