// The share link's QR code: the version and error-correction level we choose, a clear refusal
// of a link too long for it (in the page too), and (where Debian's zbarimg is installed) a real
// decoder reading back what was encoded, for every version the page makes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QrCode } from '../components/lessons/QrCode';
import { encodeQr, maxQrBytes } from './qr';

/** Bytes each version 1 to 10 holds in byte mode at level M, ISO/IEC 18004 Table 7. */
const capacity = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];

/** The symbol as a PGM image, 4 pixels a module, with a 4-module quiet zone. */
function pgm(modules: boolean[][]): Buffer {
  const scale = 4;
  const side = (modules.length + 8) * scale;
  const pixels = Buffer.alloc(side * side, 255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        pixels.fill(
          0,
          ((y + 4) * scale + dy) * side + (x + 4) * scale,
          ((y + 4) * scale + dy) * side + (x + 5) * scale,
        );
    }),
  );
  return Buffer.concat([Buffer.from(`P5\n${side} ${side}\n255\n`), pixels]);
}

function zbar(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':'))
    if (fs.existsSync(path.join(dir, 'zbarimg'))) return path.join(dir, 'zbarimg');
  return null;
}

/** A lab link of exactly `bytes` bytes. */
function link(bytes: number): string {
  return `http://localhost:4173/?lesson=04-pipelining&section=x${'y'.repeat(Math.max(0, bytes - 50))}`.slice(0, bytes);
}

describe('QR codes for share links', () => {
  it('picks the smallest version that holds the link, counting UTF-8 bytes', () => {
    expect(encodeQr('https://example.org/?lesson=04-pipelining').length).toBe(29); // 41 bytes: version 3
    capacity.forEach((bytes, i) => {
      expect(encodeQr(link(bytes)).length).toBe(17 + 4 * (i + 1));
      if (i + 1 < capacity.length) expect(encodeQr(link(bytes + 1)).length).toBe(17 + 4 * (i + 2));
    });
    expect(encodeQr('é'.repeat(7)).length).toBe(21); // 14 bytes: version 1
    expect(encodeQr('é'.repeat(8)).length).toBe(25); // 16 bytes: version 2
  });

  it('writes level M into the format information', () => {
    const q = encodeQr('https://example.org/?lesson=04-pipelining');
    // Format bits around the top-left finder: a BCH code word under the 0x5412 mask.
    const bits = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => q[y][8]).concat([7, 5, 4, 3, 2, 1, 0].map((x) => q[8][x]));
    const format = bits.reduce((a, d, i) => a | (Number(d) << i), 0) ^ 0x5412;
    expect(format >>> 13).toBe(0b00); // level M
    let rem = format >>> 10;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    expect(format & 0x3ff).toBe(rem & 0x3ff);
  });

  it('refuses a link longer than version 10 holds, and the page says so instead of breaking', () => {
    expect(maxQrBytes).toBe(capacity[9]);
    expect(() => encodeQr('x'.repeat(214))).toThrow('too long for a QR code');
    expect(() => encodeQr('x'.repeat(5000))).toThrow('This link is 5000 bytes');
    const page = renderToStaticMarkup(createElement(QrCode, { text: link(300) }));
    expect(page).toContain('data-testid="qr-too-long"');
    expect(page).toContain('This link is 300 bytes, too long for a QR code here (at most 213 bytes)');
    expect(renderToStaticMarkup(createElement(QrCode, { text: link(213) }))).toContain('data-testid="qr"');
  });

  // npm start installs zbar-tools; CI must have it, a developer's machine may not.
  it.runIf(zbar() !== null || process.env.CI)('is read back by zbarimg at every version 1 to 10', () => {
    if (zbar() === null) throw new Error('zbarimg is missing: npm run setup installs zbar-tools');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qr-'));
    try {
      capacity.forEach((bytes, i) => {
        const text = link(bytes);
        const q = encodeQr(text);
        expect(q.length).toBe(17 + 4 * (i + 1));
        const file = path.join(dir, `v${i + 1}.pgm`);
        fs.writeFileSync(file, pgm(q));
        const out = execFileSync(zbar()!, ['--quiet', '--raw', file], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim();
        expect(out).toBe(text);
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
