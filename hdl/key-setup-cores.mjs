// The lab's cores set beside a row of Dandalis et al.'s key-setup tables (CHES 2000, Tables
// 1-5): the row's own `config` list (registry/published.json), or where it names none, the
// cipher's prebuilt one-round cores (LU-1) with a 128-bit key and an online schedule, the
// nearest to their single-round designs. Pure, so the generated table in hdl/doc/timing.md
// (hdl/key-setup-table.mjs) and lesson 13's live table (KeySetupTable.tsx) pick the same cores.

/** @param {{ cipher: string, config: string[] }} row @param {readonly string[]} configurations ids */
export function keySetupCores(row, configurations) {
  if (row.config.length > 0) return row.config;
  return configurations.filter((id) => id.startsWith(`${row.cipher}128-`) && /-lu1-[a-z]+-online-/.test(id));
}
