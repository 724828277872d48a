// A QR code as SVG, one rect path for the dark modules, with the quiet zone the standard asks for.
import { useMemo } from 'react';
import { encodeQr } from '../../lessons/qr';

export function QrCode({ text, size = 220 }: { text: string; size?: number }) {
  const modules = useMemo(() => encodeQr(text), [text]);
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
