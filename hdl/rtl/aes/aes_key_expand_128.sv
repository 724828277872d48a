// One step of the AES-128 key expansion (FIPS-197 §5.2): round key r-1 -> round key r,
// computed alongside the data for an online key schedule (Dandalis et al.; Swankoski et al.).

module aes_key_expand_128 #(
  parameter aes_pkg::sbox_impl_e SBoxImpl = aes_pkg::SBoxLut
) (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         en_i,
  input  logic [127:0] key_i,   // round key r-1: words w0..w3
  input  logic [7:0]   rcon_i,  // Rcon of round r
  output logic [127:0] key_o    // round key r
);

  logic [31:0] w0, w1, w2, w3, rot, sub;
  assign {w0, w1, w2, w3} = key_i;
  assign rot = {w3[23:0], w3[31:24]};  // RotWord

  for (genvar i = 0; i < 4; i++) begin : gen_sub_word
    aes_sbox #(.SBoxImpl(SBoxImpl)) u_sbox (
      .clk_i,
      .rst_ni,
      .en_i,
      .inverse_i(1'b0),
      .data_i(rot[31 - 8 * i -: 8]),
      .data_o(sub[31 - 8 * i -: 8])
    );
  end

  logic [31:0] n0, n1, n2, n3;
  assign n0 = w0 ^ sub ^ {rcon_i, 24'h0};
  assign n1 = w1 ^ n0;
  assign n2 = w2 ^ n1;
  assign n3 = w3 ^ n2;
  assign key_o = {n0, n1, n2, n3};

endmodule
