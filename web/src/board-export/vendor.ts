// A board's vendor project scripts for one cipher's projects from the build's bundle
// (build/export/vendor-scripts.json): the one input of an export that needs Python (Edalize),
// made by `npm run build` for every board and every cipher with RTL (the scripts name each RTL
// file). A board whose vendor tool Edalize drives cannot be exported without its entry, and
// the message says what is missing and how to get it.
import { vendorFromBundle } from '@board/export/project.mjs';
import { vendorBackend } from '@board/export/flows.mjs';
import type { Board } from './boards';

/** { <board id>: { tool, ciphers: { <cipher>: { <path in tool/>: text } } } } */
export type VendorBundle = Record<string, { tool: string; ciphers: Record<string, Record<string, string>> }>;

/** exportProject's `vendor` input: { vivado: Map(path → text) }, or null for no vendor scripts. */
export type VendorInput = Record<string, Map<string, string>> | null;

/** The board's vendor scripts for `cipher`'s projects from `bundle`; throws naming what is missing. */
export function vendorFor(bundle: VendorBundle | null, board: Board, cipher: string): VendorInput {
  const backend = vendorBackend(board);
  if (!backend.name) return null; // the project has no vendor scripts (backend.reason says why)
  const rebuild = `rebuild the page with npm run build, or export with npm run export -- --board ${board.id}`;
  if (!bundle) {
    return fail(
      `this page was built without the vendor scripts bundle (build/export/vendor-scripts.json), so it cannot make the ${board.name}'s ${backend.title} project: ${rebuild}`,
    );
  }
  const entry = bundle[board.id];
  if (!entry)
    return fail(
      `the page's vendor scripts bundle has no entry for ${board.id}, so it cannot make the ${board.name}'s ${backend.title} project: ${rebuild}`,
    );
  if (entry.tool !== backend.name) {
    return fail(
      `the page's vendor scripts bundle has ${entry.tool} scripts for ${board.id}, but the ${board.name} is built with ${backend.title}: ${rebuild}`,
    );
  }
  const files = entry.ciphers?.[cipher];
  if (!files || Object.keys(files).length === 0)
    return fail(
      `the page's vendor scripts bundle has no ${backend.title} files for ${cipher} cores on ${board.id}: ${rebuild}`,
    );
  return vendorFromBundle(bundle, board, cipher) as VendorInput;
}

function fail(message: string): never {
  throw new Error(message);
}
