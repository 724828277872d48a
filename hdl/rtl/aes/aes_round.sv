// One cipher round (FIPS-197 §5.1): SubBytes, ShiftRows, MixColumns, AddRoundKey.
// The final round skips MixColumns.

module aes_round #(
  parameter aes_pkg::sbox_impl_e SBoxImpl = aes_pkg::SBoxLut
) (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         en_i,
  input  logic         final_i,      // round Nr: no MixColumns
  input  logic [127:0] state_i,
  input  logic [127:0] round_key_i,
  output logic [127:0] state_o
);

  logic [127:0] sub_bytes, shift_rows, mix_columns;

  aes_sub_bytes #(.SBoxImpl(SBoxImpl)) u_sub_bytes (
    .clk_i,
    .rst_ni,
    .en_i,
    .inverse_i(1'b0),
    .state_i,
    .state_o(sub_bytes)
  );

  aes_shift_rows u_shift_rows (
    .inverse_i(1'b0),
    .state_i(sub_bytes),
    .state_o(shift_rows)
  );

  aes_mix_columns u_mix_columns (
    .inverse_i(1'b0),
    .state_i(shift_rows),
    .state_o(mix_columns)
  );

  assign state_o = (final_i ? shift_rows : mix_columns) ^ round_key_i;

endmodule
