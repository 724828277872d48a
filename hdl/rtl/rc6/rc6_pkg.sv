// Shared types, constants and word-level helpers of the RC6 core family (rc6_core.sv).
// Yosys 0.23 accepts no `import`, so users write rc6_pkg::name.
//
// RC6-32/20/b (Rivest, Robshaw, Sidney and Yin, "The RC6 Block Cipher", v1.1, 1998): 20 rounds
// on four 32-bit words A, B, C, D with a table of 44 round-key words S[0..43] (golden model:
// sim-core/src/rc6/).
//
// Inside the cores the state is {A, B, C, D}: word p in bits 127 - 32p -: 32, each word an
// ordinary number. The ports carry bytes (hdl/ABI.md: byte 0 in the top bits) in RC6's own
// order: bytes 4p..4p+3 are word p, least significant byte first (byte 0 is the low byte of A),
// so a port's 32-bit lane p is word p byte-swapped (from_bytes / to_bytes), exactly as
// serpent_pkg maps Serpent's X0..X3. The key's bytes fill L[0], L[1], ... the same way.
// The round-key table is a flat vector with S[k] in bits 32k +: 32 (S[0] least significant).

package rc6_pkg;

  // How f(x) = x(2x + 1) mod 2^32 is built (sim-core/src/rc6/quadratic.rs).
  typedef enum logic [1:0] {
    MulSquarer = 2'd0,  // Elbirt et al., Sec. 5.1: 2x^2 + x, a folded 31-bit array squarer
    MulStar    = 2'd1,  // x * (2x + 1) written with `*`: Yosys maps it to MULT18X18D blocks
    MulArray   = 2'd2   // x * (2x + 1) as a plain array of 32 shifted rows, in LUTs
  } mul_e;

  localparam int unsigned Rounds   = 20;
  localparam int unsigned KeyWords = 2 * Rounds + 4;        // 44
  localparam int unsigned KeyBits  = 32 * KeyWords;         // 1408
  localparam int unsigned SetupIterations = 3 * KeyWords;   // 3 max(c, 44) = 132 for c <= 8
  // rc6_key_setup.sv runs two iterations a cycle, pair p (S[2p], S[2p+1]) in step p of each
  // of the three passes, so S[2p], S[2p+1] are final from cycle 2 + 2 x 22 + p after the key
  // handshake (cycle 0; steps run in cycles 1..66). The cycles from which the pre-whitening's
  // (pair 0), round 1's (pair 1; round r's pair r) and the post-whitening's (pair 21) words
  // are final: what cs_pkg::early_entry reads, and registry/ciphers.json's `earlyEntry`.
  localparam int unsigned SetupCycles  = SetupIterations / 2;  // 66
  localparam int unsigned EntryKeysAt  = 2 + KeyWords;         // 46
  localparam int unsigned RoundOneAt   = EntryKeysAt + 1;      // 47
  localparam int unsigned ExitKeysAt   = EntryKeysAt + KeyWords / 2 - 1;  // 67
  localparam logic [31:0] P32 = 32'hb7e1_5163;              // Odd((e - 2) 2^32)
  localparam logic [31:0] Q32 = 32'h9e37_79b9;              // Odd((phi - 1) 2^32)

  // The table before mixing: S[0] = P32, S[k] = S[k-1] + Q32.
  function automatic logic [KeyBits-1:0] initial_table();
    logic [31:0] v;
    v = P32;
    for (int k = 0; k < KeyWords; k++) begin
      initial_table[32 * k +: 32] = v;
      v = v + Q32;
    end
  endfunction

  // The key's words L[0..7] (L[j] in bits 32j +: 32) from key_i (byte 0 on top); words past c
  // are zero (a 128-bit key leaves L[4..7] zero, a 192-bit one L[6..7]).
  function automatic logic [255:0] key_words(input logic [255:0] key, input logic [1:0] key_len);
    logic [255:0] l;
    for (int j = 0; j < 8; j++) l[32 * j +: 32] = cs_word_pkg::bswap(key[255 - 32 * j -: 32]);
    unique case (key_len)
      2'd0:    l[255:128] = '0;
      2'd1:    l[255:192] = '0;
      default: ;
    endcase
    key_words = l;
  endfunction

  // f(x) = x(2x + 1) mod 2^32 as the paper writes it (reference for simulation asserts).
  function automatic logic [31:0] quadratic(input logic [31:0] x);
    quadratic = x * {x[30:0], 1'b1};
  endfunction

endpackage
