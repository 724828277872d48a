// Lesson 14, the capstone, quotes the lab's own figures in its exercises and prose, and the
// lesson index in its row: cores' ECP5-85F Fmax and LUT4 from registry/synthesis.json, the
// throughputs they give with the cycles measured on the RTL, and the finalists' leads
// (registry/finalists.mjs). They are typed, so when `npm run synth` measures a core again this
// test fails and names the figure the lesson must say now, rather than leave the lesson
// quoting a clock the lab no longer shows.
import { describe, expect, it } from 'vitest';
import { fastestPerCipher, labWinners } from '../finalists/data';
import { grouped } from '../numbers';
import { cyclesPerBlock, figureOn, fmaxOn, lessonIndex, lessonText } from './quoted-figures';

const lesson = lessonText('14-choosing-aes-the-finalists-in-hardware');
const ecp5 = (id: string) => ({ fmaxMHz: fmaxOn(id, 'ecp5-85f'), luts: figureOn(id, 'ecp5-85f').luts });
const mbps = (id: string, mode: string) => (128 * ecp5(id).fmaxMHz) / cyclesPerBlock(id, mode);
const whole = (x: number) => grouped(Math.round(x));

describe('lesson 14 quotes the registry’s figures of today', () => {
  const quoted: [what: string, text: string][] = [];
  for (const id of [
    'aes128-enc-sp10m3-bram-online-all',
    'serpent128-enc-pp32-lut-online-all',
    'aes128-enc-lu1-bram-online-all',
    'serpent128-enc-lu8-lut-online-all',
  ])
    quoted.push([`${id}'s Fmax`, `${ecp5(id).fmaxMHz.toFixed(2)} MHz`]);
  for (const id of [
    'aes128-enc-sp10m3-bram-online-all',
    'serpent128-enc-pp32-lut-online-all',
    'serpent128-enc-lu8-lut-online-all',
  ])
    quoted.push([`${id}'s LUT4`, whole(ecp5(id).luts)]);
  quoted.push(
    ['AES SP-10-3 in ECB, Gbit/s', (mbps('aes128-enc-sp10m3-bram-online-all', 'ecb') / 1000).toFixed(3)],
    ['Serpent PP-32 in ECB, Gbit/s', (mbps('serpent128-enc-pp32-lut-online-all', 'ecb') / 1000).toFixed(3)],
    ['AES SP-10-3 in CBC, Mbit/s', `${whole(mbps('aes128-enc-sp10m3-bram-online-all', 'cbc'))} Mbit/s`],
    ['AES LU-1 in CBC, Mbit/s', `${whole(mbps('aes128-enc-lu1-bram-online-all', 'cbc'))} Mbit/s`],
    ['Serpent LU-8 in CBC, Mbit/s', `${whole(mbps('serpent128-enc-lu8-lut-online-all', 'cbc'))} Mbit/s`],
  );
  for (const w of labWinners) if ('second' in w) quoted.push([`the ${w.mode} lead`, `${w.ratio.toFixed(2)}×`]);

  it.each(quoted)('%s: %s', (_what, text) => {
    expect(lesson).toContain(text);
  });

  it('and the lesson index’s row for it says the same', () => {
    const row = lessonIndex()
      .split('\n')
      .find((l) => l.includes('14-choosing-aes-the-finalists-in-hardware/index.md'))!;
    expect(row).toContain(`${(mbps('aes128-enc-sp10m3-bram-online-all', 'ecb') / 1000).toFixed(3)} Gbit/s`);
    expect(row).toContain(`${(mbps('aes128-enc-lu1-bram-online-all', 'cbc') / 1000).toFixed(3)} Gbit/s`);
    for (const w of labWinners) if ('second' in w) expect(row).toContain(`${w.ratio.toFixed(2)}×`);
  });

  it('asks about the cores the lab’s table names fastest', () => {
    const fastest = (cipher: string, mode: string) =>
      fastestPerCipher.find((b) => b.cipher.id === cipher && b.mode === mode)?.point?.id;
    expect(fastest('aes', 'stream')).toBe('aes128-enc-sp10m3-bram-online-all');
    expect(fastest('aes', 'feedback')).toBe('aes128-enc-lu1-bram-online-all');
    expect(fastest('serpent', 'stream')).toBe('serpent128-enc-pp32-lut-online-all');
    expect(fastest('serpent', 'feedback')).toBe('serpent128-enc-lu8-lut-online-all');
  });
});
