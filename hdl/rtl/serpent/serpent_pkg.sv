// Shared types, the S-boxes and the word-level helpers of the Serpent core family
// (serpent_core.sv). Yosys 0.23 accepts no `import`, so users write serpent_pkg::name.
//
// Serpent (Anderson, Biham, Knudsen, "Serpent: A Proposal for the AES", 1998) in its
// bitslice form: the 128-bit state is four 32-bit words X0..X3; an S-box layer applies one
// 4-bit S-box to each of the 32 bit columns (bit j of X0 is the column's least significant
// bit); LT mixes the words with rotations, shifts and XORs.
//
// Inside the cores the state is {X0, X1, X2, X3}: word p in bits 127 - 32p -: 32, each word
// an ordinary number. The ports carry bytes (hdl/ABI.md: byte 0 in the top bits) in the
// NESSIE / Crypto++ order: bytes 4p..4p+3 are word p, least significant byte first, so a
// port's 32-bit lane p is word p byte-swapped (from_bytes / to_bytes).

package serpent_pkg;

  localparam int unsigned Rounds = 32;
  localparam logic [31:0] Phi    = 32'h9e37_79b9;  // the key schedule's constant

  // The S-boxes S0..S7 and their inverses, entry x in bits 4x +: 4 (submission, Appendix).
  localparam logic [63:0] SBox0 = 64'hc907_24de_b56a_1f83;
  localparam logic [63:0] SBox1 = 64'h43d6_8eb1_a509_72cf;
  localparam logic [63:0] SBox2 = 64'h25b0_4e1d_fac3_9768;
  localparam logic [63:0] SBox3 = 64'he57a_421d_369c_8bf0;
  localparam logic [63:0] SBox4 = 64'hd7e9_a452_6b0c_38f1;
  localparam logic [63:0] SBox5 = 64'h176d_8e30_c9a4_b25f;
  localparam logic [63:0] SBox6 = 64'h0a3d_f19e_b648_5c27;
  localparam logic [63:0] SBox7 = 64'h6539_ac47_b28e_0fd1;
  localparam logic [63:0] InvSBox0 = 64'h289f_74e1_c56a_0b3d;
  localparam logic [63:0] InvSBox1 = 64'h0ad1_974b_3c6f_e285;
  localparam logic [63:0] InvSBox2 = 64'h7a85_d630_21eb_4f9c;
  localparam logic [63:0] InvSBox3 = 64'h1f84_2c53_d6eb_7a90;
  localparam logic [63:0] InvSBox4 = 64'h1df4_6bc2_e79a_3805;
  localparam logic [63:0] InvSBox5 = 64'h0ac7_356b_ed14_92f8;
  localparam logic [63:0] InvSBox6 = 64'hb8c2_7e94_0635_d1af;
  localparam logic [63:0] InvSBox7 = 64'h241a_7bc5_8fe9_d603;

  // The table of S-box `index` (S_index, or its inverse).
  function automatic logic [63:0] sbox_table(input logic inverse, input logic [2:0] index);
    unique case ({inverse, index})
      4'd0:    sbox_table = SBox0;
      4'd1:    sbox_table = SBox1;
      4'd2:    sbox_table = SBox2;
      4'd3:    sbox_table = SBox3;
      4'd4:    sbox_table = SBox4;
      4'd5:    sbox_table = SBox5;
      4'd6:    sbox_table = SBox6;
      4'd7:    sbox_table = SBox7;
      4'd8:    sbox_table = InvSBox0;
      4'd9:    sbox_table = InvSBox1;
      4'd10:   sbox_table = InvSBox2;
      4'd11:   sbox_table = InvSBox3;
      4'd12:   sbox_table = InvSBox4;
      4'd13:   sbox_table = InvSBox5;
      4'd14:   sbox_table = InvSBox6;
      default: sbox_table = InvSBox7;
    endcase
  endfunction


  // The linear transformation LT (submission, Sec. 2, bitslice form).
  function automatic logic [127:0] lt(input logic [127:0] state);
    logic [31:0] x0, x1, x2, x3;
    x0 = cs_word_pkg::rotl(cs_word_pkg::word(state, 0), 13);
    x2 = cs_word_pkg::rotl(cs_word_pkg::word(state, 2), 3);
    x1 = cs_word_pkg::word(state, 1) ^ x0 ^ x2;
    x3 = cs_word_pkg::word(state, 3) ^ x2 ^ (x0 << 3);
    x1 = cs_word_pkg::rotl(x1, 1);
    x3 = cs_word_pkg::rotl(x3, 7);
    x0 = x0 ^ x1 ^ x3;
    x2 = x2 ^ x3 ^ (x1 << 7);
    x0 = cs_word_pkg::rotl(x0, 5);
    x2 = cs_word_pkg::rotl(x2, 22);
    lt = {x0, x1, x2, x3};
  endfunction

  // Its inverse, the steps of LT undone in reverse order.
  function automatic logic [127:0] inv_lt(input logic [127:0] state);
    logic [31:0] x0, x1, x2, x3;
    x0 = cs_word_pkg::rotr(cs_word_pkg::word(state, 0), 5);
    x1 = cs_word_pkg::word(state, 1);
    x2 = cs_word_pkg::rotr(cs_word_pkg::word(state, 2), 22);
    x3 = cs_word_pkg::word(state, 3);
    x2 = x2 ^ x3 ^ (x1 << 7);
    x0 = x0 ^ x1 ^ x3;
    x3 = cs_word_pkg::rotr(x3, 7);
    x1 = cs_word_pkg::rotr(x1, 1);
    x3 = x3 ^ x2 ^ (x0 << 3);
    x1 = x1 ^ x0 ^ x2;
    x2 = cs_word_pkg::rotr(x2, 3);
    x0 = cs_word_pkg::rotr(x0, 13);
    inv_lt = {x0, x1, x2, x3};
  endfunction

  // The cipher key as the eight words w_-8..w_-1 (word p in bits 255 - 32p -: 32): the key's
  // words, a short key padded with a single 1 bit above its most significant bit, then zeros
  // (submission, Sec. 2: "short keys ... are mapped to full-length keys of 256 bits").
  function automatic logic [255:0] pad_key(input logic [255:0] key, input logic [1:0] key_len);
    logic [255:0] w;
    for (int p = 0; p < 8; p++) w[255 - 32 * p -: 32] = cs_word_pkg::bswap(key[255 - 32 * p -: 32]);
    unique case (key_len)
      2'd0:    w[127:0] = {32'h1, 96'h0};
      2'd1:    w[63:0] = {32'h1, 32'h0};
      default: ;
    endcase
    pad_key = w;
  endfunction

endpackage
