// ShiftRows / InvShiftRows (FIPS-197 §5.1.2, §5.3.1): row r rotates by r columns.
// The state is 16 bytes in input order, byte 4c + r (row r, column c) at [127 - 8(4c + r) -: 8].

module aes_shift_rows (
  input  logic         inverse_i,
  input  logic [127:0] state_i,
  output logic [127:0] state_o
);

  for (genvar c = 0; c < 4; c++) begin : gen_column
    for (genvar r = 0; r < 4; r++) begin : gen_row
      localparam int unsigned Out = 4 * c + r;
      localparam int unsigned FromLeft = 4 * ((c + r) % 4) + r;       // forward: s'[r,c] = s[r,c+r]
      localparam int unsigned FromRight = 4 * ((c + 4 - r) % 4) + r;  // inverse: s'[r,c] = s[r,c-r]
      assign state_o[127 - 8 * Out -: 8] =
          inverse_i ? state_i[127 - 8 * FromRight -: 8] : state_i[127 - 8 * FromLeft -: 8];
    end
  end

endmodule
