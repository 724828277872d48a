// The wiring between a core's K round slices and cs_round_loop.sv, written once for the cores
// whose slices keep inner registers (plumbing.mjs sliceLoopPlumbing). A core defines TB (its
// token_t's bits), K (slices) and Inner (registers inside a slice), includes this file, and
// uses its three macros:
//
//   `CS_SLICE_LOOP_WIRES                 the tokens and the inner registers' probes
//   <cipher>_round_slice ... (`CS_SLICE_PORTS(u), <its own ports>)   in gen_slice, slice u
//   cs_round_loop ... (`CS_LOOP_PORTS, <its entry and exit>, .*)
//
// SystemVerilog has no module-typed parameters, so the slices stay the core's to instantiate;
// what connects them to the loop is the same text in every core, and is this.
// A slice reports the probes of its inner registers on inner_valid/inner_tag/inner_round,
// InnerW of them (at least one, so that a slice without them still has its ports' width).
`ifndef CS_SLICE_LOOP_SVH
`define CS_SLICE_LOOP_SVH

`define CS_SLICE_LOOP_WIRES \
  localparam int unsigned InnerW = Inner > 0 ? Inner : 1; \
  logic [K*TB-1:0]        slice_in, slice_out, after; \
  logic [K*InnerW-1:0]    inner_valid; \
  logic [K*InnerW*24-1:0] inner_tag; \
  logic [K*InnerW*8-1:0]  inner_round;

// Slice u's clock, reset and enable, its token in and its token after the round.
`define CS_SLICE_PORTS(u) \
      .clk_i, \
      .rst_ni, \
      .en_i   (en), \
      .token_i(slice_in[TB * (u) +: TB]), \
      .token_o(slice_out[TB * (u) +: TB])

// The loop's side of the same wires; the token that enters (entry), the core's idle (no block
// in flight) and the token in the last register (held) are the core's too.
`define CS_LOOP_PORTS \
    .en_o         (en), \
    .slice_in_o   (slice_in), \
    .slice_out_i  (slice_out), \
    .after_o      (after), \
    .inner_valid_i(inner_valid), \
    .inner_tag_i  (inner_tag), \
    .inner_round_i(inner_round), \
    .entry_i      (entry), \
    .idle_o       (idle), \
    .held_o       (held), \
    .done_i       (1'b0)

`endif
