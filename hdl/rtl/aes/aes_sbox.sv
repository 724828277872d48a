// One S-box, implementation chosen by SBoxImpl. Each implementation is its own module;
// adding one adds a branch here and never touches the datapath.

module aes_sbox #(
  parameter aes_pkg::sbox_impl_e SBoxImpl = aes_pkg::SBoxLut
) (
  input  logic       inverse_i,
  input  logic [7:0] data_i,
  output logic [7:0] data_o
);

  if (SBoxImpl == aes_pkg::SBoxLut) begin : gen_sbox_lut
    aes_sbox_lut u_sbox (
      .inverse_i,
      .data_i,
      .data_o
    );
  end else begin : gen_sbox_unsupported
    // Elaboration stops here: the registry refuses such configurations before a build.
    aes_sbox_impl_not_implemented u_unsupported ();
  end

endmodule
