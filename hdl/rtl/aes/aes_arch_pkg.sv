// What travels through an AES datapath and how the online key schedule steps, for every
// architecture of the family (aes_core.sv). Referenced as aes_arch_pkg::name.

package aes_arch_pkg;

  // A token is one block in flight with everything it carries: one register stage of the
  // datapath holds one token. The header is every cipher's (cs_token_header.svh); its `round`
  // counts completed rounds (0: the initial AddRoundKey), 0..14.
  localparam int unsigned RoundBits = 4;
  typedef struct packed {
`include "cs_token_header.svh"
    logic [1:0]    key_len;   // 0: 128, 1: 192, 2: 256 bits
    logic [3:0]    bank;      // banked key schedule: which set of round keys
    logic [127:0]  state;
    logic [255:0]  window;    // online key schedule: the last Nk key words (see below)
    logic [31:0]   sub_word;  // online key schedule: SubWord result, S-box slot -> AddRoundKey
  } token_t;

  // Width of a token: Yosys 0.23 has no $bits of a type, so flat vectors of tokens use this
  // (Verilator's -Wall holds it to the struct: every core hands a token_t to a flat port).
  localparam int unsigned TokenBits = 1 + 24 + RoundBits + 1 + 8 + 2 + 4 + 128 + 256 + 32;

  // Where `bank` sits in a flat token (below it: state, window, sub_word), for code that
  // reads it inside a generate block, where Yosys 0.23 resolves no struct fields.
  localparam int unsigned BankLsb = 128 + 256 + 32;

  // The register positions, by the number each stage register carries (cs_stage_reg.sv; the
  // web lab reads the numbers): "in" (a full pipeline's input register, round 0), and in round
  // unit 3 "r3.sbox" after the S-boxes ("r3.sbox1".."r3.sbox5" inside a pipelined S-box),
  // "r3.shift" after ShiftRows, "r3.mix" after MixColumns, "r3.ark" after AddRoundKey.
  localparam Positions = "in sbox shift mix ark";
  localparam int unsigned PositionIn = 0, PositionSbox = 1, PositionShift = 2, PositionMix = 3, PositionArk = 4;

  // The most cycles a block spends in the datapath (aes_core.sv): round 0 in a register (or
  // not, when registered S-boxes close an LU-1 or PP-k loop), then Nr rounds of `per_round`
  // registers, Nr/k of them in LU-k's single register.
  function automatic int unsigned max_latency(input bit lu, input int unsigned k, input int unsigned per_round,
                                              input bit round0, input int unsigned max_rounds);
    if (lu) max_latency = (round0 ? 1 : 0) + max_rounds / k * per_round;
    else max_latency = (round0 ? 1 : 0) + max_rounds * per_round;
  endfunction

  // The most cycles a block spends in a core of these parameters (aes_core.sv derives its
  // registers the same way): the mode wrapper sizes its slots by it (cs_mode.sv), and the
  // generated top level (hdl/top.mjs) passes it on.
  function automatic int unsigned core_latency(input cs_pkg::key_len_e key_len, input cs_pkg::arch_e arch,
                                               input int unsigned k, input int unsigned m,
                                               input aes_pkg::sbox_impl_e sbox);
    int unsigned max_rounds, sbox_cycles, per_round;
    bit          lu, sp, reg_e, linear;
    max_rounds  = key_len == cs_pkg::KeyLen128 ? 10 : key_len == cs_pkg::KeyLen192 ? 12 : 14;
    // aes_pkg::sbox_latency, spelled out: Yosys 0.23 cannot evaluate that function's
    // unqualified enum labels from another package's constant function.
    sbox_cycles = sbox == aes_pkg::SBoxBram ? 1 : sbox == aes_pkg::SBoxCompositePipelined ? 5 : 0;
    lu          = arch == cs_pkg::ArchLoopUnrolled;
    sp          = arch == cs_pkg::ArchSubPipeline;
    reg_e       = !(sbox_cycles > 0 && !sp);
    linear      = !lu && k == max_rounds && key_len != cs_pkg::KeyLen3in1;
    per_round   = (sbox_cycles > 0 ? sbox_cycles : (sp && m >= 1 ? 1 : 0)) + (sp && m >= 3 ? 1 : 0) +
                  (sp && m >= 2 ? 1 : 0) + (reg_e ? 1 : 0);
    core_latency = max_latency(lu, k, lu ? 1 : per_round, reg_e || linear, max_rounds);
  endfunction

  // Nr for a key length code (FIPS-197 Fig. 4).
  function automatic logic [3:0] rounds_of(input logic [1:0] key_len);
    unique case (key_len)
      2'd1:    rounds_of = 4'd12;
      2'd2:    rounds_of = 4'd14;
      default: rounds_of = 4'd10;
    endcase
  endfunction

  // ---------------------------------------------------------------------------------------
  // Online key schedule as a window of key words (FIPS-197 Sec. 5.2, KeyExpansion).
  //
  // The window holds the last Nk words generated, right-aligned in 8 words: word p of the
  // window is window[255 - 32p -: 32], and words 8-Nk..7 are valid. Round key r >= 1 is
  // always words 4..7 after the step for round r; round key 0 is words 8-Nk..8-Nk+3 of the
  // initial window, which is the cipher key itself. The step for round r generates
  // G = 4r + 4 - max(Nk, 4r) new words w[j] = w[j-Nk] ^ f_j(w[j-1]) (G is 4, except 2 for
  // AES-192 and 0 for AES-256 in round 1), and at most one of them needs SubWord:
  // f_j = SubWord(RotWord()) ^ Rcon when j mod Nk = 0, SubWord alone when Nk = 8 and
  // j mod 8 = 4. The inverse step (decryption) recovers the G words w[j-Nk] that the
  // forward step pushed out, from the same j, so it needs SubWord of the same word.
  // ---------------------------------------------------------------------------------------

  // A step's description, packed as {count[2:0], sbox, rotate, at[1:0], rcon[3:0]}
  // (Yosys 0.23 cannot write fields of a struct inside a function):
  //   count  G: new words this step (0, 2 or 4)
  //   sbox   one new word needs SubWord
  //   rotate ... with RotWord and Rcon (else SubWord alone)
  //   at     which new word (t) needs it
  //   rcon   Rcon index j / Nk
  // Each accessor reads only its own field of the description.
  function automatic logic [2:0] step_count(input logic [10:0] s);
    step_count = s[10:8];
  endfunction
  function automatic logic step_sbox(input logic [10:0] s);
    step_sbox = s[7];
  endfunction
  function automatic logic step_rotate(input logic [10:0] s);
    step_rotate = s[6];
  endfunction
  function automatic logic [1:0] step_at(input logic [10:0] s);
    step_at = s[5:4];
  endfunction
  function automatic logic [3:0] step_rcon(input logic [10:0] s);
    step_rcon = s[3:0];
  endfunction

  // The step that produces round key `round` (1..Nr) for a key length code. Word indices
  // j follow FIPS-197 Appendix A.
  function automatic logic [10:0] key_step(input logic [1:0] key_len, input logic [3:0] round);
    logic [2:0] count;
    logic       sbox, rotate;
    logic [1:0] at;
    logic [3:0] rcon;
    count = 3'd4;
    sbox = 1'b1;
    rotate = 1'b1;
    at = 2'd0;
    rcon = round;
    unique case (key_len)
      2'd1: begin
        // Nk = 6: round 1 adds w6, w7 (j = 6: RotWord, Rcon[1]); later rounds add
        // w[4r..4r+3], where j = 0 mod 6 falls on the first word (r = 0 mod 3), on the
        // third (r = 1 mod 3), or on none (r = 2 mod 3).
        if (round == 4'd1) count = 3'd2;
        unique case (round)
          4'd1:    rcon = 4'd1;                 // j = 6
          4'd3:    rcon = 4'd2;                 // j = 12
          4'd4:    begin at = 2'd2; rcon = 4'd3; end  // j = 18
          4'd6:    rcon = 4'd4;                 // j = 24
          4'd7:    begin at = 2'd2; rcon = 4'd5; end  // j = 30
          4'd9:    rcon = 4'd6;                 // j = 36
          4'd10:   begin at = 2'd2; rcon = 4'd7; end  // j = 42
          4'd12:   rcon = 4'd8;                 // j = 48
          default: begin sbox = 1'b0; rcon = 4'd0; end  // r = 2 mod 3
        endcase
      end
      2'd2: begin
        // Nk = 8: round 1's key is the key's second half; then w[4r..4r+3] with
        // j = 4r: RotWord and Rcon[r/2] for even r, SubWord alone for odd r.
        if (round == 4'd1) begin
          count = 3'd0;
          sbox = 1'b0;
        end
        rotate = ~round[0];
        rcon = {1'b0, round[3:1]};
      end
      default: ;  // Nk = 4: w[4r..4r+3], the first with RotWord and Rcon[r]
    endcase
    key_step = {count, sbox, rotate, at, rcon};
  endfunction

  // Round constant Rcon[i] as the first byte of a word (FIPS-197 Sec. 5.2).
  function automatic logic [7:0] rcon_byte(input logic [3:0] i);
    unique case (i)
      4'd1:    rcon_byte = 8'h01;
      4'd2:    rcon_byte = 8'h02;
      4'd3:    rcon_byte = 8'h04;
      4'd4:    rcon_byte = 8'h08;
      4'd5:    rcon_byte = 8'h10;
      4'd6:    rcon_byte = 8'h20;
      4'd7:    rcon_byte = 8'h40;
      4'd8:    rcon_byte = 8'h80;
      4'd9:    rcon_byte = 8'h1b;
      4'd10:   rcon_byte = 8'h36;
      default: rcon_byte = 8'h00;
    endcase
  endfunction

  // Word p (0..7) of a window.
  function automatic logic [31:0] word(input logic [255:0] window, input int unsigned p);
    word = window[255 - 32 * p -: 32];
  endfunction

  // f_j applied to a word whose SubWord is `sub`: RotWord and Rcon, or SubWord alone.
  function automatic logic [31:0] key_f(input logic rotate, input logic [3:0] rcon, input logic [31:0] sub);
    key_f = rotate ? {sub[23:0], sub[31:24]} ^ {rcon_byte(rcon), 24'h0} : sub;
  endfunction

  // The word whose SubWord the step needs, forward (encryption) or inverse (decryption).
  function automatic logic [31:0] key_sbox_input(input logic [255:0] w, input logic [1:0] key_len,
                                                 input logic [3:0] round, input logic inverse);
    // Only the step's word count and position matter here.
    logic [10:0] s;
    s = key_step(key_len, round);
    unique case (key_len)
      2'd1: begin  // Nk = 6
        if (!inverse) key_sbox_input = (step_at(s) == 2'd2) ? word(w, 7) ^ word(w, 2) ^ word(w, 3) : word(w, 7);
        else if (step_count(s) == 3'd2) key_sbox_input = word(w, 5);
        else key_sbox_input = (step_at(s) == 2'd2) ? word(w, 5) : word(w, 3);
      end
      2'd2:    key_sbox_input = inverse ? word(w, 3) : word(w, 7);                 // Nk = 8
      default: key_sbox_input = inverse ? word(w, 7) ^ word(w, 6) : word(w, 7);    // Nk = 4
    endcase
  endfunction

  // The forward step for round `round`: the window after generating its new words.
  function automatic logic [255:0] key_forward(input logic [255:0] w, input logic [1:0] key_len,
                                               input logic [3:0] round, input logic [31:0] sub);
    logic [10:0] s;
    logic [31:0] n0, n1, n2, n3;
    s = key_step(key_len, round);
    unique case (key_len)
      2'd1: begin  // Nk = 6: w[j] = w[j-6] ^ f(w[j-1]), w[j-6] is word t + 2
        n0 = word(w, 2) ^ ((step_sbox(s) && step_at(s) == 2'd0) ? key_f(step_rotate(s), step_rcon(s), sub) : word(w, 7));
        n1 = word(w, 3) ^ n0;
        n2 = word(w, 4) ^ ((step_sbox(s) && step_at(s) == 2'd2) ? key_f(step_rotate(s), step_rcon(s), sub) : n1);
        n3 = word(w, 5) ^ n2;
        key_forward = (step_count(s) == 3'd2) ? {w[191:0], n0, n1} : {w[127:0], n0, n1, n2, n3};
      end
      2'd2: begin  // Nk = 8: w[j-8] is word t
        n0 = word(w, 0) ^ key_f(step_rotate(s), step_rcon(s), sub);
        n1 = word(w, 1) ^ n0;
        n2 = word(w, 2) ^ n1;
        n3 = word(w, 3) ^ n2;
        key_forward = (step_count(s) == 3'd0) ? w : {w[127:0], n0, n1, n2, n3};
      end
      default: begin  // Nk = 4: w[j-4] is word t + 4
        n0 = word(w, 4) ^ key_f(step_rotate(s), step_rcon(s), sub);
        n1 = word(w, 5) ^ n0;
        n2 = word(w, 6) ^ n1;
        n3 = word(w, 7) ^ n2;
        key_forward = {w[127:0], n0, n1, n2, n3};
      end
    endcase
  endfunction

  // The inverse step: undo the forward step for round `round`, recovering the words
  // w[j-Nk] = w[j] ^ f_j(w[j-1]) it pushed out of the window.
  function automatic logic [255:0] key_inverse(input logic [255:0] w, input logic [1:0] key_len,
                                               input logic [3:0] round, input logic [31:0] sub);
    logic [10:0] s;
    logic [31:0] r0, r1, r2, r3;
    s = key_step(key_len, round);
    unique case (key_len)
      2'd1: begin  // Nk = 6
        if (step_count(s) == 3'd2) begin  // round 1: w0 = w6 ^ f(w5), w1 = w7 ^ w6
          r0 = word(w, 6) ^ key_f(step_rotate(s), step_rcon(s), sub);
          r1 = word(w, 7) ^ word(w, 6);
          key_inverse = {64'h0, r0, r1, w[191:64]};
        end else begin  // w[j-6] = w[j] ^ f(w[j-1]) with w[j] word t + 4, w[j-1] word t + 3
          r0 = word(w, 4) ^ ((step_sbox(s) && step_at(s) == 2'd0) ? key_f(step_rotate(s), step_rcon(s), sub) : word(w, 3));
          r1 = word(w, 5) ^ word(w, 4);
          r2 = word(w, 6) ^ ((step_sbox(s) && step_at(s) == 2'd2) ? key_f(step_rotate(s), step_rcon(s), sub) : word(w, 5));
          r3 = word(w, 7) ^ word(w, 6);
          key_inverse = {64'h0, r0, r1, r2, r3, w[191:128]};
        end
      end
      2'd2: begin  // Nk = 8
        r0 = word(w, 4) ^ key_f(step_rotate(s), step_rcon(s), sub);
        r1 = word(w, 5) ^ word(w, 4);
        r2 = word(w, 6) ^ word(w, 5);
        r3 = word(w, 7) ^ word(w, 6);
        key_inverse = (step_count(s) == 3'd0) ? w : {r0, r1, r2, r3, w[255:128]};
      end
      default: begin  // Nk = 4: the previous round key, its last word first
        r3 = word(w, 7) ^ word(w, 6);
        r2 = word(w, 6) ^ word(w, 5);
        r1 = word(w, 5) ^ word(w, 4);
        r0 = word(w, 4) ^ key_f(step_rotate(s), step_rcon(s), sub);
        key_inverse = {128'h0, r0, r1, r2, r3};
      end
    endcase
  endfunction

  // The window before any step: the cipher key (left-aligned in `key`) right-aligned.
  function automatic logic [255:0] key_window(input logic [255:0] key, input logic [1:0] key_len);
    unique case (key_len)
      2'd1:    key_window = {64'h0, key[255:64]};
      2'd2:    key_window = key;
      default: key_window = {128'h0, key[255:128]};
    endcase
  endfunction

  // Round key `index` from the window that produced it: words 4..7, or for round key 0
  // the first four valid words (the start of the cipher key).
  function automatic logic [127:0] key_round_key(input logic [255:0] w, input logic [1:0] key_len,
                                                 input logic first);
    if (!first) key_round_key = w[127:0];
    else unique case (key_len)
      2'd1:    key_round_key = w[191:64];
      2'd2:    key_round_key = w[255:128];
      default: key_round_key = w[127:0];
    endcase
  endfunction

endpackage
