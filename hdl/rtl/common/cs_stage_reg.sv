// One register stage of a datapath, for every cipher: holds one token and reports it on the
// occupancy probes (hdl/ABI.md). The token is a flat vector of the cipher's token_t whose
// header cs_pkg places (valid, tag, round, decrypt at the top). Only `valid` is reset; the
// rest is data.
//
// In simulation (CS_PROBE_NAMES) the stage registers its readable name with the harness, which
// makes it (hdl/harness/cs_stage_name.h): "r<Unit>.<position><Sub>", where the position is
// word Position of the cipher's space-separated Positions (aes_arch_pkg's "in sbox shift mix
// ark": "r3.sbox", "r3.sbox2", "r1.ark"), Sub is left out when 0, and so is "r<Unit>." when
// Unit is 0 (AES's input register "in", MARS's "loop" and "core"). The web lab and the tests
// read these names.

module cs_stage_reg #(
  parameter int unsigned Width     = 64,     // bits of the cipher's token_t
  parameter int unsigned RoundBits = 4,      // bits of its round
  parameter int unsigned Index     = 0,      // probe index, unique in the core
  parameter int unsigned Unit      = 1,      // round unit (1-based); 0: the name has no unit
  parameter              Positions = "out",  // the cipher's register positions, by number
  parameter int unsigned Position  = 0,      // this register's position
  parameter int unsigned Sub       = 0,      // k-th register inside a pipelined unit (1-based)
  parameter bit          InRound   = 1'b0    // holds a round in progress: probe shows round + 1
) (
`include "cs_stage_ports.svh"
);

  localparam int unsigned ValidBit = cs_pkg::valid_bit(Width);
  localparam int unsigned TagLsb   = cs_pkg::tag_lsb(Width);
  localparam int unsigned RoundLsb = cs_pkg::round_lsb(Width, RoundBits);

  logic             valid_q;
  logic [Width-1:0] data_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      valid_q <= 1'b0;
    end else if (en_i) begin
      valid_q <= d_i[ValidBit];
    end
  end

  always_ff @(posedge clk_i) begin
    if (en_i) begin
      data_q <= d_i;
    end
  end

  always_comb begin
    q_o = data_q;
    q_o[ValidBit] = valid_q;
  end

  assign probe_valid_o = valid_q;
  assign probe_tag_o   = data_q[TagLsb +: 24];
  assign probe_round_o = 8'(data_q[RoundLsb +: RoundBits]) + (InRound ? 8'd1 : 8'd0);

`ifdef CS_PROBE_NAMES
  // A constant call, not the name's string code in every instance (scripts/TOOLCHAIN.md).
  initial cs_pkg::cs_register_probe(Index, $sformatf("%s", Positions), Position, Sub, Unit);
`endif

endmodule
