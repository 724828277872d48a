// The QR encoder: Reed–Solomon against the standard's worked example, the symbol's fixed
// patterns and format information, and (where Debian's zbarimg is installed) a real decoder
// reading back what was encoded, for every version the encoder makes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { capacity, encodeQr, reedSolomon } from './qr';

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

describe('QR codes for share links', () => {
  it('computes Reed–Solomon codewords as the standard’s 1-M example (HELLO WORLD)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('picks the smallest version and draws finder patterns, timing and a valid format', () => {
    const q = encodeQr('https://example.org/?lesson=04-pipelining');
    expect(q.length).toBe(29); // 41 bytes: version 3 (42 bytes at level M), 17 + 4·3 modules
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const rows = (x: number, y: number) =>
      finder.map((_, i) =>
        q[y + i]
          .slice(x, x + 7)
          .map((d) => (d ? '1' : '0'))
          .join(''),
      );
    expect(rows(0, 0)).toEqual(finder);
    expect(rows(q.length - 7, 0)).toEqual(finder);
    expect(rows(0, q.length - 7)).toEqual(finder);
    expect(q[6].slice(8, q.length - 8).map((d, i) => d === (i % 2 === 0))).not.toContain(false);
    // Format bits around the top-left finder: level M, a BCH code word under the 0x5412 mask.
    const bits = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => q[y][8]).concat([7, 5, 4, 3, 2, 1, 0].map((x) => q[8][x]));
    const format = bits.reduce((a, d, i) => a | (Number(d) << i), 0) ^ 0x5412;
    expect(format >>> 13).toBe(0); // level M
    let rem = format >>> 10;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    expect((format & 0x3ff) === (rem & 0x3ff)).toBe(true);
  });

  it('refuses text longer than version 10 holds', () => {
    expect(capacity(10)).toBe(213);
    expect(() => encodeQr('x'.repeat(214))).toThrow('too long');
  });

  // npm start installs zbar-tools; CI must have it, a developer's machine may not.
  it.runIf(zbar() !== null || process.env.CI)('is read back by zbarimg at every version 1 to 10', () => {
    if (zbar() === null) throw new Error('zbarimg is missing: npm run setup installs zbar-tools');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qr-'));
    try {
      for (let version = 1; version <= 10; version++) {
        const text =
          `http://localhost:4173/?lesson=04-pipelining&section=x${'y'.repeat(Math.max(0, capacity(version) - 50))}`.slice(
            0,
            capacity(version),
          );
        const q = encodeQr(text);
        expect(q.length).toBe(17 + 4 * version);
        const file = path.join(dir, `v${version}.pgm`);
        fs.writeFileSync(file, pgm(q));
        const out = execFileSync(zbar()!, ['--quiet', '--raw', file], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim();
        expect(out).toBe(text);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
