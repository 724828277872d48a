// Serpent's S-box layer in bitslice form (submission, Sec. 2): one 4-bit S-box on each of
// the 32 bit columns of X0..X3, column j's input {X3[j], X2[j], X1[j], X0[j]}. The S-box
// is chosen at run time (index_i, inverse_i); where a configuration fixes them (LU-8 and
// longer, PP-8 and longer: slice u only runs rounds u mod 8) they are constants and each
// column folds to a single S-box, four LUT4s on an FPGA (Elbirt et al., Sec. 5.3).
//
// Two equivalent forms. For synthesis (SYNTHESIS, which Yosys defines), a look-up per
// column: Yosys and ABC map each output bit to a function of the column's 4 bits and the
// S-box choice (LU-1 on ECP5: 9,190 LUT4 against 14,946 for the word form). For the
// simulation models, the word form, as bitslice software writes it: minterm v of the 16
// is a 32-bit mask of the columns whose input is v, and output bit b is the OR of the
// minterms the table maps to a 1 in bit b: a few dozen word operations instead of per-bit
// shuffles, a fifth of the C++ and of its build time. The bench (hdl/tb/serpent-core.mjs)
// builds its unified LU-1 shape, which uses all sixteen S-boxes, with SYNTHESIS defined,
// so both forms pass the vectors.

module serpent_sbox_layer (
  input  logic         inverse_i,
  input  logic [2:0]   index_i,
  input  logic [127:0] state_i,   // {X0, X1, X2, X3}
  output logic [127:0] state_o
);

`ifdef SYNTHESIS
  for (genvar j = 0; j < 32; j++) begin : gen_column
    logic [3:0] x, y;
    assign x = {state_i[j], state_i[32 + j], state_i[64 + j], state_i[96 + j]};
    always_comb begin
      unique case ({inverse_i, index_i})
        4'd0:    y = serpent_pkg::SBox0[4 * x +: 4];
        4'd1:    y = serpent_pkg::SBox1[4 * x +: 4];
        4'd2:    y = serpent_pkg::SBox2[4 * x +: 4];
        4'd3:    y = serpent_pkg::SBox3[4 * x +: 4];
        4'd4:    y = serpent_pkg::SBox4[4 * x +: 4];
        4'd5:    y = serpent_pkg::SBox5[4 * x +: 4];
        4'd6:    y = serpent_pkg::SBox6[4 * x +: 4];
        4'd7:    y = serpent_pkg::SBox7[4 * x +: 4];
        4'd8:    y = serpent_pkg::InvSBox0[4 * x +: 4];
        4'd9:    y = serpent_pkg::InvSBox1[4 * x +: 4];
        4'd10:   y = serpent_pkg::InvSBox2[4 * x +: 4];
        4'd11:   y = serpent_pkg::InvSBox3[4 * x +: 4];
        4'd12:   y = serpent_pkg::InvSBox4[4 * x +: 4];
        4'd13:   y = serpent_pkg::InvSBox5[4 * x +: 4];
        4'd14:   y = serpent_pkg::InvSBox6[4 * x +: 4];
        default: y = serpent_pkg::InvSBox7[4 * x +: 4];
      endcase
    end
    assign {state_o[j], state_o[32 + j], state_o[64 + j], state_o[96 + j]} = y;
  end
`else
  // One C++ function for every instance in the model rather than one copy a slice.
  /* verilator no_inline_module */

  logic [63:0] table_bits;  // the chosen S-box, entry x in bits 4x +: 4
  assign table_bits = serpent_pkg::sbox_table(inverse_i, index_i);

  logic [31:0] x0, x1, x2, x3;
  assign {x0, x1, x2, x3} = state_i;

  always_comb begin
    logic [31:0] y0, y1, y2, y3, minterm;
    y0 = '0;
    y1 = '0;
    y2 = '0;
    y3 = '0;
    for (int v = 0; v < 16; v++) begin
      minterm = (v[0] ? x0 : ~x0) & (v[1] ? x1 : ~x1) & (v[2] ? x2 : ~x2) & (v[3] ? x3 : ~x3);
      y0 = y0 | (minterm & {32{table_bits[4 * v]}});
      y1 = y1 | (minterm & {32{table_bits[4 * v + 1]}});
      y2 = y2 | (minterm & {32{table_bits[4 * v + 2]}});
      y3 = y3 | (minterm & {32{table_bits[4 * v + 3]}});
    end
    state_o = {y0, y1, y2, y3};
  end
`endif

endmodule
