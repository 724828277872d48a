// Shared types, tables and bit-level helpers of the Triple DES core family (des_core.sv).
// Yosys 0.23 accepts no `import`, so users write des_pkg::name.
//
// DES is FIPS 46-3 (1999; the tables below are its pages 10-21, and the same tables as
// sim-core/src/des/permutations.rs and sbox.rs); Triple DES, the TDEA of NIST SP 800-67 Rev. 2:
// C = E_K3(D_K2(E_K1(P))) under keying option 1 (K1, K2, K3), 2 (K3 = K1) or 3 (K1 = K2 = K3,
// which is single DES).
//
// Bit order: the standard's. A block or key is 64 bits, the standard's bit 1 (its first,
// leftmost) in bit 63 of the vector and bit 64 in bit 0, which is also the ports' byte order
// (hdl/ABI.md: byte 0 in the top byte): a port's value is the hex the CAVP files print. Every
// table below reads "output bit i is input bit t[i]" with both numbered from 1 at the MSB, so
// input bit t is x[W - t] for a W-bit input. Inside the core the state L||R keeps L in bits
// 63:32; the key halves C||D of PC-1 keep C in bits 55:28.

package des_pkg;

  // The key bundle a key handshake carries (SP 800-67 Sec. 3.2). KeyLen3in1 takes the length
  // from key_len_i at run time (des_key_banks.sv); the others fix it.
  typedef enum logic [1:0] {
    KeyLen64   = 2'd0,  // keying option 3: K1 (single DES)
    KeyLen128  = 2'd1,  // keying option 2: K1 || K2, K3 = K1
    KeyLen192  = 2'd2,  // keying option 1: K1 || K2 || K3
    KeyLen3in1 = 2'd3
  } key_len_e;

  localparam int unsigned Rounds     = 16;           // one DES operation
  localparam int unsigned TdesRounds = 3 * Rounds;   // E, D, E: the 48 iterations of Fig. 6
  localparam int unsigned MaxBanks   = 16;           // key_bank_i / in_bank_i name 0..15

  // key_len_i of the core ports (hdl/ABI.md: 0 = 128, 1 = 192, 2 = 256 bits) as a bundle
  // length. Triple DES has no 256-bit key: the harness sends 2 for every length but 128 and
  // 192, so 2 (and 3) mean the 64-bit key of option 3. (Labels qualified: Yosys 0.23
  // evaluates this from the caller's scope.)
  function automatic key_len_e key_len_of(input logic [1:0] code);
    unique case (code)
      2'd0:   key_len_of = des_pkg::KeyLen128;
      2'd1:   key_len_of = des_pkg::KeyLen192;
      default: key_len_of = des_pkg::KeyLen64;
    endcase
  endfunction

  // IP, the initial permutation (FIPS 46-3, p. 10).
  function automatic logic [63:0] ip(input logic [63:0] x);
    ip = {
      x[6], x[14], x[22], x[30], x[38], x[46], x[54], x[62],
      x[4], x[12], x[20], x[28], x[36], x[44], x[52], x[60],
      x[2], x[10], x[18], x[26], x[34], x[42], x[50], x[58],
      x[0], x[8], x[16], x[24], x[32], x[40], x[48], x[56],
      x[7], x[15], x[23], x[31], x[39], x[47], x[55], x[63],
      x[5], x[13], x[21], x[29], x[37], x[45], x[53], x[61],
      x[3], x[11], x[19], x[27], x[35], x[43], x[51], x[59],
      x[1], x[9], x[17], x[25], x[33], x[41], x[49], x[57]
    };
  endfunction

  // IP^-1, the final permutation (FIPS 46-3, p. 10).
  function automatic logic [63:0] fp(input logic [63:0] x);
    fp = {
      x[24], x[56], x[16], x[48], x[8], x[40], x[0], x[32],
      x[25], x[57], x[17], x[49], x[9], x[41], x[1], x[33],
      x[26], x[58], x[18], x[50], x[10], x[42], x[2], x[34],
      x[27], x[59], x[19], x[51], x[11], x[43], x[3], x[35],
      x[28], x[60], x[20], x[52], x[12], x[44], x[4], x[36],
      x[29], x[61], x[21], x[53], x[13], x[45], x[5], x[37],
      x[30], x[62], x[22], x[54], x[14], x[46], x[6], x[38],
      x[31], x[63], x[23], x[55], x[15], x[47], x[7], x[39]
    };
  endfunction

  // E, the E bit-selection table (FIPS 46-3, p. 13).
  function automatic logic [47:0] expand(input logic [31:0] x);
    expand = {
      x[0], x[31], x[30], x[29], x[28], x[27], x[28], x[27],
      x[26], x[25], x[24], x[23], x[24], x[23], x[22], x[21],
      x[20], x[19], x[20], x[19], x[18], x[17], x[16], x[15],
      x[16], x[15], x[14], x[13], x[12], x[11], x[12], x[11],
      x[10], x[9], x[8], x[7], x[8], x[7], x[6], x[5],
      x[4], x[3], x[4], x[3], x[2], x[1], x[0], x[31]
    };
  endfunction

  // P, the permutation of f (FIPS 46-3, p. 15).
  function automatic logic [31:0] permute_p(input logic [31:0] x);
    permute_p = {
      x[16], x[25], x[12], x[11], x[3], x[20], x[4], x[15],
      x[31], x[17], x[9], x[6], x[27], x[14], x[1], x[22],
      x[30], x[24], x[8], x[18], x[0], x[5], x[29], x[23],
      x[13], x[19], x[2], x[26], x[10], x[21], x[28], x[7]
    };
  endfunction

  // PC-1 and PC-2 drop bits by design (the parity bits; the 8 of C || D a subkey skips).
  /* verilator lint_off UNUSEDSIGNAL */
  // PC-1, permuted choice 1: C0 in the top 28 bits, D0 below (FIPS 46-3, p. 20).
  function automatic logic [55:0] pc1(input logic [63:0] x);
    pc1 = {
      x[7], x[15], x[23], x[31], x[39], x[47], x[55], x[63],
      x[6], x[14], x[22], x[30], x[38], x[46], x[54], x[62],
      x[5], x[13], x[21], x[29], x[37], x[45], x[53], x[61],
      x[4], x[12], x[20], x[28], x[1], x[9], x[17], x[25],
      x[33], x[41], x[49], x[57], x[2], x[10], x[18], x[26],
      x[34], x[42], x[50], x[58], x[3], x[11], x[19], x[27],
      x[35], x[43], x[51], x[59], x[36], x[44], x[52], x[60]
    };
  endfunction

  // PC-2, permuted choice 2 (FIPS 46-3, p. 21).
  function automatic logic [47:0] pc2(input logic [55:0] x);
    pc2 = {
      x[42], x[39], x[45], x[32], x[55], x[51], x[53], x[28],
      x[41], x[50], x[35], x[46], x[33], x[37], x[44], x[52],
      x[30], x[48], x[40], x[49], x[29], x[36], x[43], x[54],
      x[15], x[4], x[25], x[19], x[9], x[1], x[26], x[16],
      x[5], x[11], x[23], x[8], x[12], x[7], x[17], x[0],
      x[22], x[3], x[10], x[14], x[6], x[20], x[27], x[24]
    };
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  // The S-boxes (FIPS 46-3, pp. 17-18), one 256-bit constant each: row r, column c at bits
  // 4 (16 r + c) +: 4.
  localparam logic [255:0] S1 = 256'hd60ae3b5719428cf05a379cfb26d8e148359bc6a1d2e47f07095c6a38bf21d4e;
  localparam logic [255:0] S2 = 256'h9e50c76b24f31a8df2396c851d4ab7e05b96a10ce82f74d3a50cd27943b6e81f;
  localparam logic [255:0] S3 = 256'hc25b3ef478960da17ea5c21b03f8946d1fbce582a643907d824b7cd15f36e90a;
  localparam logic [255:0] S4 = 256'he27cb5498d1a60f34825e31fd7bc096a9ea1c27430f65b8df4cb5821a9603ed7;
  localparam logic [255:0] S5 = 256'h354a90f6d2e17c8be0365c9f87dab1246893af051d74c2be9e0df3586ba714c2;
  localparam logic [255:0] S6 = 256'hd80671ebaf59c2346bd1a4073c825fe983b0ed1659c724fab57e43d08629fa1c;
  localparam logic [255:0] S7 = 256'hc32ef0597a418db6295086fae73cdb4168f2c53ea1947b0d16a579c3d80fe2b4;
  localparam logic [255:0] S8 = 256'hb65309cfd8a47e12853fda602ec914b729e0b65c473a8df17c05e39a1bf6482d;

  // S-box lookup: the 6-bit input b1..b6 (b1 the MSB) picks row b1 b6 and column b2 b3 b4 b5.
  function automatic logic [3:0] sbox(input logic [255:0] table_bits, input logic [5:0] b);
    sbox = table_bits[4 * {b[5], b[0], b[4:1]} +: 4];
  endfunction

  // The eight S-boxes side by side: 48 bits in (B1 in the top six), 32 out (S1's in the top four).
  function automatic logic [31:0] sboxes(input logic [47:0] b);
    sboxes = {sbox(S1, b[47:42]), sbox(S2, b[41:36]), sbox(S3, b[35:30]), sbox(S4, b[29:24]),
              sbox(S5, b[23:18]), sbox(S6, b[17:12]), sbox(S7, b[11:6]), sbox(S8, b[5:0])};
  endfunction

  // The cipher function f(R, K) = P(S(E(R) xor K)) (FIPS 46-3, Figure 2).
  function automatic logic [31:0] f(input logic [31:0] r, input logic [47:0] k);
    f = permute_p(sboxes(expand(r) ^ k));
  endfunction

  // Key schedule shifts (FIPS 46-3, p. 21): C_n, D_n are C_{n-1}, D_{n-1} rotated left by
  // shift(n) = 1 for n = 1, 2, 9, 16 and 2 otherwise (28 in all, so C_16 = C_0).
  function automatic logic [1:0] shift(input logic [4:0] n);
    shift = (n == 5'd1 || n == 5'd2 || n == 5'd9 || n == 5'd16) ? 2'd1 : 2'd2;
  endfunction

  // C || D with each 28-bit half rotated left (right) by m places, m = 0, 1 or 2.
  function automatic logic [55:0] rotl_cd(input logic [55:0] cd, input logic [1:0] m);
    logic [27:0] c, d;
    {c, d} = cd;
    unique case (m)
      2'd1:   rotl_cd = {c[26:0], c[27], d[26:0], d[27]};
      2'd2:   rotl_cd = {c[25:0], c[27:26], d[25:0], d[27:26]};
      default: rotl_cd = cd;
    endcase
  endfunction

  function automatic logic [55:0] rotr_cd(input logic [55:0] cd, input logic [1:0] m);
    logic [27:0] c, d;
    {c, d} = cd;
    unique case (m)
      2'd1:   rotr_cd = {c[0], c[27:1], d[0], d[27:1]};
      2'd2:   rotr_cd = {c[1:0], c[27:2], d[1:0], d[27:2]};
      default: rotr_cd = cd;
    endcase
  endfunction

endpackage
