// sim-core's WebAssembly, requested as the page opens (main.tsx) so that its download runs
// beside the parse of the page's code, not after it; loadSimCore (sim-core.ts) compiles the
// response. Only the request starts early: compiling it in the entry too contended with the
// page's parse for a laptop's cores (scripts/TOOLCHAIN.md, issue #47).

/** The file the bindings load (build/sim-core, made by `npm run build`), as the site serves it. */
const wasmUrl = new URL('../../../build/sim-core/sim_core_wasm_bg.wasm', import.meta.url);

let response: Promise<Response> | undefined;

/** Start downloading sim-core's WebAssembly (once). */
export function prefetchSimCore(): void {
  response ??= fetch(wasmUrl);
}

/** The download prefetchSimCore started, if it did. */
export function prefetchedSimCore(): Promise<Response> | undefined {
  return response;
}
