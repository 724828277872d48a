// The acceptance half of `npm run synth`: every registry configuration, as the lab
// simulates it (mode `all`), through the project's Yosys for iCE40 and ECP5 without errors
// (issue #3). Each result is cached by a hash of the RTL, the top level and the Yosys
// version, so a rerun picks up where it stopped.
import fs from 'node:fs';
import path from 'node:path';
import { buildDir } from './paths.mjs';
import { hashInputs } from './cache.mjs';
import { run } from './run.mjs';
import { modelPaths, topLevel } from './models.mjs';
import { yosysArgs, yosysInputs, yosysScripts, yosysProblems } from '../../hdl/yosys.mjs';
import { countResources } from '../../board/export/fit-synth.mjs';

export const checkTargets = ['ice40', 'ecp5'];

/**
 * The configuration's generated top level, where its model keeps it: written here when no
 * model was built (the sweep needs the RTL, not the simulators) or when it is out of date.
 */
async function writeTop(entry) {
  const text = await topLevel(entry);
  const top = path.join(modelPaths(entry.id).dir, 'src', 'cs_top.sv');
  if (!fs.existsSync(top) || fs.readFileSync(top, 'utf8') !== text) {
    fs.mkdirSync(path.dirname(top), { recursive: true });
    fs.writeFileSync(top, text);
  }
  return top;
}

/** Synthesize one configuration's simulated core for `target`; the cached result if fresh. */
export async function checkSynthesis(entry, target, version) {
  const top = await writeTop(entry);
  const files = yosysInputs(top, entry.config.cipher);
  const out = path.join(buildDir, 'synth', `${entry.id}.${target}.json`);
  const stat = out.replace(/\.json$/, '.stat.json');
  const args = yosysArgs(top, target, entry.config.cipher);
  const hash = hashInputs({ files, strings: [version, target, yosysScripts[target]] });
  try {
    const cached = JSON.parse(fs.readFileSync(out, 'utf8'));
    // Re-filter what was recorded, so a newly known-harmless message stops counting.
    // Re-counted from the recorded cells, as the fit check counts them.
    if (cached.hash === hash) {
      return {
        ...cached,
        ...(cached.cells ? countResources(target, cached.cells) : {}),
        problems: yosysProblems(cached.problems.join('\n')),
        cached: true,
      };
    }
  } catch {
    // no cached verdict: run Yosys
  }
  fs.mkdirSync(path.dirname(out), { recursive: true });
  args[args.length - 1] += `; tee -q -o ${stat} stat -json`;
  const started = Date.now();
  const r = await run('yosys', args, { check: false });
  // Stopped by a signal (the sweep interrupted): no verdict, so nothing cached.
  if (r.code === null)
    throw new Error(`yosys was stopped before it finished ${entry.id} for ${target}; nothing cached`);
  const result = { id: entry.id, target, hash, yosys: version, seconds: Math.round((Date.now() - started) / 1000) };
  result.problems = yosysProblems(`${r.stdout}\n${r.stderr}`);
  if (r.code === 0 && fs.existsSync(stat)) {
    const cells = JSON.parse(fs.readFileSync(stat, 'utf8')).design.num_cells_by_type;
    Object.assign(result, { ok: true, ...countResources(target, cells), cells });
  } else {
    result.ok = false;
    if (!result.problems.length) result.problems.push(`yosys exited with ${r.code}`);
  }
  fs.writeFileSync(out, JSON.stringify(result, null, 2));
  return result;
}
