// A synthesis sweep bigger than one machine (`npm run synth -- --list | --shard i/n | --merge`).
// Every figure is a pure function of its inputs (scripts/lib/synth-figures.mjs hashes them), so
// an existing engine can spread the jobs and this file only names them, splits them and takes
// them back: GNU parallel over ssh hosts runs the commands --list prints, a CI matrix runs one
// --shard each, and --merge takes the figure files they made, refusing any whose hash is not
// the one today's inputs give. No job server of our own (scripts/README.md, the recipes).
import fs from 'node:fs';
import path from 'node:path';
import { figureJob, figureConfigId, figureTargets, figuresDir } from './synth-figures.mjs';

/** "i/n" (1 ≤ i ≤ n): the i-th of n shares. Throws with what is wrong. */
export function parseShard(text) {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const [i, n] = m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
  if (!m || n < 1 || i < 1 || i > n) throw new Error(`expected i/n with 1 ≤ i ≤ n (e.g. 1/4), got ${text}`);
  return { index: i, count: n };
}

/**
 * The figure jobs of `entries` ([{ entry, target }]), device by device in figureTargets' order
 * (ECP5 first: the lab's throughput reads its Fmax), each in registry order; `applies(target,
 * entry)` leaves out what a device does not measure (the HX8K: iterative encryptors).
 */
export function figureJobs(entries, targets, applies) {
  return targets.flatMap((target) =>
    entries.filter((entry) => applies(target, entry)).map((entry) => ({ entry, target })),
  );
}

/**
 * Shard `index` of `count`: job k goes to shard (k mod count) + 1, so the shares are disjoint,
 * cover every job, and differ in size by at most one; the same jobs give the same shares on
 * every machine. Round robin rather than blocks: a device's jobs (ECP5's take longest) spread
 * over every shard.
 */
export function shareOf(jobs, { index, count }) {
  return jobs.filter((_, k) => k % count === index - 1);
}

/** The self-contained command that measures one figure, from the root of a clone. */
export function figureCommand({ entry, target }) {
  return `npm run synth -- --figures --device ${target} ${entry.id}`;
}

/**
 * The figure files in `folders` (a machine's build/synth/figures/, copied back), checked
 * against today's inputs. Resolves to { accepted: [figure], refused: [message] }: a file whose
 * core is no prebuilt configuration's, whose device is unknown, or whose hash is not what
 * figureJob gives today is refused, by name and why; an accepted figure is copied into this
 * machine's cache (`into`), as if measured here.
 */
export async function mergeFigures(folders, { entries, simCore, versions, into = figuresDir }) {
  const accepted = [];
  const refused = [];
  for (const folder of folders) {
    if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
      refused.push(`${folder}: not a folder`);
      continue;
    }
    for (const name of fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const file = path.join(folder, name);
      let figure;
      try {
        figure = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        refused.push(`${file}: not JSON (${error.message})`);
        continue;
      }
      const entry = entries.find((e) => figureConfigId(e.id) === figure.core);
      if (!entry) {
        refused.push(`${file}: its core ${figure.core} is no prebuilt configuration's`);
        continue;
      }
      if (!Object.hasOwn(figureTargets, figure.target)) {
        refused.push(`${file}: unknown device ${figure.target} (known: ${Object.keys(figureTargets).join(', ')})`);
        continue;
      }
      const job = await figureJob(entry, figure.target, { simCore, versions });
      if (figure.hash !== job.digest) {
        refused.push(
          `${file}: made from other inputs than today's (RTL, top level, tools or flow): hash ${String(figure.hash).slice(0, 12)}…, today's ${job.digest.slice(0, 12)}…; measure it again`,
        );
        continue;
      }
      const target = path.join(into, `${job.id}.${figure.target}.json`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, JSON.stringify(figure, null, 2));
      accepted.push({ ...figure, cached: true });
    }
  }
  return { accepted, refused };
}
