// `npm run synth`: synthesize every registry configuration with the project's Yosys for
// iCE40 and ECP5 and record its cells (LUTs, flip-flops, block RAMs). The heavy sweep: long
// (minutes per configuration), resumable (each result is cached by a hash of the RTL, the
// top level and the Yosys version, so a rerun picks up where it stopped), two at a time.
//   npm run synth                 every configuration, both families
//   npm run synth -- <id> …       only these
import fs from 'node:fs';
import path from 'node:path';
import { step, item, info, main } from './lib/progress.mjs';
import { setup } from './setup.mjs';
import { build } from './build.mjs';
import { buildDir } from './lib/paths.mjs';
import { hashInputs } from './lib/cache.mjs';
import { run, versionOf, pool } from './lib/run.mjs';
import { modelPaths } from './lib/models.mjs';
import { coreSources, hdlDir } from '../hdl/cores.mjs';
import { yosysArgs, yosysProblems, readTop } from '../hdl/yosys.mjs';

const cellKinds = {
  ice40: { luts: (t) => t === 'SB_LUT4', ffs: (t) => t.startsWith('SB_DFF'), brams: (t) => t.startsWith('SB_RAM40') },
  ecp5: { luts: (t) => t === 'LUT4', ffs: (t) => t === 'TRELLIS_FF', brams: (t) => t === 'DP16KD' },
};

async function synthesize(entry, target, version) {
  const top = readTop(modelPaths(entry.id).dir);
  const files = [...coreSources().map((f) => path.join(hdlDir, f)), top];
  const out = path.join(buildDir, 'synth', `${entry.id}.${target}.json`);
  const stat = out.replace(/\.json$/, '.stat.json');
  const hash = hashInputs({ files, strings: [version, target] });
  try {
    const cached = JSON.parse(fs.readFileSync(out, 'utf8'));
    // Re-filter what was recorded, so a newly known-harmless message stops counting.
    if (cached.hash === hash) return { ...cached, problems: yosysProblems(cached.problems.join('\n')), cached: true };
  } catch {}
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const args = yosysArgs(top, target);
  args[args.length - 1] += `; tee -q -o ${stat} stat -json`;
  const started = Date.now();
  const r = await run('yosys', args, { check: false });
  const result = { id: entry.id, target, hash, yosys: version, seconds: Math.round((Date.now() - started) / 1000) };
  result.problems = yosysProblems(`${r.stdout}\n${r.stderr}`);
  if (r.code === 0 && fs.existsSync(stat)) {
    const cells = JSON.parse(fs.readFileSync(stat, 'utf8')).design.num_cells_by_type;
    const k = cellKinds[target];
    const sum = (pick) => Object.entries(cells).reduce((s, [t, n]) => s + (pick(t) ? n : 0), 0);
    Object.assign(result, { ok: true, luts: sum(k.luts), ffs: sum(k.ffs), brams: sum(k.brams), cells });
  } else {
    result.ok = false;
    if (!result.problems.length) result.problems.push(`yosys exited with ${r.code}`);
  }
  fs.writeFileSync(out, JSON.stringify(result, null, 2));
  return result;
}

main(async () => {
  await setup();
  const registry = await build({ targets: ['wasm'] });
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const entries = wanted.length ? registry.entries.filter((e) => wanted.includes(e.id)) : registry.entries;
  const version = await versionOf('yosys', ['-V']);
  const jobs = entries.flatMap((entry) => ['ice40', 'ecp5'].map((target) => ({ entry, target })));
  step(`synth: ${jobs.length} Yosys runs with ${version}`);
  let done = 0;
  const results = await pool(jobs, 2, async ({ entry, target }) => {
    const r = await synthesize(entry, target, version);
    const figures = r.ok ? `LUT4 ${r.luts}, FF ${r.ffs}, BRAM ${r.brams}` : `FAILED: ${r.problems[0]}`;
    item(++done, jobs.length, `${entry.id} ${target}`, `${figures}${r.problems.length && r.ok ? ` (${r.problems.length} warnings)` : ''}${r.cached ? ' (cached)' : ` in ${r.seconds} s`}`);
    return r;
  });
  const failed = results.filter((r) => !r.ok || r.problems.length);
  info(`${results.length - failed.length} of ${results.length} synthesized without errors or warnings`);
  if (failed.length) process.exitCode = 1;
});
