// What a lesson's prose quotes from the registry, read as the lab reads it: the tests that hold
// a lesson to today's figures (capstone-figures.test.ts, rc6-figures.test.ts) use these, so that
// when `npm run synth` or `npm run timing` measures a core again the test fails and names the
// figure the lesson must say now, rather than leave the lesson quoting a number the lab no
// longer shows. Node only (it reads the lesson files): for tests.
import fs from 'node:fs';
import path from 'node:path';
import { measuredFile } from '../throughput/measured';
import { synthesisFile, type DeviceFigure } from '../throughput/synthesis';
import { lessonsDir } from './node-context';

/** The text of lesson `folder`'s index.md (lessons/<folder>/index.md). */
export const lessonText = (folder: string) => fs.readFileSync(path.join(lessonsDir, folder, 'index.md'), 'utf8');

/** The lesson index (lessons/README.md). */
export const lessonIndex = () => fs.readFileSync(path.join(lessonsDir, 'README.md'), 'utf8');

/** Configuration `id`'s figure on `device` (registry/synthesis.json); an error naming what is missing. */
export function figureOn(id: string, device: string): DeviceFigure {
  const figure = synthesisFile.configurations[id]?.[device];
  if (typeof figure !== 'object') throw new Error(`${id}: no ${device} figure in registry/synthesis.json`);
  return figure;
}

/** An Fmax the lesson quotes: the registry's, or an error naming the core that has none. */
export function fmaxOn(id: string, device: string): number {
  const { fmaxMHz } = figureOn(id, device);
  if (fmaxMHz === undefined) throw new Error(`${id}: no ${device} Fmax in registry/synthesis.json`);
  return fmaxMHz;
}

/** Cycles a block of `id` encrypting in `mode`, measured on the RTL (registry/measured.json). */
export const cyclesPerBlock = (id: string, mode: string) =>
  measuredFile.configurations[id].modes!.find((m) => m.mode === mode && m.direction === 'encrypt')!.cyclesPerBlock;
