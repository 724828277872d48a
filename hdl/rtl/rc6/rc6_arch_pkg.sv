// What travels through an RC6 datapath, how long a block stays, and which round-key words a
// round reads, for every architecture of the family (rc6_core.sv). Referenced as
// rc6_arch_pkg::name.

package rc6_arch_pkg;

  // A token is one block in flight with everything it carries: one register stage of the
  // datapath holds one token. `round` counts completed rounds, 0..20. t and u are the round's
  // f(B) <<< 5 and f(D) <<< 5 (rc6_round_slice.sv), live only between the sub-pipeline
  // registers of SP-k-m; elsewhere they are pinned to zero, which is why they come last
  // (cs_token_pin.sv's ClearLow). The header is every cipher's (cs_token_header.svh).
  localparam int unsigned RoundBits = 5;
  typedef struct packed {
`include "cs_token_header.svh"
    logic [127:0]  state;     // {A, B, C, D} (rc6_pkg)
    logic [31:0]   t;
    logic [31:0]   u;
  } token_t;

  // Width of a token: Yosys 0.23 has no $bits of a type, so flat vectors of tokens use this
  // (Verilator's -Wall holds it to the struct: every core hands a token_t to a flat port).
  localparam int unsigned TokenBits = 1 + 24 + RoundBits + 1 + 8 + 128 + 32 + 32;

  // The register positions, by the number each stage register carries (cs_stage_reg.sv; the
  // web lab reads the numbers): "r3.quad" after round unit 3's quadratic functions and
  // "r3.rot" after its rotations (SP's inner registers), "r3.out" at the end of its round.
  // Number 0 is not used.
  localparam Positions = "- quad rot out";
  localparam int unsigned PositionQuad = 1, PositionRot = 2, PositionOut = 3;

  // The most cycles a block spends in a core of these parameters (rc6_core.sv), which sizes
  // the mode wrapper's slots: 20 register passes, 1 + m registers a round in SP-k-m, and one
  // more for a full pipeline's exit buffer. The whitenings add no cycle (rc6_core.sv). Enum
  // labels are qualified: Yosys 0.23 evaluates this from another scope.
  function automatic int unsigned core_latency(input cs_pkg::arch_e arch, input int unsigned m);
    core_latency = rc6_pkg::Rounds * (arch == cs_pkg::ArchSubPipeline ? 1 + m : 1) + 1;
  endfunction

  // Register stages of a core: one in LU-k, (1 + m) a slice in PP-k and SP-k-m.
  function automatic int unsigned num_stages(input cs_pkg::arch_e arch, input int unsigned k,
                                             input int unsigned m);
    num_stages = arch == cs_pkg::ArchLoopUnrolled ? 1 : k * (arch == cs_pkg::ArchSubPipeline ? 1 + m : 1);
  endfunction

  // The paper's round i (1..20) whose key words S[2i], S[2i+1] a token with r completed rounds
  // mixes in: i = r + 1 encrypting; decryption round r + 1 undoes encryption round i = 20 - r.
  function automatic logic [4:0] key_round(input logic decrypt, input logic [4:0] round);
    key_round = decrypt ? 5'd20 - round : round + 5'd1;
  endfunction

  // The pre-whitening at the entry and the post-whitening at the exit (the paper's encryption and decryption):
  //   encrypting: entry B += S[0], D += S[1];   exit A += S[42], C += S[43]
  //   decrypting: entry A -= S[42], C -= S[43]; exit B -= S[0], D -= S[1]
  // Decryption undoes encryption's other end, so one rule serves all four: B and D take
  // S[0], S[1] where `exit` equals `decrypt`, A and C take S[42], S[43] elsewhere, and
  // decryption subtracts.
  function automatic logic [127:0] whiten(input logic [127:0] state, input logic decrypt, input logic exit,
                                          input logic [31:0] s0, input logic [31:0] s1,
                                          input logic [31:0] s42, input logic [31:0] s43);
    logic [31:0] a, b, c, d;
    {a, b, c, d} = state;
    if (exit == decrypt) begin
      b = decrypt ? b - s0 : b + s0;
      d = decrypt ? d - s1 : d + s1;
    end else begin
      a = decrypt ? a - s42 : a + s42;
      c = decrypt ? c - s43 : c + s43;
    end
    whiten = {a, b, c, d};
  endfunction

endpackage
