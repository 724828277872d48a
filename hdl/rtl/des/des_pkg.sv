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

  // The bit tables as FIPS 46-3 prints them (the same as sim-core/src/des/permutations.rs), a
  // byte an entry, the standard's rows in the comments: entry k, from the left, is the number
  // of the input bit that output bit k takes, both numbered from 1 at the MSB. DES_PERMUTE
  // reads every one of them.
  // IP, the initial permutation (p. 10).
  localparam logic [511:0] IpTable = {
    64'h3a322a22_1a120a02,  // 58 50 42 34 26 18 10  2
    64'h3c342c24_1c140c04,  // 60 52 44 36 28 20 12  4
    64'h3e362e26_1e160e06,  // 62 54 46 38 30 22 14  6
    64'h40383028_20181008,  // 64 56 48 40 32 24 16  8
    64'h39312921_19110901,  // 57 49 41 33 25 17  9  1
    64'h3b332b23_1b130b03,  // 59 51 43 35 27 19 11  3
    64'h3d352d25_1d150d05,  // 61 53 45 37 29 21 13  5
    64'h3f372f27_1f170f07   // 63 55 47 39 31 23 15  7
  };
  // P, the permutation of f (p. 15).
  localparam logic [255:0] PTable = {
    32'h10071415,  // 16  7 20 21
    32'h1d0c1c11,  // 29 12 28 17
    32'h010f171a,  //  1 15 23 26
    32'h05121f0a,  //  5 18 31 10
    32'h0208180e,  //  2  8 24 14
    32'h201b0309,  // 32 27  3  9
    32'h130d1e06,  // 19 13 30  6
    32'h160b0419   // 22 11  4 25
  };
  // PC-1, permuted choice 1: C0 in the first 28 entries, D0 in the last 28 (p. 20).
  localparam logic [447:0] Pc1Table = {
    56'h39312921_191109,  // 57 49 41 33 25 17  9
    56'h013a322a_221a12,  //  1 58 50 42 34 26 18
    56'h0a023b33_2b231b,  // 10  2 59 51 43 35 27
    56'h130b033c_342c24,  // 19 11  3 60 52 44 36
    56'h3f372f27_1f170f,  // 63 55 47 39 31 23 15
    56'h073e362e_261e16,  //  7 62 54 46 38 30 22
    56'h0e063d35_2d251d,  // 14  6 61 53 45 37 29
    56'h150d051c_140c04   // 21 13  5 28 20 12  4
  };
  // PC-2, permuted choice 2 (p. 21).
  localparam logic [383:0] Pc2Table = {
    48'h0e110b18_0105,  // 14 17 11 24  1  5
    48'h031c0f06_150a,  //  3 28 15  6 21 10
    48'h17130c04_1a08,  // 23 19 12  4 26  8
    48'h10071b14_0d02,  // 16  7 27 20 13  2
    48'h29341f25_2f37,  // 41 52 31 37 47 55
    48'h1e28332d_2130,  // 30 40 51 45 33 48
    48'h2c312738_2235,  // 44 49 39 56 34 53
    48'h2e2a3224_1d20   // 46 42 50 36 29 32
  };

  // y = x permuted by table t: output bit k (from 1 at the MSB) of the `n_out`-bit y is input
  // bit t[k] of the `n_in`-bit x. A macro rather than a function taking the table, so that
  // each use has its table and sizes as constants: Verilator then unrolls the loop and folds
  // every select into a wire, as Yosys does. Passed to a function, the table is a variable to
  // the simulator (Verilator 5.006), which ran the loop, a table read a bit, for every
  // permutation of every round in every cycle (Triple DES PP-16 3.4x slower;
  // scripts/TOOLCHAIN.md, issue #47).
`define DES_PERMUTE(y, t, n_in, n_out, x) \
    for (int i = 0; i < (n_out); i++) y[(n_out) - 1 - i] = x[(n_in) - t[8 * (n_out) - 1 - 8 * i -: 8]];

  // IP^-1, the final permutation FP (p. 10), is IP the other way round: where IP's entry k is
  // t, FP's entry t is k. (Computed at elaboration: the standard prints it as its own table.)
  function automatic logic [511:0] inverse(input logic [511:0] t);
    logic [31:0] e;
    inverse = '0;
    for (int k = 1; k <= 64; k++) begin
      e = 32'(t[519 - 8 * k -: 8]);
      inverse[519 - 8 * e -: 8] = 8'(k);
    end
  endfunction
  localparam logic [511:0] FpTable = inverse(IpTable);

  function automatic logic [63:0] ip(input logic [63:0] x);
    `DES_PERMUTE(ip, IpTable, 64, 64, x)
  endfunction

  function automatic logic [63:0] fp(input logic [63:0] x);
    `DES_PERMUTE(fp, FpTable, 64, 64, x)
  endfunction

  // E, the E bit-selection table (p. 13), by the rule its rows follow: group j (of eight, the
  // input to S_{j+1}) takes input bits 4j .. 4j + 5, numbered from 1 with bit 0 meaning bit 32,
  // so each group shares its end bits with its neighbours and the last wraps round to bit 1.
  function automatic logic [47:0] expand(input logic [31:0] x);
    for (int j = 0; j < 8; j++)
      for (int k = 0; k < 6; k++) expand[47 - 6 * j - k] = x[(64 - 4 * j - k) % 32];
  endfunction

  function automatic logic [31:0] permute_p(input logic [31:0] x);
    `DES_PERMUTE(permute_p, PTable, 32, 32, x)
  endfunction

  // PC-1 and PC-2 drop bits by design (the parity bits; the 8 of C || D a subkey skips).
  function automatic logic [55:0] pc1(input logic [63:0] x);
    `DES_PERMUTE(pc1, Pc1Table, 64, 56, x)
  endfunction

  function automatic logic [47:0] pc2(input logic [55:0] x);
    `DES_PERMUTE(pc2, Pc2Table, 56, 48, x)
  endfunction

  // The S-boxes S1..S8 (pp. 17-18), S1 on top, 256 bits each: row r, column c at bits
  // 4 (16 r + c) +: 4 of its box.
  localparam logic [2047:0] SBoxes = {
    256'hd60ae3b5719428cf05a379cfb26d8e148359bc6a1d2e47f07095c6a38bf21d4e,
    256'h9e50c76b24f31a8df2396c851d4ab7e05b96a10ce82f74d3a50cd27943b6e81f,
    256'hc25b3ef478960da17ea5c21b03f8946d1fbce582a643907d824b7cd15f36e90a,
    256'he27cb5498d1a60f34825e31fd7bc096a9ea1c27430f65b8df4cb5821a9603ed7,
    256'h354a90f6d2e17c8be0365c9f87dab1246893af051d74c2be9e0df3586ba714c2,
    256'hd80671ebaf59c2346bd1a4073c825fe983b0ed1659c724fab57e43d08629fa1c,
    256'hc32ef0597a418db6295086fae73cdb4168f2c53ea1947b0d16a579c3d80fe2b4,
    256'hb65309cfd8a47e12853fda602ec914b729e0b65c473a8df17c05e39a1bf6482d
  };

  // S-box S_{j+1}: the 6-bit input b1..b6 (b1 the MSB) picks row b1 b6 and column b2 b3 b4 b5.
  // It reads SBoxes itself rather than taking its box as an argument, which Verilator would
  // copy, 256 bits, at each of a round's eight look-ups.
  function automatic logic [3:0] sbox(input int unsigned j, input logic [5:0] b);
    sbox = SBoxes[256 * (7 - j) + 4 * {b[5], b[0], b[4:1]} +: 4];
  endfunction

  // The eight S-boxes side by side: 48 bits in (B1 in the top six), 32 out (S1's in the top four).
  function automatic logic [31:0] sboxes(input logic [47:0] b);
    for (int j = 0; j < 8; j++) sboxes[31 - 4 * j -: 4] = sbox(j, b[47 - 6 * j -: 6]);
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

`undef DES_PERMUTE

endpackage
