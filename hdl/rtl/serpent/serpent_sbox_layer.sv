// Serpent's S-box layer in bitslice form (submission, Sec. 2): one 4-bit S-box on each of
// the 32 bit columns of X0..X3, column j's input {X3[j], X2[j], X1[j], X0[j]}. The S-box
// is chosen at run time (index_i, inverse_i); where a configuration fixes them (LU-8 and
// longer, PP-8 and longer: round u of every slice is u mod 8) they are constants and each
// column folds to a single S-box, four LUT4s on an FPGA (Elbirt et al., Sec. 5.3).

module serpent_sbox_layer (
  input  logic         inverse_i,
  input  logic [2:0]   index_i,
  input  logic [127:0] state_i,
  output logic [127:0] state_o
);

  for (genvar j = 0; j < 32; j++) begin : gen_column
    logic [3:0] x, y;
    assign x = {state_i[j], state_i[32 + j], state_i[64 + j], state_i[96 + j]};
    assign y = serpent_pkg::sbox(inverse_i, index_i, x);
    assign {state_o[j], state_o[32 + j], state_o[64 + j], state_o[96 + j]} = y;
  end

endmodule
