// A register inside a round slice, where the architecture has one (sub-pipelining, SP-k-m:
// Elbirt et al., AES3 2000, Sec. 4.3): register J (0-based) of the Inner ones each slice holds,
// or, when J >= Inner, a wire and idle probes. It holds a round in progress (its probe shows
// the round + 1) and takes its probe index and name from the slice's place in the loop, as
// cs_round_loop.sv numbers them: slice u's inner registers are u (Inner + 1) + J, named
// "r<u + 1>.<position>" (cs_stage_reg.sv).

module cs_inner_reg #(
  parameter int unsigned Width     = 64,     // bits of the cipher's token_t
  parameter int unsigned RoundBits = 4,      // bits of its round
  parameter int unsigned Inner     = 0,      // registers inside each slice (SP's m)
  parameter int unsigned J         = 0,      // this one, 0..Inner-1; a wire from Inner on
  parameter int unsigned Slice     = 0,      // the slice it is in, 0..K-1
  parameter              Positions = "out",  // the cipher's register positions (cs_stage_reg.sv) ...
  parameter int unsigned Position  = 0       // ... and this register's
) (
`include "cs_stage_ports.svh"
);

  if (J < Inner) begin : gen_reg
    cs_stage_reg #(
      .Width    (Width),
      .RoundBits(RoundBits),
      .Index    (Slice * (Inner + 1) + J),
      .Unit     (Slice + 1),
      .Positions(Positions),
      .Position (Position),
      .InRound  (1'b1)
    ) u_stage (.*);
  end else begin : gen_wire
    assign q_o           = d_i;
    assign probe_valid_o = 1'b0;
    assign probe_tag_o   = '0;
    assign probe_round_o = '0;
    logic unused;
    assign unused = ^{clk_i, rst_ni, en_i};
  end

endmodule
