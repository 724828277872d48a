// Serpent's S-box layer in bitslice form (submission, Sec. 2): one 4-bit S-box on each of
// the 32 bit columns of X0..X3, column j's input {X3[j], X2[j], X1[j], X0[j]}. The S-box
// is chosen at run time (index_i, inverse_i); where a configuration fixes them (LU-8 and
// longer, PP-8 and longer: slice u only runs rounds u mod 8) they are constants and each
// column folds to a single S-box, four LUT4s on an FPGA (Elbirt et al., Sec. 5.3).
//
// Written word-wide, as bitslice software does: minterm v of the 16 is a 32-bit mask of
// the columns whose input is v, and output bit b is the OR of the minterms the table maps
// to a 1 in bit b. Synthesis reduces each column to its 4-input functions all the same;
// the simulation model stays a few dozen word operations instead of per-bit shuffles.

module serpent_sbox_layer (
  input  logic         inverse_i,
  input  logic [2:0]   index_i,
  input  logic [127:0] state_i,   // {X0, X1, X2, X3}
  output logic [127:0] state_o
);

  // One C++ function for every instance in Verilator's model rather than one copy a
  // slice: the benches' build time (synthesis is unchanged).
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

endmodule
