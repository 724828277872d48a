// One edit to the C++ Verilator writes for a model, for its speed: an eval() whose inputs did
// not change, but for the clock, does not settle them again.
//
// Verilator 5.006 schedules each eval() in regions (IEEE 1800-2017 4.4; Verilator's
// docs/internals.rst, "Scheduling"): 'ico' first evaluates all logic that reads a top-level
// input, on the first iteration of every eval(), whatever changed; then 'act'/'nba' run the
// clocked logic and the combinational logic that reads what it changed. The harness changes
// the inputs, evaluates with the clock low, then raises only the clock and evaluates again
// (cs_harness.cpp, one_cycle). The second 'ico' recomputes what the first left as it is, and
// so does the next cycle's first when the harness presents the same inputs again (a block
// the core has not yet taken, an empty queue): the edge's 'nba' already re-evaluated all
// that the edge changed. On the cores whose round logic reads an input through its entry
// multiplexer, those recomputations were most of a cycle's time: 76-84 % of Twofish's and
// RC6's in perf (scripts/TOOLCHAIN.md, #47). So the input trigger also asks the harness's
// cs_inputs_unchanged, which it sets for an eval() whose inputs but the clock are those of
// the eval() before.
//
// Only where no input-region code reads the clock: lint sinks (`unused*`, which read clk_i
// so the linter sees it used) are not traced (hdl/lint/verilator.vlt), so Verilator drops
// them; a model whose input region still reads the clock is left as Verilator wrote it.

const trigger = 'vlSelf->__VicoTriggered.at(0U) = (0U == vlSelf->__VicoIterCount);';
const unlessUnchanged = 'vlSelf->__VicoTriggered.at(0U) = (0U == vlSelf->__VicoIterCount) && !cs_inputs_unchanged;';
const declaration =
  '// scripts/lib/model-patch.mjs: set by the harness while no input but the clock changed.\nextern bool cs_inputs_unchanged;\n';
const inputRegion = /void Vcs_top___024root___ico_sequent__TOP__\d+\([^)]*\) \{[\s\S]*?\n\}\n/g;

/**
 * Edit the generated files of one model, given as { name: text } (every .cpp Verilator wrote):
 * returns { files: the edited ones by name, skipsInputRegion: whether an eval() with unchanged inputs now skips it }.
 * Throws if a model with an input region is not laid out as Verilator 5.006 lays it out.
 */
export function patchModelSources(sources) {
  const names = Object.keys(sources).filter((n) => !n.endsWith('__Slow.cpp'));
  const withTrigger = names.filter((n) => sources[n].includes('___eval_triggers__ico(Vcs_top___024root* vlSelf) {'));
  if (withTrigger.length === 0) return { files: {}, skipsInputRegion: false };
  const [name] = withTrigger;
  const at = sources[name].indexOf(trigger);
  if (withTrigger.length > 1 || at < 0 || sources[name].indexOf(trigger, at + 1) >= 0) {
    throw new Error(
      `${name}: the input trigger is not the one of Verilator 5.006 that scripts/lib/model-patch.mjs ` +
        'edits; update the edit for this Verilator version',
    );
  }
  const readsClock = names.some((n) => (sources[n].match(inputRegion) ?? []).some((f) => f.includes('vlSelf->clk_i')));
  if (readsClock) return { files: {}, skipsInputRegion: false };
  const text = sources[name];
  // After the includes: what follows may be inside #ifdef VL_DEBUG.
  const body = text.indexOf('\n', text.lastIndexOf('#include')) + 1;
  const edited = text.slice(0, body) + declaration + text.slice(body).replace(trigger, unlessUnchanged);
  return { files: { [name]: edited }, skipsInputRegion: true };
}
