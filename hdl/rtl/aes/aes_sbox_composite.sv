// AES S-box computed in the composite field GF((2^4)^2) (Swankoski et al. 2005, Secs. 4-5,
// Fig. 2 "Combinatorial Byte Substitution", after Rijmen's note "Efficient implementation
// of the Rijndael S-box", their ref. [6]). Polynomial basis: GF(2^4) = GF(2)[w]/(w^4+w+1)
// (aes_pkg::gf16_*), GF(2^8) ~ GF(2^4)[x]/(x^2 + x + lambda), a byte {h, l} = h x + l.
// The inverse of h x + l is (h x + (h + l)) / d with the norm d = lambda h^2 + (h + l) l,
// so the datapath is: map into the composite field, square / scale / multiply, invert in
// GF(2^4), two multiplications, map back and apply the affine transformation.
//
// Pipelined = 1 puts a register after each of those five steps, the five stages of
// Swankoski et al. ("registers are placed after relatively time-consuming operations, such
// as multiplicative inversion, squaring, and multiplication. Also, the initial and final
// conversions are separated from the arithmetic operations"): latency 5, the output
// registered like the block-RAM S-box's. Pipelined = 0: the same steps, combinational.
//
// InvSubBytes shares the datapath (the merged S-box of Satoh et al., ASIACRYPT 2001): the
// inverse affine transformation before the map in, no affine transformation after the map
// out. inverse_i travels with the data through the stages.
//
// Two equivalent forms of the field arithmetic (the two maps, the norm, the GF(2^4) inverse
// and products), as serpent_sbox_layer.sv has. For synthesis (SYNTHESIS, which Yosys
// defines), the functions of aes_pkg: the logic of the paper. For the simulation models,
// look-ups into tables of those same functions, which Verilator computes once and keeps in
// one constant pool for every instance: the C++ of the functions' bit loops took some 600
// instructions an S-box, every cycle, in each of an SP-10-3 core's 200 S-boxes (issue #47,
// scripts/TOOLCHAIN.md). Every wire and register takes the same value in both; the S-box
// bench (hdl/tb/aes/sbox-bench.mjs) runs both against FIPS-197's tables.

// Its ports and constants are not traced (tracing_off to the first stage): the ports are its
// aes_sbox's, traced there under the same identifier codes, and the constants never switch;
// 1.6 KB of an SP-10-3 core's gzipped WebAssembly (scripts/TOOLCHAIN.md).
module aes_sbox_composite #(
  parameter bit Pipelined = 1'b0
) (
  /*verilator tracing_off*/
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       en_i,
  input  logic       inverse_i,  // 1: InvSubBytes
  input  logic [7:0] data_i,
  output logic [7:0] data_o
);

  // lambda = w^3 + w^2 ({c}; x^2 + x + lambda is irreducible as Tr(lambda) = 1). The maps
  // between the AES field and the composite field send the AES generator to beta = {5a}, a
  // root of x^8 + x^4 + x^3 + x + 1 in the composite field; row r (output bit r) of each
  // matrix is byte r. hdl/tb/composite-field.mjs derives all three constants.
  localparam logic [3:0]  Lambda        = 4'hc;
  localparam logic [63:0] ToComposite   = 64'ha0d20ca2ca08e605;
  localparam logic [63:0] FromComposite = 64'haa362a4c04249025;
`ifndef SYNTHESIS
  // The arithmetic as tables of every input, entry x in word x ([32 x +: w]: no look-up spans
  // two words): the maps (x a byte), the norm ({h, l}), the inverse ([4 x +: 4]), the product.
  function automatic logic [8191:0] map_table(input logic [63:0] m);
    for (int x = 0; x < 256; x++) map_table[32 * x +: 8] = aes_pkg::gf2_matrix8(m, x[7:0]);
  endfunction
  function automatic logic [8191:0] norm_table();
    for (int x = 0; x < 256; x++)
      norm_table[32 * x +: 4] = aes_pkg::gf16_mul(aes_pkg::gf16_square(x[7:4]), Lambda) ^
                               aes_pkg::gf16_mul(x[7:4] ^ x[3:0], x[3:0]);
  endfunction
  function automatic logic [63:0] inv_table();
    for (int x = 0; x < 16; x++) inv_table[4 * x +: 4] = aes_pkg::gf16_inv(x[3:0]);
  endfunction
  function automatic logic [8191:0] mul_table();
    for (int x = 0; x < 256; x++) mul_table[32 * x +: 4] = aes_pkg::gf16_mul(x[7:4], x[3:0]);
  endfunction
  localparam logic [8191:0] ToTable   = map_table(ToComposite);
  localparam logic [8191:0] FromTable = map_table(FromComposite);
  localparam logic [8191:0] NormTable = norm_table();
  localparam logic [63:0]   InvTable  = inv_table();
  localparam logic [8191:0] MulTable  = mul_table();
`endif
  /*verilator tracing_on*/

  // Stage 1: initial conversion into the composite field.
  logic [7:0] in_byte;
  logic [8:0] s1_d, s1;  // {inverse, h, l}
  assign in_byte = inverse_i ? aes_pkg::aes_affine_inv(data_i) : data_i;
`ifdef SYNTHESIS
  assign s1_d    = {inverse_i, aes_pkg::gf2_matrix8(ToComposite, in_byte)};
`else
  assign s1_d    = {inverse_i, ToTable[32 * in_byte +: 8]};
`endif

  aes_sbox_pipe_reg #(.Width(9), .Registered(Pipelined)) u_stage1 (
    .clk_i, .rst_ni, .en_i, .d_i(s1_d), .q_o(s1)
  );

  // Stage 2: squaring, scaling by lambda and multiplication give the norm d.
  logic [3:0]  s1_h, s1_l, s1_hl, s1_norm;
  logic [12:0] s2_d, s2;  // {inverse, h, h + l, d}
  assign {s1_h, s1_l} = s1[7:0];
  assign s1_hl   = s1_h ^ s1_l;
`ifdef SYNTHESIS
  assign s1_norm = aes_pkg::gf16_mul(aes_pkg::gf16_square(s1_h), Lambda) ^
                   aes_pkg::gf16_mul(s1_hl, s1_l);
`else
  assign s1_norm = NormTable[32 * {s1_h, s1_l} +: 4];
`endif
  assign s2_d    = {s1[8], s1_h, s1_hl, s1_norm};

  aes_sbox_pipe_reg #(.Width(13), .Registered(Pipelined)) u_stage2 (
    .clk_i, .rst_ni, .en_i, .d_i(s2_d), .q_o(s2)
  );

  // Stage 3: inversion in GF(2^4).
  logic [12:0] s3_d, s3;  // {inverse, h, h + l, d^-1}
`ifdef SYNTHESIS
  assign s3_d = {s2[12:4], aes_pkg::gf16_inv(s2[3:0])};
`else
  assign s3_d = {s2[12:4], InvTable[4 * s2[3:0] +: 4]};
`endif

  aes_sbox_pipe_reg #(.Width(13), .Registered(Pipelined)) u_stage3 (
    .clk_i, .rst_ni, .en_i, .d_i(s3_d), .q_o(s3)
  );

  // Stage 4: the two multiplications give the inverse {h d^-1, (h + l) d^-1}.
  logic [8:0] s4_d, s4;  // {inverse, inverse element}
`ifdef SYNTHESIS
  assign s4_d = {s3[12], aes_pkg::gf16_mul(s3[11:8], s3[3:0]), aes_pkg::gf16_mul(s3[7:4], s3[3:0])};
`else
  assign s4_d = {s3[12], MulTable[32 * {s3[11:8], s3[3:0]} +: 4], MulTable[32 * {s3[7:4], s3[3:0]} +: 4]};
`endif

  aes_sbox_pipe_reg #(.Width(9), .Registered(Pipelined)) u_stage4 (
    .clk_i, .rst_ni, .en_i, .d_i(s4_d), .q_o(s4)
  );

  // Stage 5: final conversion back to the AES field, then the affine transformation.
  logic [7:0] out_byte, s5_d;
`ifdef SYNTHESIS
  assign out_byte = aes_pkg::gf2_matrix8(FromComposite, s4[7:0]);
`else
  assign out_byte = FromTable[32 * s4[7:0] +: 8];
`endif
  assign s5_d     = s4[8] ? out_byte : aes_pkg::aes_affine(out_byte);

  aes_sbox_pipe_reg #(.Width(8), .Registered(Pipelined)) u_stage5 (
    .clk_i, .rst_ni, .en_i, .d_i(s5_d), .q_o(data_o)
  );

endmodule
