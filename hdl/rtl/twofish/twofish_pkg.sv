// Shared types and the word-level functions of the Twofish core family (twofish_core.sv):
// q0 and q1 from their t-tables, the key-dependent S-box path of h, the MDS and RS matrices
// over GF(2^8), the PHT and the byte order. Yosys 0.23 accepts no `import`, so users write
// twofish_pkg::name.
//
// Twofish (Schneier, Kelsey, Whiting, Wagner, Hall, Ferguson, "Twofish: A 128-Bit Block
// Cipher", 1998; the golden model is sim-core/src/twofish/, written from the same paper).
//
// Byte order (the paper's, and the lab's; sim-core/src/twofish/byte_order.rs): bytes in
// memory order, each 32-bit word little-endian, so byte 0 of a block is the least significant
// byte of word 0. The ports carry bytes with byte 0 in the top bits (hdl/ABI.md), so a port's
// 32-bit lane p is word p byte-swapped (from_bytes / to_bytes), exactly as serpent_pkg maps
// Serpent's blocks. Inside the cores a state is {X0, X1, X2, X3}: word p in bits
// 127 - 32p -: 32, each word an ordinary number. Keys likewise: M_i is lane i of key_i
// byte-swapped.

package twofish_pkg;

  // The key-dependent S-boxes s0..s3 (the implementation axis of this family):
  typedef enum logic [0:0] {
    SBoxLogic  = 1'b0,  // computed in logic from q0/q1 and the S-box key every use
                        // (Elbirt et al.; the paper's "zero keying")
    SBoxTables = 1'b1   // four 256-byte tables filled at key setup ("full keying")
  } sbox_e;

  localparam int unsigned Rounds  = 16;
  localparam int unsigned Subkeys = 40;
  // twofish_key_setup.sv's online subkeys, pair i (K_2i, K_2i+1) final from cycle i + 2
  // after the key handshake (cycle 0), and the S-box key from cycle 1: the cycles from which
  // the input whitening's words (pairs 0, 1), round 1's (pair 4; round r's pair r + 3) and the
  // output whitening's (pairs 2, 3) are final, for cs_pkg::early_entry (SBoxLogic; tables
  // are full only at the end) and registry/ciphers.json's `earlyEntry`.
  localparam int unsigned EntryKeysAt = 3;
  localparam int unsigned RoundOneAt  = 6;
  localparam int unsigned ExitKeysAt  = 5;

  // ---- q0 and q1 (Sec. 4.3.5), from their 4-bit t-tables, entry x in bits 4x +: 4 ----------
  localparam logic [63:0] Q0T0 = 64'h4ace_95b0_23f6_d718;
  localparam logic [63:0] Q0T1 = 64'hd907_6a4f_5321_8bce;
  localparam logic [63:0] Q0T2 = 64'h1742_3f8c_09d6_e5ab;
  localparam logic [63:0] Q0T3 = 64'hac58_03b9_e621_4f7d;
  localparam logic [63:0] Q1T0 = 64'h5ca0_4913_e67f_db82;
  localparam logic [63:0] Q1T1 = 64'h809f_5ad6_73c4_b2e1;
  localparam logic [63:0] Q1T2 = 64'hf3b2_8de0_a961_57c4;
  localparam logic [63:0] Q1T3 = 64'ha802_f746_ed3c_159b;

  function automatic logic [3:0] nibble(input logic [63:0] t, input logic [3:0] x);
    nibble = t[4 * x +: 4];
  endfunction

  function automatic logic [3:0] ror4(input logic [3:0] x);
    ror4 = {x[0], x[3:1]};
  endfunction

  // q (q1 if `one`, else q0) of x, as Sec. 4.3.5 writes it: split into nibbles a, b; mix
  // (a ^ b, a ^ ROR4(b) ^ 8a mod 16); t0, t1; mix again; t2, t3; the result is 16 b4 + a4.
  function automatic logic [7:0] q_logic(input logic one, input logic [7:0] x);
    logic [3:0] a, b, a2, b2;
    a  = x[7:4] ^ x[3:0];
    b  = x[7:4] ^ ror4(x[3:0]) ^ {x[4], 3'b000};
    a2 = one ? nibble(Q1T0, a) : nibble(Q0T0, a);
    b2 = one ? nibble(Q1T1, b) : nibble(Q0T1, b);
    a  = a2 ^ b2;
    b  = a2 ^ ror4(b2) ^ {a2[0], 3'b000};
    q_logic = one ? {nibble(Q1T3, b), nibble(Q1T2, a)} : {nibble(Q0T3, b), nibble(Q0T2, a)};
  endfunction

  // Two equivalent forms of q, MDS and RS, as serpent_sbox_layer.sv and aes_sbox_composite.sv
  // have. For synthesis (SYNTHESIS, which Yosys defines), the logic of the paper. For the
  // simulation models, look-ups into tables of those same functions that Verilator computes
  // once (one 32-bit word an entry, so no look-up spans two words): a q is one load where its
  // nibble steps took some 30 instructions, an MDS product four loads and three XORs where
  // its 16 constant multiplications took hundreds, and a round of an LU-8 core, both its g's
  // and the key schedule's h's beside them, evaluates dozens of each (issue #47).
`ifdef SYNTHESIS
  function automatic logic [7:0] q(input logic one, input logic [7:0] x);
    q = q_logic(one, x);
  endfunction
`else
  // The tables are not traced: constants never switch, and a waveform has no use for 14 KB of them.
  /*verilator tracing_off*/
  function automatic logic [16383:0] q_table();
    for (int x = 0; x < 512; x++) q_table[32 * x +: 8] = q_logic(x[8], x[7:0]);
  endfunction
  localparam logic [16383:0] QTable = q_table();  // q(one, x) at 32 {one, x} +: 8
  function automatic logic [7:0] q(input logic one, input logic [7:0] x);
    q = QTable[32 * {one, x} +: 8];
  endfunction
  /*verilator tracing_on*/
`endif

  // Which q byte j meets at each stage of h (Sec. 4.3.2, Figure 2), bit j set for q1: stage 4
  // first (k = 4 only), stage 3 (k >= 3), then stages 2, 1 and 0, which every key length has.
  localparam logic [3:0] Stage4 = 4'b1001;  // q1 q0 q0 q1 for bytes 0..3
  localparam logic [3:0] Stage3 = 4'b0011;  // q1 q1 q0 q0
  localparam logic [3:0] Stage2 = 4'b1010;  // q0 q1 q0 q1
  localparam logic [3:0] Stage1 = 4'b1100;  // q0 q0 q1 q1
  localparam logic [3:0] Stage0 = 4'b0101;  // q1 q0 q1 q0

  // The S-box path of h for byte j (0..3) of the input: x through the q stages with byte j of
  // the key words L_3..L_0 XORed in between (Sec. 4.3.2). `l` holds L_i in bits 32i +: 32;
  // key_len 0, 1, 2 (128, 192, 256 bits) gives k = 2, 3, 4 stages of key words. With
  // L = (S_{k-1}, ..., S_0) this is the key-dependent S-box s_j; with Me or Mo it is the key
  // schedule's.
  function automatic logic [7:0] sbox_byte(input int unsigned j, input logic [7:0] x, input logic [127:0] l,
                                           input logic [1:0] key_len);
    logic [7:0] y;
    y = x;
    if (key_len == 2'd2) y = q(Stage4[j], y) ^ l[96 + 8 * j +: 8];
    if (key_len != 2'd0) y = q(Stage3[j], y) ^ l[64 + 8 * j +: 8];
    y = q(Stage2[j], y) ^ l[32 + 8 * j +: 8];
    y = q(Stage1[j], y) ^ l[8 * j +: 8];
    sbox_byte = q(Stage0[j], y);
  endfunction

  // ---- GF(2^8) ----------------------------------------------------------------------------
  localparam logic [7:0] MdsPoly = 8'h69;  // x^8 + x^6 + x^5 + x^3 + 1 (Sec. 4.2)
  localparam logic [7:0] RsPoly  = 8'h4d;  // x^8 + x^6 + x^3 + x^2 + 1 (Sec. 4.3)

  // c * y modulo x^8 + poly: the XOR of y x^i over the bits i of the constant c.
  function automatic logic [7:0] gf_mul(input logic [7:0] c, input logic [7:0] y, input logic [7:0] poly);
    logic [7:0] a, p;
    a = y;
    p = '0;
    for (int i = 0; i < 8; i++) begin
      if (c[i]) p = p ^ a;
      a = {a[6:0], 1'b0} ^ (a[7] ? poly : 8'h00);
    end
    gf_mul = p;
  endfunction

  // Four bytes z_0..z_3 of a matrix of `cols` columns times the bytes v_0..v_cols-1 (v_j in
  // bits 8j +: 8) over GF(2^8) modulo x^8 + poly, z_0 least significant; entry (i, j) in bits
  // 32 cols - 1 - 8 cols i - 8j -: 8 of `matrix`. MDS and RS are such products.
  function automatic logic [31:0] gf_matrix(input logic [255:0] matrix, input int unsigned cols,
                                            input logic [63:0] v, input logic [7:0] poly);
    logic [31:0] z;
    z = '0;
    for (int i = 0; i < 4; i++) begin
      for (int j = 0; j < cols; j++) begin
        z[8 * i +: 8] = z[8 * i +: 8] ^ gf_mul(matrix[32 * cols - 1 - 8 * cols * i - 8 * j -: 8], v[8 * j +: 8], poly);
      end
    end
    gf_matrix = z;
  endfunction

`ifndef SYNTHESIS
  // The simulation models' tables of a matrix product (above): column j times the byte v, the
  // word gf_matrix gives for v in byte j and zeros elsewhere, at 32 (256 j + v) +: 32.
  function automatic logic [65535:0] columns(input logic [255:0] matrix, input int unsigned cols,
                                             input logic [7:0] poly);
    for (int j = 0; j < cols; j++)
      for (int v = 0; v < 256; v++)
        for (int i = 0; i < 4; i++)
          columns[32 * (256 * j + v) + 8 * i +: 8] = gf_mul(matrix[32 * cols - 1 - 8 * cols * i - 8 * j -: 8], v[7:0], poly);
  endfunction
`endif

  // MDS (Sec. 4.2), entry (i, j) in bits 127 - 32i - 8j -: 8.
  localparam logic [127:0] Mds = {8'h01, 8'hef, 8'h5b, 8'h5b,
                                  8'h5b, 8'hef, 8'hef, 8'h01,
                                  8'hef, 8'h5b, 8'h01, 8'hef,
                                  8'hef, 8'h01, 8'hef, 8'h5b};

  // Z = MDS . (y0, y1, y2, y3), y_j in bits 8j +: 8, as the word with z_0 least significant.
`ifdef SYNTHESIS
  function automatic logic [31:0] mds(input logic [31:0] y);
    mds = gf_matrix({128'h0, Mds}, 4, {32'h0, y}, MdsPoly);
  endfunction
`else
  /*verilator tracing_off*/
  localparam logic [32767:0] MdsColumns = 32768'(columns({128'h0, Mds}, 4, MdsPoly));
  function automatic logic [31:0] mds(input logic [31:0] y);
    mds = '0;
    for (int j = 0; j < 4; j++) mds ^= MdsColumns[32 * (256 * j + int'(y[8 * j +: 8])) +: 32];
  endfunction
  /*verilator tracing_on*/
`endif

  // The RS matrix (Sec. 4.3), entry (i, j) in bits 255 - 64i - 8j -: 8.
  localparam logic [255:0] Rs = {64'h01a4_5587_5a58_db9e, 64'ha456_82f3_1ec6_68e5,
                                 64'h02a1_fcc1_47ae_3d19, 64'ha455_875a_58db_9e03};

  // One S-box key word: RS times the key bytes m_0..m_7 (m_j in bits 8j +: 8), s_0 least
  // significant.
`ifdef SYNTHESIS
  function automatic logic [31:0] rs_word(input logic [63:0] m);
    rs_word = gf_matrix(Rs, 8, m, RsPoly);
  endfunction
`else
  /*verilator tracing_off*/
  localparam logic [65535:0] RsColumns = columns(Rs, 8, RsPoly);
  function automatic logic [31:0] rs_word(input logic [63:0] m);
    rs_word = '0;
    for (int j = 0; j < 8; j++) rs_word ^= RsColumns[32 * (256 * j + int'(m[8 * j +: 8])) +: 32];
  endfunction
  /*verilator tracing_on*/
`endif

  // h(X, L) (Sec. 4.3.2): the four bytes of X through sbox_byte with the key words L, then
  // MDS. The key schedule's h (L = Me or Mo); the round's g is the same path with L = S
  // reversed, split in twofish_g.sv (the S-box half) and twofish_round.sv (MDS).
  function automatic logic [31:0] h(input logic [31:0] x, input logic [127:0] l, input logic [1:0] key_len);
    logic [31:0] y;
    for (int j = 0; j < 4; j++) y[8 * j +: 8] = sbox_byte(j, x[8 * j +: 8], l, key_len);
    h = mds(y);
  endfunction

  // The pseudo-Hadamard transform (Sec. 3.4): (a + b, a + 2b) mod 2^32, as {sum, double}.
  function automatic logic [63:0] pht(input logic [31:0] a, input logic [31:0] b);
    pht = {a + b, a + b + b};
  endfunction

  // The key words g takes (Sec. 4.3: "S lists the words in reverse order"): L_i = S_{k-1-i},
  // from S_i in bits 32i +: 32, k = 2, 3, 4 for key_len 0, 1, 2; the rest zero.
  function automatic logic [127:0] g_key(input logic [127:0] s, input logic [1:0] key_len);
    logic [127:0] l;
    l = '0;
    unique case (key_len)
      2'd0:    l[63:0] = {s[31:0], s[63:32]};
      2'd1:    l[95:0] = {s[31:0], s[63:32], s[95:64]};
      default: l = {s[31:0], s[63:32], s[95:64], s[127:96]};
    endcase
    g_key = l;
  endfunction

  // The halves exchanged: {X2, X3, X0, X1}.
  function automatic logic [127:0] swap(input logic [127:0] state);
    swap = {state[63:0], state[127:64]};
  endfunction

endpackage
