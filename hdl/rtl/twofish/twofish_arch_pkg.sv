// What travels through a Twofish datapath, for every architecture of the family
// (twofish_core.sv), and where each round finds its subkeys. Referenced as
// twofish_arch_pkg::name.
//
// The state a token carries is {Z0, Z1, Z2, Z3} (twofish_pkg's word order). Encrypting, Z is
// the paper's R_r (after input whitening and r rounds). Decrypting, Z is the paper's
// R_{16-d} with its halves exchanged, so that both directions take F of words 0 and 1 and
// put the old left half on the right:
//   encrypt  Z' = {ROR(Z2 ^ F0, 1), ROL(Z3, 1) ^ F1, Z0, Z1}
//   decrypt  Z' = {ROL(Z2, 1) ^ F0, ROR(Z3 ^ F1, 1), Z0, Z1}
// and both leave through the same exit: swap(Z) ^ the other end's whitening words.

package twofish_arch_pkg;

  // One block in flight: one register stage of the datapath holds one token. `round`
  // counts completed rounds, 0..16. `sb` is the eight key-dependent S-box outputs of the
  // round in progress (bytes 0..3 g(Z0)'s, 4..7 g(ROL(Z1, 8))'s), held only by SP-k-1's
  // inner register; elsewhere it is zero and its flip-flops fold away, which is why it comes
  // last (cs_token_pin.sv's ClearLow). The header is every cipher's (cs_token_header.svh).
  localparam int unsigned RoundBits = 5;
  typedef struct packed {
`include "cs_token_header.svh"
    logic [127:0]  state;     // {Z0, Z1, Z2, Z3}
    logic [63:0]   sb;
  } token_t;

  // Width of a token: Yosys 0.23 has no $bits of a type, so flat vectors of tokens use this
  // (Verilator's -Wall holds it to the struct: every core hands a token_t to a flat port).
  localparam int unsigned TokenBits = 1 + 24 + RoundBits + 1 + 8 + 128 + 64;

  // The register positions, by the number each stage register carries (cs_stage_reg.sv; the
  // web lab reads the numbers): "r3.sbox" after round unit 3's key-dependent S-boxes (SP's
  // inner register), "r3.f" at the end of its round. Number 0 is not used.
  localparam Positions = "- sbox f";
  localparam int unsigned PositionSbox = 1, PositionF = 2;

  // The most cycles a block spends in a core of these parameters (twofish_core.sv), which
  // will size the mode wrapper's slots: 16 register passes, two registers a round in
  // SP-k-1, plus one as Serpent's formula has (its full pipelines' exit buffer; kept so the
  // bound is the same shape for every cipher). Enum labels are qualified: Yosys 0.23
  // evaluates this from another scope.
  function automatic int unsigned core_latency(input cs_pkg::arch_e arch, input int unsigned m);
    core_latency = twofish_pkg::Rounds * (arch == cs_pkg::ArchSubPipeline && m >= 1 ? 2 : 1) + 1;
  endfunction

  // The first of the two subkeys a round adds to F (paper, Sec. 4.1): encryption round r
  // (r rounds done) adds K_{2r+8}, K_{2r+9}; decryption round d undoes encryption round
  // 15 - d, K_{38-2d}, K_{39-2d}.
  function automatic logic [5:0] key_index(input logic decrypt, input logic [3:0] round);
    key_index = decrypt ? 6'd38 - {round, 1'b0} : {round, 1'b0} + 6'd8;
  endfunction

  // The whitening words a block meets first: K_0..K_3 encrypting, K_4..K_7 decrypting
  // (which, in the exchanged form above, is the paper's swap of C ^ K_4..K_7 for free).
  // `k` is K_0..K_7 (K_i in bits 32i +: 32), the low 256 bits of the store.
  function automatic logic [127:0] entry_whitening(input logic [255:0] k, input logic decrypt);
    entry_whitening = decrypt ? {k[159:128], k[191:160], k[223:192], k[255:224]}
                              : {k[31:0], k[63:32], k[95:64], k[127:96]};
  endfunction

  // ... and last: K_4..K_7 encrypting (output whitening), K_0..K_3 decrypting.
  function automatic logic [127:0] exit_whitening(input logic [255:0] k, input logic decrypt);
    exit_whitening = entry_whitening(k, !decrypt);
  endfunction

endpackage
