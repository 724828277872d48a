// Which committed figures were measured from inputs that have since changed: the core's RTL,
// its top level, the measuring code or a tool's version (each figure's hash in
// registry/synthesis.json, scripts/lib/synth-figures.mjs). A full sweep takes hours, so a
// change to the RTL can leave figures of the earlier RTL committed for a while; the lab shows
// them as such (web/src/throughput/synthesis.ts reads registry/synthesis-stale.json), rather
// than as figures of today's cores. `npm run synth` rewrites the file whenever it writes
// figures, `npm run synth -- --stale` alone; scripts/tests/synth-stale.test.mjs fails while
// the file is not today's.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { figureJob, figureTargets, resultsFile } from './synth-figures.mjs';

export const staleFile = path.join(root, 'registry', 'synthesis-stale.json');

/**
 * The committed figures of `entries` (prebuilt configurations) whose hash is not the one
 * today's inputs give: { [id]: [device, …] }, in registry and device order.
 */
export async function staleFigures(entries, { simCore, versions }) {
  const committed = JSON.parse(fs.readFileSync(resultsFile, 'utf8')).configurations;
  const stale = {};
  for (const entry of entries) {
    const figures = committed[entry.id];
    if (!figures) continue;
    for (const target of Object.keys(figureTargets)) {
      if (typeof figures[target] !== 'object') continue;
      const job = await figureJob(entry, target, { simCore, versions });
      if (figures.core !== job.id || figures[target].hash !== job.digest) (stale[entry.id] ??= []).push(target);
    }
  }
  return stale;
}

/** registry/synthesis-stale.json's text for `stale` (staleFigures'). */
export function staleFileText(stale) {
  const file = {
    $comment:
      "The figures of registry/synthesis.json measured from inputs that have since changed (the core's RTL, its top level, the measuring code or a tool's version), by configuration and device: the lab marks them as from earlier inputs. Written by npm run synth (npm run synth -- --stale alone); npm run synth -- --list names the commands that measure them again.",
    configurations: stale,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Rewrite registry/synthesis-stale.json for `entries`; resolves to how many figures are stale. */
export async function writeStaleFile(entries, { simCore, versions }) {
  const stale = await staleFigures(entries, { simCore, versions });
  fs.writeFileSync(staleFile, staleFileText(stale));
  return Object.values(stale).flat().length;
}
