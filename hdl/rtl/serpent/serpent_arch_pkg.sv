// What travels through a Serpent datapath and how the online key schedule steps, for every
// architecture of the family (serpent_core.sv). Referenced as serpent_arch_pkg::name.

package serpent_arch_pkg;

  // A token is one block in flight with everything it carries: one register stage of the
  // datapath holds one token. `round` counts completed rounds, 0..32. The header is every
  // cipher's (cs_token_header.svh); window and rk come last, so a token pin drops them
  // (cs_token_pin.sv's ClearLow).
  localparam int unsigned RoundBits = 6;
  typedef struct packed {
`include "cs_token_header.svh"
    logic [127:0]  state;     // {X0, X1, X2, X3} (serpent_pkg)
    logic [255:0]  window;    // online key schedule: eight prekeys (see below)
    logic [127:0]  rk;        // online key schedule: the round key the next step mixes in
  } token_t;

  // Width of a token: Yosys 0.23 has no $bits of a type, so flat vectors of tokens use this
  // (Verilator's -Wall holds it to the struct: every core hands a token_t to a flat port).
  localparam int unsigned TokenBits = 1 + 24 + RoundBits + 1 + 8 + 128 + 256 + 128;

  // The register positions, by the number each stage register carries (cs_stage_reg.sv; the
  // web lab reads the numbers): "r3.sbox" after round unit 3's S-box layer (SP's inner
  // register), "r3.lt" at the end of its round. Number 0 is not used.
  localparam Positions = "- sbox lt";
  localparam int unsigned PositionSbox = 1, PositionLt = 2;

  // The most cycles a block spends in a core of these parameters (serpent_core.sv), which
  // sizes the mode wrapper's slots (cs_mode.sv; the generated top level passes it on): 32
  // register passes, two registers a round in SP-k-1, and one more for a full pipeline's
  // exit buffer. Enum labels are qualified: Yosys 0.23 evaluates this from another scope.
  function automatic int unsigned core_latency(input cs_pkg::arch_e arch, input int unsigned m);
    core_latency = serpent_pkg::Rounds * (arch == cs_pkg::ArchSubPipeline && m >= 1 ? 2 : 1) + 1;
  endfunction

  // ---------------------------------------------------------------------------------------
  // Online key schedule as a window of eight prekeys (submission, Sec. 2):
  //   w_j = (w_{j-8} ^ w_{j-5} ^ w_{j-3} ^ w_{j-1} ^ Phi ^ j) <<< 11,   w_-8..w_-1 the key,
  //   K_i = S_{(3 - i) mod 8}(w_{4i}, w_{4i+1}, w_{4i+2}, w_{4i+3})  (bitslice).
  // Word p of a window is window[255 - 32p -: 32], p = 0 the oldest. A step with base b
  // turns w_{b-8..b-1} into w_{b-4..b+3} (key_forward); the inverse step undoes it, from
  // w_{b-4..b+3} back to w_{b-8..b-1}, with w_{j-8} = (w_j >>> 11) ^ w_{j-5} ^ w_{j-3} ^
  // w_{j-1} ^ Phi ^ j (key_inverse).
  //
  // Encryption round i (i = completed rounds r) holds w_{4i-4..4i+3} and rk = K_i: it
  // mixes in K_i, steps with base 4i + 4 and computes K_{i+1} = S_{(2 - i) mod 8} of the
  // four new words, which the last round (i = 31) mixes in in place of LT (K_32).
  // Decryption round d = r + 1 undoes encryption round i = 31 - r: it holds w_{4i..4i+7},
  // computes K_i = S_{(3 - i) mod 8} of its first four words and steps back with base
  // 4i + 4; its first round mixes in rk = K_32 before the inverse S-boxes.
  // ---------------------------------------------------------------------------------------

  function automatic logic [31:0] word(input logic [255:0] window, input int unsigned p);
    word = window[255 - 32 * p -: 32];
  endfunction

  function automatic logic [255:0] key_forward(input logic [255:0] w, input logic [7:0] base);
    logic [31:0] n0, n1, n2, n3;
    n0 = cs_word_pkg::rotl(word(w, 0) ^ word(w, 3) ^ word(w, 5) ^ word(w, 7) ^ serpent_pkg::Phi ^ {24'h0, base}, 11);
    n1 = cs_word_pkg::rotl(word(w, 1) ^ word(w, 4) ^ word(w, 6) ^ n0 ^ serpent_pkg::Phi ^ {24'h0, base + 8'd1}, 11);
    n2 = cs_word_pkg::rotl(word(w, 2) ^ word(w, 5) ^ word(w, 7) ^ n1 ^ serpent_pkg::Phi ^ {24'h0, base + 8'd2}, 11);
    n3 = cs_word_pkg::rotl(word(w, 3) ^ word(w, 6) ^ n0 ^ n2 ^ serpent_pkg::Phi ^ {24'h0, base + 8'd3}, 11);
    key_forward = {w[127:0], n0, n1, n2, n3};
  endfunction

  function automatic logic [255:0] key_inverse(input logic [255:0] w, input logic [7:0] base);
    logic [31:0] m0, m1, m2, m3;
    m3 = cs_word_pkg::rotr(word(w, 7), 11) ^ word(w, 2) ^ word(w, 4) ^ word(w, 6) ^ serpent_pkg::Phi ^ {24'h0, base + 8'd3};
    m2 = cs_word_pkg::rotr(word(w, 6), 11) ^ word(w, 1) ^ word(w, 3) ^ word(w, 5) ^ serpent_pkg::Phi ^ {24'h0, base + 8'd2};
    m1 = cs_word_pkg::rotr(word(w, 5), 11) ^ word(w, 0) ^ word(w, 2) ^ word(w, 4) ^ serpent_pkg::Phi ^ {24'h0, base + 8'd1};
    m0 = cs_word_pkg::rotr(word(w, 4), 11) ^ m3 ^ word(w, 1) ^ word(w, 3) ^ serpent_pkg::Phi ^ {24'h0, base};
    key_inverse = {m0, m1, m2, m3, w[255:128]};
  endfunction

  // The step's base for a token in round r (completed rounds): 4i + 4 with i as above.
  function automatic logic [7:0] key_base(input logic decrypt, input logic [5:0] round);
    key_base = decrypt ? 8'd128 - {round, 2'b00} : {round, 2'b00} + 8'd4;
  endfunction

  // The data S-box of round r (its low three bits): S_{i mod 8} (its inverse when decrypting).
  function automatic logic [2:0] data_sbox(input logic decrypt, input logic [2:0] round);
    data_sbox = decrypt ? ~round : round;
  endfunction

  // The key S-box the step of round r applies: K_{i+1} = S_{(2 - i) mod 8} (encryption),
  // K_i = S_{(3 - i) mod 8} = S_{(r + 4) mod 8} (decryption).
  function automatic logic [2:0] key_sbox(input logic decrypt, input logic [2:0] round);
    key_sbox = decrypt ? round + 3'd4 : 3'd2 - round;
  endfunction

  // The round key the offline store gives round r: K_i.
  function automatic logic [5:0] key_index(input logic decrypt, input logic [5:0] round);
    key_index = decrypt ? 6'd31 - round : round;
  endfunction

endpackage
