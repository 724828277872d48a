// Reads and checks the configuration registry. Plain JS so the build scripts (Node) and
// the web app (Vite) share it; validation of each id is sim-core's (passed in as `parse`),
// so there is one definition of which configurations exist.

/**
 * @typedef {{ id: string, title: string, summary: string, cites: string[] }} RegistryEntry
 * @typedef {RegistryEntry & { config: import('../build/sim-core/sim_core_wasm.js').Configuration }} Configured
 */

/**
 * Check the registry and return its entries with their parsed configurations.
 * Throws one error listing every problem, each naming the entry.
 * @param {{ default: string, configurations: RegistryEntry[] }} data
 * @param {(id: string) => any} parse sim-core's parseConfiguration
 * @returns {{ defaultId: string, entries: Configured[] }}
 */
export function checkRegistry(data, parse) {
  const problems = [];
  const seen = new Set();
  const entries = [];
  (data.configurations ?? []).forEach((entry, index) => {
    const where = `configurations[${index}] (${entry.id ?? 'no id'})`;
    for (const field of ['id', 'title', 'summary']) {
      if (typeof entry[field] !== 'string' || !entry[field]) problems.push(`${where}: "${field}" is missing`);
    }
    if (typeof entry.id !== 'string') return;
    let config;
    try {
      config = parse(entry.id);
    } catch (error) {
      problems.push(`${where}: ${error.message}`);
      return;
    }
    if (config.id !== entry.id) problems.push(`${where}: not canonical, write it as ${config.id}`);
    if (seen.has(config.id)) problems.push(`${where}: listed twice`);
    seen.add(config.id);
    entries.push({ ...entry, cites: entry.cites ?? [], config });
  });
  if (!seen.has(data.default)) problems.push(`"default" (${data.default}) is not one of the configurations`);
  if (problems.length) throw new Error(`registry/configurations.json:\n  ${problems.join('\n  ')}`);
  return { defaultId: data.default, entries };
}
