// Shared types and GF(2^8) helpers of the AES core family.
// Yosys 0.23 accepts no `import`, so users write aes_pkg::name.

package aes_pkg;

  // Implementation choices, one enum per configuration axis (see registry/).
  typedef enum logic [2:0] {
    SBoxLut                = 3'd0,  // combinational table (FIPS-197 Fig. 7)
    SBoxBram               = 3'd1,  // synchronous ROM in block RAM (Moshopoulos et al.)
    SBoxLutRam             = 3'd2,  // distributed LUT-RAM
    SBoxComposite          = 3'd3,  // GF((2^4)^2), combinational
    SBoxCompositePipelined = 3'd4,  // GF((2^4)^2), 5 stages (Swankoski et al.)
    SBoxBoyarPeralta       = 3'd5   // depth-16 circuit (Boyar, Peralta)
  } sbox_impl_e;

  // Multiplication by x in GF(2^8) mod x^8 + x^4 + x^3 + x + 1 (FIPS-197 §4.2.1).
  function automatic logic [7:0] xtime(input logic [7:0] a);
    xtime = {a[6:0], 1'b0} ^ (a[7] ? 8'h1b : 8'h00);
  endfunction

  // Round constant of the key expansion step that yields round key `round` (FIPS-197 §5.2).
  function automatic logic [7:0] rcon(input logic [3:0] round);
    unique case (round)
      4'd1:    rcon = 8'h01;
      4'd2:    rcon = 8'h02;
      4'd3:    rcon = 8'h04;
      4'd4:    rcon = 8'h08;
      4'd5:    rcon = 8'h10;
      4'd6:    rcon = 8'h20;
      4'd7:    rcon = 8'h40;
      4'd8:    rcon = 8'h80;
      4'd9:    rcon = 8'h1b;
      4'd10:   rcon = 8'h36;
      default: rcon = 8'h00;
    endcase
  endfunction

  // Clock edges (with en_i high) from an S-box's data_i to the matching data_o; the pipeline
  // around an S-box adds this many register stages (hdl/doc/sboxes.md).
  function automatic int unsigned sbox_latency(input sbox_impl_e impl);
    unique case (impl)
      SBoxBram:               sbox_latency = 1;  // synchronous ROM: the RAM's output register
      SBoxCompositePipelined: sbox_latency = 5;  // Swankoski et al. 2005, Secs. 4-5, Fig. 2
      default:                sbox_latency = 0;  // LUT, LUT-RAM (asynchronous read), composite,
                                                 // Boyar-Peralta
    endcase
  endfunction

  // The SubBytes and InvSubBytes tables of FIPS-197 Fig. 7 and Fig. 14, one 128-bit row per
  // high nibble x, byte y of a row at [127-8y -: 8], so S(b) = SBoxForward[2047 - 8*b -: 8].
  // The table S-boxes (LUT, block RAM, LUT-RAM) read them; hdl/tb/ checks every S-box
  // against tables computed from the definition (FIPS-197 Sec. 5.1.1). Cores whose S-boxes
  // compute instead of look up leave them unused.
  parameter logic [2047:0] SBoxForward = {
    128'h637c777bf26b6fc53001672bfed7ab76,  // x = 0
    128'hca82c97dfa5947f0add4a2af9ca472c0,  // x = 1
    128'hb7fd9326363ff7cc34a5e5f171d83115,  // x = 2
    128'h04c723c31896059a071280e2eb27b275,  // x = 3
    128'h09832c1a1b6e5aa0523bd6b329e32f84,  // x = 4
    128'h53d100ed20fcb15b6acbbe394a4c58cf,  // x = 5
    128'hd0efaafb434d338545f9027f503c9fa8,  // x = 6
    128'h51a3408f929d38f5bcb6da2110fff3d2,  // x = 7
    128'hcd0c13ec5f974417c4a77e3d645d1973,  // x = 8
    128'h60814fdc222a908846eeb814de5e0bdb,  // x = 9
    128'he0323a0a4906245cc2d3ac629195e479,  // x = a
    128'he7c8376d8dd54ea96c56f4ea657aae08,  // x = b
    128'hba78252e1ca6b4c6e8dd741f4bbd8b8a,  // x = c
    128'h703eb5664803f60e613557b986c11d9e,  // x = d
    128'he1f8981169d98e949b1e87e9ce5528df,  // x = e
    128'h8ca1890dbfe6426841992d0fb054bb16   // x = f
  };

  parameter logic [2047:0] SBoxInverse = {
    128'h52096ad53036a538bf40a39e81f3d7fb,  // x = 0
    128'h7ce339829b2fff87348e4344c4dee9cb,  // x = 1
    128'h547b9432a6c2233dee4c950b42fac34e,  // x = 2
    128'h082ea16628d924b2765ba2496d8bd125,  // x = 3
    128'h72f8f66486689816d4a45ccc5d65b692,  // x = 4
    128'h6c704850fdedb9da5e154657a78d9d84,  // x = 5
    128'h90d8ab008cbcd30af7e45805b8b34506,  // x = 6
    128'hd02c1e8fca3f0f02c1afbd0301138a6b,  // x = 7
    128'h3a9111414f67dcea97f2cfcef0b4e673,  // x = 8
    128'h96ac7422e7ad3585e2f937e81c75df6e,  // x = 9
    128'h47f11a711d29c5896fb7620eaa18be1b,  // x = a
    128'hfc563e4bc6d279209adbc0fe78cd5af4,  // x = b
    128'h1fdda8338807c731b11210592780ec5f,  // x = c
    128'h60517fa919b54a0d2de57a9f93c99cef,  // x = d
    128'ha0e03b4dae2af5b0c8ebbb3c83539961,  // x = e
    128'h172b047eba77d626e169146355210c7d   // x = f
  };

  // Entry `address` = {inverse, b} of the 512x8 table the table S-boxes hold (aes_sbox_lut,
  // aes_sbox_bram, aes_sbox_bram_pair, aes_sbox_lutram): S(b), or S^-1(b) with inverse = 1.
  function automatic logic [7:0] sbox_entry(input int unsigned address);
    sbox_entry = address >= 256 ? aes_pkg::SBoxInverse[2047 - 8 * (address - 256) -: 8]
                                : aes_pkg::SBoxForward[2047 - 8 * address -: 8];
  endfunction

  // The affine transformation of SubBytes (FIPS-197 Sec. 5.1.1, eq. 5.1) and its inverse
  // (Sec. 5.3.2): b'_i = b_i ^ b_(i+4) ^ b_(i+5) ^ b_(i+6) ^ b_(i+7) ^ c_i with c = {63}, and
  // b_i = b'_(i+2) ^ b'_(i+5) ^ b'_(i+7) ^ d_i with d = {05} (indices mod 8).
  function automatic logic [7:0] aes_affine(input logic [7:0] b);
    aes_affine = b ^ {b[6:0], b[7]} ^ {b[5:0], b[7:6]} ^ {b[4:0], b[7:5]} ^ {b[3:0], b[7:4]} ^
                 8'h63;
  endfunction

  function automatic logic [7:0] aes_affine_inv(input logic [7:0] b);
    aes_affine_inv = {b[6:0], b[7]} ^ {b[4:0], b[7:5]} ^ {b[1:0], b[7:2]} ^ 8'h05;
  endfunction

  // GF(2^4) = GF(2)[w]/(w^4 + w + 1), the subfield of the composite-field S-box
  // (hdl/rtl/aes/aes_sbox_composite.sv). Product: schoolbook, then w^4 = w + 1,
  // w^5 = w^2 + w, w^6 = w^3 + w^2.
  function automatic logic [3:0] gf16_mul(input logic [3:0] a, input logic [3:0] b);
    logic [6:0] p;
    p = '0;
    for (int i = 0; i < 4; i++) begin
      if (b[i]) begin
        p = p ^ ({3'b000, a} << i);
      end
    end
    gf16_mul = p[3:0] ^ {p[6], p[6] ^ p[5], p[5] ^ p[4], p[4]};
  endfunction

  function automatic logic [3:0] gf16_square(input logic [3:0] a);
    gf16_square = gf16_mul(a, a);
  endfunction

  // a^-1 = a^14 = a^2 * a^4 * a^8 (and 0 -> 0): four inputs, so one LUT4 per output bit.
  function automatic logic [3:0] gf16_inv(input logic [3:0] a);
    logic [3:0] a2, a4, a8;
    a2 = gf16_square(a);
    a4 = gf16_square(a2);
    a8 = gf16_square(a4);
    gf16_inv = gf16_mul(gf16_mul(a2, a4), a8);
  endfunction

  // y = M x over GF(2) for an 8x8 bit matrix with row r (output bit r) in m[8r +: 8].
  function automatic logic [7:0] gf2_matrix8(input logic [63:0] m, input logic [7:0] x);
    for (int r = 0; r < 8; r++) begin
      gf2_matrix8[r] = ^(m[8 * r +: 8] & x);
    end
  endfunction

endpackage
