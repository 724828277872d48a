// The lesson loader's context on Node (the build and the tests): the registry, sim-core's
// configuration rules from build/sim-core, the repository's HDL files, the papers' sources.
import fs from 'node:fs';
import path from 'node:path';
import type { LessonContext } from './load.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
export const lessonsDir = path.join(repoRoot, 'lessons');

interface SimCoreRules {
  parseConfiguration(id: string): unknown;
  predictTiming(id: string): { modes: { mode: string; decrypt: boolean }[] };
  cipherTrace(cipher: string, key: string, block: string, decrypt: boolean): { round: number; step: string }[];
}

/** Every lessons/<folder>/index.md, with its repository path. */
export function readLessonFiles(dir = lessonsDir): { file: string; text: string }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(dir, d.name, 'index.md'))
    .filter((f) => fs.existsSync(f))
    .map((f) => ({ file: path.relative(repoRoot, f).split(path.sep).join('/'), text: fs.readFileSync(f, 'utf8') }));
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as T;
}

/** The context, with sim-core (initialised from build/sim-core) supplying the rules. */
export function lessonContext(simCore: SimCoreRules): LessonContext {
  const registry = readJson<{ configurations: { id: string }[] }>('registry/configurations.json');
  const published = readJson<{
    sources: Record<string, { cite: string }>;
    rows: { source: string; table: string; cipher: string }[];
  }>('registry/published.json');
  const papers: LessonContext['papers'] = {};
  for (const [key, s] of Object.entries(published.sources)) {
    const rows = published.rows.filter((r) => r.source === key);
    const tables = [...new Set(rows.map((r) => r.table))];
    papers[key] = {
      cite: s.cite,
      tables,
      ciphers: Object.fromEntries(
        tables.map((t) => [t, [...new Set(rows.filter((r) => r.table === t).map((r) => r.cipher))]]),
      ),
    };
  }
  return {
    prebuilt: new Set(registry.configurations.map((c) => c.id)),
    checkConfiguration(id) {
      try {
        simCore.parseConfiguration(id);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    },
    modesOf: (id) => simCore.predictTiming(id).modes,
    traceSteps(cipher, key, block) {
      try {
        return simCore.cipherTrace(cipher, key, block, false).map(({ round, step }) => ({ round, step }));
      } catch (error) {
        return (error as Error).message;
      }
    },
    readFile(file) {
      const full = path.resolve(repoRoot, file);
      if (!full.startsWith(repoRoot + path.sep) || !fs.existsSync(full) || !fs.statSync(full).isFile()) return null;
      return fs.readFileSync(full, 'utf8');
    },
    papers,
  };
}

/** sim-core's WebAssembly build, initialised synchronously from build/sim-core. */
export async function loadSimCoreOnNode() {
  const glue = path.join(repoRoot, 'build', 'sim-core', 'sim_core_wasm.js');
  const wasm = path.join(repoRoot, 'build', 'sim-core', 'sim_core_wasm_bg.wasm');
  if (!fs.existsSync(glue) || !fs.existsSync(wasm))
    throw new Error('build/sim-core is missing: the lessons are checked with sim-core, built by `npm run build`');
  const simCore = (await import(/* @vite-ignore */ pathToUrl(glue))) as SimCoreRules & {
    initSync(m: { module: Buffer }): void;
  };
  simCore.initSync({ module: fs.readFileSync(wasm) });
  return simCore;
}

const pathToUrl = (file: string) => new URL(`file://${file}`).href;
