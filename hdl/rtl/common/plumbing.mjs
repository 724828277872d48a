// The shared plumbing of this folder as a core's manifest names it (hdl/rtl/<id>/core.mjs,
// `depends`): each module with the files it needs, in compile order (packages before their
// users), as OpenTitan's cores name the primitives they depend on, and the include files (.svh)
// a core that uses it reads. hdl/ciphers.mjs coreFiles puts the modules before the core's own
// files, coreIncludes adds the include files to every core's. Pure, so the web app reads it too.
export const plumbing = {
  cs_stage_reg: ['cs_pkg.sv', 'cs_stage_reg.sv'],
  cs_token_pin: ['cs_pkg.sv', 'cs_token_pin.sv'],
  cs_inner_reg: ['cs_pkg.sv', 'cs_stage_reg.sv', 'cs_inner_reg.sv'],
  cs_exit_buffer: ['cs_exit_buffer.sv'],
  cs_round_loop: ['cs_pkg.sv', 'cs_stage_reg.sv', 'cs_exit_buffer.sv', 'cs_in_flight.sv', 'cs_round_loop.sv'],
  cs_key_store: ['cs_key_store.sv'],
  cs_in_flight: ['cs_in_flight.sv'],
  cs_word_pkg: ['cs_word_pkg.sv'],
  cs_step_counter: ['cs_step_counter.sv'],
  cs_early_entry: ['cs_early_entry.sv'],
  cs_slice_loop: ['cs_slice_loop.svh'],
};

/**
 * What a core of round slices around cs_round_loop instantiates when its slices keep inner
 * registers, its round keys come from a key store and a step counter paces its key setup or
 * its sub-rounds: the plumbing that core-parameters.mjs's loopCoreParameters parameterises,
 * and the wiring between slices and loop (cs_slice_loop.svh).
 */
export const sliceLoopPlumbing = [
  'cs_word_pkg',
  'cs_round_loop',
  'cs_slice_loop',
  'cs_inner_reg',
  'cs_token_pin',
  'cs_key_store',
  'cs_step_counter',
];
