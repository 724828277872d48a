// Loads YoWASP's Yosys and nextpnr-ice40 (npm's @yowasp/yosys, @yowasp/nextpnr-ice40) from the
// URLs of their bundles (gen/bundle.js), for the page's worker (http URLs) and Node (file URLs)
// alike. Each package's bundle imports its `resources-<name>.js` beside it, which lists every
// file the runtime fetches on the first run: every iCE40 chip database (275 MB) and Yosys's
// cell libraries for other vendors. The same module, imported here first, is pruned to what
// the board needs, so only those are fetched (@yowasp/runtime's fetchResources fetches what
// the object holds when a tool first runs).

/** nextpnr-ice40's chip database file per `--up5k`-style device option. */
const chipDatabases = { '--up5k': 'chipdb-5k.bin', '--hx8k': 'chipdb-8k.bin', '--hx1k': 'chipdb-1k.bin' };

/** The chip database `pnrArgs` (nextpnr-ice40's arguments) needs. */
export function chipDatabaseFor(pnrArgs) {
  const device = pnrArgs.find((a) => a in chipDatabases);
  if (!device) throw new Error(`no chip database known for nextpnr-ice40 ${pnrArgs.join(' ')}`);
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

/**
 * { yosys, nextpnr, pack, version } from the bundles at `yosysUrl` and `nextpnrUrl` (URLs of
 * each package's gen/bundle.js), fetching only the chip database `chipDatabase` and Yosys's
 * iCE40 library.
 */
export async function loadIce40Tools({ yosysUrl, nextpnrUrl, chipDatabase }) {
  const yosysResources = await import(/* @vite-ignore */ new URL('resources-yosys.js', yosysUrl).href);
  prune(yosysResources.filesystem, (p) => p.startsWith('share/ice40/'));
  const pnrResources = await import(/* @vite-ignore */ new URL('resources-nextpnr-ice40.js', nextpnrUrl).href);
  prune(pnrResources.filesystem, (p) => p === `share/ice40/${chipDatabase}`);
  // The package's other tools (icebram, icemulti, icepll) are compiled on the first run too.
  prune(pnrResources.modules, (p) => /^(nextpnr-ice40|icepack)\./.test(p));
  const yosys = await import(/* @vite-ignore */ yosysUrl);
  const pnr = await import(/* @vite-ignore */ nextpnrUrl);
  return {
    yosys: yosys.runYosys,
    nextpnr: pnr.runNextpnrIce40,
    pack: pnr.runIcepack,
    version: { yosys: yosys.version, nextpnr: pnr.version },
  };
}
