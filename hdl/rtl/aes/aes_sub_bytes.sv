// SubBytes / InvSubBytes (FIPS-197 §5.1.1, §5.3.2): the S-box on each of the 16 bytes.

module aes_sub_bytes #(
  parameter aes_pkg::sbox_impl_e SBoxImpl = aes_pkg::SBoxLut
) (
  input  logic         inverse_i,
  input  logic [127:0] state_i,
  output logic [127:0] state_o
);

  for (genvar i = 0; i < 16; i++) begin : gen_sbox
    aes_sbox #(.SBoxImpl(SBoxImpl)) u_sbox (
      .inverse_i,
      .data_i(state_i[127 - 8 * i -: 8]),
      .data_o(state_o[127 - 8 * i -: 8])
    );
  end

endmodule
