// What travels through a MARS datapath, how long a block stays, and which layer and round-key
// words a round uses, for both architectures of the family (mars_core.sv). Referenced as
// mars_arch_pkg::name.

package mars_arch_pkg;

  // A token is one block in flight with everything it carries: one register stage holds one
  // token. `round` counts completed rounds, 0..31: a register sits in front of the round
  // logic (mars_core.sv), so a stage holds a block before its round round + 1. The header is
  // every cipher's (cs_token_header.svh).
  localparam int unsigned RoundBits = 6;
  typedef struct packed {
`include "cs_token_header.svh"
    logic [127:0]  state;     // {D0, D1, D2, D3} (mars_pkg)
  } token_t;

  // Width of a token: Yosys 0.23 has no $bits of a type, so flat vectors of tokens use this
  // (Verilator's -Wall holds it to the struct: every core hands a token_t to a flat port).
  localparam int unsigned TokenBits = 1 + 24 + RoundBits + 1 + 8 + 128;

  // The register positions, by the number each stage register carries (cs_stage_reg.sv; the
  // web lab reads the numbers): the iterative core's one register "loop", the concurrent
  // core's "mix_in", "core" and "mix_out", each in front of its layer's round logic. A
  // register holds a block before its round round + 1, so its probe shows the round in
  // progress, 1..32 (InRound).
  localparam Positions = "loop mix_in core mix_out";
  localparam int unsigned PositionLoop = 0;

  // The three layers, in the order a block meets them. Decrypting, the first layer undoes the
  // backward mixing and the last the forward mixing (mars_round_pkg).
  typedef enum logic [1:0] {
    LayerFirstMix = 2'd0,  // rounds 1..8
    LayerCore     = 2'd1,  // rounds 9..24
    LayerLastMix  = 2'd2   // rounds 25..32
  } layer_e;

  // The layer of the round a token with r rounds done does next.
  function automatic layer_e layer_of(input logic [5:0] r);
    layer_of = r < 6'd8 ? mars_arch_pkg::LayerFirstMix : r < 6'd24 ? mars_arch_pkg::LayerCore : mars_arch_pkg::LayerLastMix;
  endfunction

  // The round's index inside its layer as sim-core numbers it (mixing 0..7, core 0..15):
  // encrypting the layer's rounds in order, decrypting in reverse.
  // (Mod 16: decrypting 7 - r, 23 - r, 31 - r; encrypting r, r - 8, r - 24.)
  function automatic logic [3:0] layer_index(input logic [5:0] r, input logic decrypt);
    if (r < 6'd8)       layer_index = decrypt ? 4'd7 - r[3:0] : r[3:0];
    else if (r < 6'd24) layer_index = decrypt ? 4'd7 - r[3:0] : r[3:0] - 4'd8;
    else                layer_index = decrypt ? 4'd15 - r[3:0] : r[3:0] - 4'd8;
  endfunction

  // The most cycles a block spends in a core of this architecture (mars_core.sv), which sizes
  // the mode wrapper's slots: 32 rounds one a cycle, and one more as RC6's families count. In
  // the concurrent form a block may wait in the first stage for the core stage: it finishes
  // its 8 mixing rounds 8 cycles before the block ahead of it leaves the core (16 cycles a
  // block), so 8 + 8 + 16 + 8 + 1. Enum labels are qualified: Yosys 0.23 evaluates this from
  // another scope.
  function automatic int unsigned core_latency(input mars_pkg::arch_e arch);
    core_latency = arch == mars_pkg::ArchConcurrent ? 41 : mars_pkg::Rounds + 1;
  endfunction

  // The first cycle after a key handshake (cycle 0) in which an encrypting core may take a
  // block while the key expansion still runs (cs_early_entry.sv), so that every word the block
  // reads is final by the cycle it reads it (mars_pkg::key_final_at): a block entering in cycle
  // t reads K[0..3] in t (the addition on the way in), core round c's K[2c + 2] and
  // K[2c + 3] in t + 8 + c (round 8 + c, the register in front of the round logic) and
  // K[36..39] in t + 32 (the way out), in either architecture, the first block waiting for no
  // stage. 224: core round 14 reads K[30], of the last batch (Dandalis et al., CHES 2000, Sec.
  // 3, ran the key setup beside the core). With block-RAM S-boxes a round's index is read a
  // cycle earlier, keys included (mars_round.sv), and those cores wait for the whole setup.
  // (Called with mars_pkg's MixingRounds, CoreRounds and Rounds: 8, 16, 32.)
  function automatic int early_entry(input int mixing, input int core_rounds, input int rounds);
    int t;
    t = mars_pkg::key_final_at(3);
    for (int c = 1; c <= core_rounds; c++) begin
      if (mars_pkg::key_final_at(2 * c + 3) - (mixing + c) > t) t = mars_pkg::key_final_at(2 * c + 3) - (mixing + c);
    end
    if (mars_pkg::key_final_at(39) - rounds > t) t = mars_pkg::key_final_at(39) - rounds;
    early_entry = t;
  endfunction

  // Register stages of a core: one iterating, three working concurrently.
  function automatic int unsigned num_stages(input mars_pkg::arch_e arch);
    num_stages = arch == mars_pkg::ArchConcurrent ? 3 : 1;
  endfunction

  // The key words that enter and leave a block (they cost no cycle: mars_core.sv).
  //   encrypting: entry D[i] += K[i];      exit D[i] -= K[36 + i]
  //   decrypting: entry D[i] += K[36 + i]; exit D[i] -= K[i]
  function automatic logic [127:0] key_entry(input logic [127:0] state, input logic decrypt,
                                             input logic [mars_pkg::KeyBits-1:0] keys);
    for (int p = 0; p < 4; p++) begin
      key_entry[127 - 32 * p -: 32] = state[127 - 32 * p -: 32] + keys[32 * (decrypt ? 36 + p : p) +: 32];
    end
  endfunction

  function automatic logic [127:0] key_exit(input logic [127:0] state, input logic decrypt,
                                            input logic [mars_pkg::KeyBits-1:0] keys);
    for (int p = 0; p < 4; p++) begin
      key_exit[127 - 32 * p -: 32] = state[127 - 32 * p -: 32] - keys[32 * (decrypt ? p : 36 + p) +: 32];
    end
  endfunction

  // Core round i's key words: K[2i+4] (added) and K[2i+5] (multiplied).
  function automatic logic [31:0] add_key(input logic [mars_pkg::KeyBits-1:0] keys, input logic [3:0] i);
    add_key = keys[32 * (2 * i + 4) +: 32];
  endfunction

  function automatic logic [31:0] mul_key(input logic [mars_pkg::KeyBits-1:0] keys, input logic [3:0] i);
    mul_key = keys[32 * (2 * i + 5) +: 32];
  endfunction

endpackage
