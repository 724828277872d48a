// Serpent's S-box layer in bitslice form (submission, Sec. 2): one 4-bit S-box on each of
// the 32 bit columns of X0..X3, column j's input {X3[j], X2[j], X1[j], X0[j]}. The S-box
// is chosen at run time (index_i, inverse_i); where a configuration fixes them (LU-8 and
// longer, PP-8 and longer: slice u only runs rounds u mod 8) they are constants and each
// column folds to a single S-box, four LUT4s on an FPGA (Elbirt et al., Sec. 5.3).
//
// Two equivalent forms. For synthesis (SYNTHESIS, which Yosys defines), a look-up per
// column: Yosys and ABC map each output bit to a function of the column's 4 bits and the
// S-box choice (LU-1 on ECP5: 9,190 LUT4 against 14,946 for the word form). For the
// simulation models, the word form, as bitslice software writes it: each S-box in its
// algebraic normal form, output bit b the XOR of the monomials (ANDs of the column words
// X0..X3) whose coefficient is 1, one branch per S-box with its coefficients constant, so the
// simulator keeps only those XORs: about 40 word operations a layer, where the minterm form
// before it took twice the instructions of the whole PP-32 model (scripts/TOOLCHAIN.md).
// The bench (hdl/tb/serpent-core.mjs) builds its unified LU-1 shape, which uses all sixteen
// S-boxes, with SYNTHESIS defined, so both forms pass the vectors.

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

  logic [3:0][31:0] x;  // x[i] = Xi: bit j is input bit i of column j
  assign {x[0], x[1], x[2], x[3]} = state_i;

  // An S-box's normal form, the Moebius transform of its table: bit 4m + b is 1 when
  // monomial m is a term of output bit b.
  function automatic logic [63:0] normal_form(input logic [63:0] table_bits);
    normal_form = table_bits;
    for (int i = 0; i < 4; i++)
      for (int m = 0; m < 16; m++) if (m[i]) normal_form[4 * m +: 4] ^= normal_form[4 * (m ^ (1 << i)) +: 4];
  endfunction

  function automatic logic [1023:0] normal_forms();
    for (int s = 0; s < 16; s++) normal_forms[64 * s +: 64] = normal_form(serpent_pkg::sbox_table(s[3], s[2:0]));
  endfunction

  localparam logic [1023:0] NormalForms = normal_forms();  // S-box {inverse, index} = s at 64s +: 64

  // Monomial m: the AND of x[i] over the bits i of m. S-box s's word b: the XOR of the monomials
  // whose coefficient is 1, in one expression (the simulator copies a function's arguments and
  // results at every call: issue #47); for a constant s, a term with coefficient 0 folds away.
  /*verilator tracing_off*/ logic [15:0][31:0] monomial;  // untraced: the netlist has neither
  logic [3:0][31:0] y; /*verilator tracing_on*/
  always_comb
    for (int m = 0; m < 16; m++)
      monomial[m] = (m[0] ? x[0] : '1) & (m[1] ? x[1] : '1) & (m[2] ? x[2] : '1) & (m[3] ? x[3] : '1);
`define SERPENT_TERM(s, b, m) (monomial[m] & {32{NormalForms[64 * (s) + 4 * (m) + (b)]}})
`define SERPENT_APPLY(s) for (int b = 0; b < 4; b++) y[b] = \
    `SERPENT_TERM(s, b, 0) ^ `SERPENT_TERM(s, b, 1) ^ `SERPENT_TERM(s, b, 2) ^ `SERPENT_TERM(s, b, 3) ^ \
    `SERPENT_TERM(s, b, 4) ^ `SERPENT_TERM(s, b, 5) ^ `SERPENT_TERM(s, b, 6) ^ `SERPENT_TERM(s, b, 7) ^ \
    `SERPENT_TERM(s, b, 8) ^ `SERPENT_TERM(s, b, 9) ^ `SERPENT_TERM(s, b, 10) ^ `SERPENT_TERM(s, b, 11) ^ \
    `SERPENT_TERM(s, b, 12) ^ `SERPENT_TERM(s, b, 13) ^ `SERPENT_TERM(s, b, 14) ^ `SERPENT_TERM(s, b, 15)
  always_comb begin
    unique case ({inverse_i, index_i})
      4'd0:    `SERPENT_APPLY(0);
      4'd1:    `SERPENT_APPLY(1);
      4'd2:    `SERPENT_APPLY(2);
      4'd3:    `SERPENT_APPLY(3);
      4'd4:    `SERPENT_APPLY(4);
      4'd5:    `SERPENT_APPLY(5);
      4'd6:    `SERPENT_APPLY(6);
      4'd7:    `SERPENT_APPLY(7);
      4'd8:    `SERPENT_APPLY(8);
      4'd9:    `SERPENT_APPLY(9);
      4'd10:   `SERPENT_APPLY(10);
      4'd11:   `SERPENT_APPLY(11);
      4'd12:   `SERPENT_APPLY(12);
      4'd13:   `SERPENT_APPLY(13);
      4'd14:   `SERPENT_APPLY(14);
      default: `SERPENT_APPLY(15);
    endcase
  end
  assign state_o = {y[0], y[1], y[2], y[3]};
`undef SERPENT_APPLY
`undef SERPENT_TERM
`endif

endmodule
