// One S-box, implementation chosen by SBoxImpl. Each implementation is its own module;
// adding one adds a branch here and never touches the datapath.
//
// The datapath sees this interface. Its latency, aes_pkg::sbox_latency(SBoxImpl), is the
// number of clock edges with en_i high from data_i to the matching data_o: 0 for the
// combinational S-boxes (which have no clock, reset or enable of their own), 1 for block RAM
// (the RAM's read enable, no reset), 5 for the pipelined composite-field S-box. inverse_i
// travels with the data through internal registers. hdl/doc/sboxes.md compares the
// implementations.

module aes_sbox #(
  parameter aes_pkg::sbox_impl_e SBoxImpl = aes_pkg::SBoxLut
) (
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       en_i,       // pipeline advance: registers load only when high
  input  logic       inverse_i,  // 1: InvSubBytes
  input  logic [7:0] data_i,
  output logic [7:0] data_o
);

  // The clock, reset and enable an implementation has no use for.
  logic unused_pipeline;
  assign unused_pipeline = ^{clk_i, rst_ni, en_i};

  if (SBoxImpl == aes_pkg::SBoxLut) begin : gen_sbox_lut
    aes_sbox_lut u_sbox (.inverse_i, .data_i, .data_o);
  end else if (SBoxImpl == aes_pkg::SBoxBram) begin : gen_sbox_bram
    aes_sbox_bram u_sbox (.clk_i, .en_i, .inverse_i, .data_i, .data_o);
  end else if (SBoxImpl == aes_pkg::SBoxLutRam) begin : gen_sbox_lutram
    aes_sbox_lutram u_sbox (.inverse_i, .data_i, .data_o);
  end else if (SBoxImpl == aes_pkg::SBoxComposite) begin : gen_sbox_composite
    aes_sbox_composite #(.Pipelined(1'b0)) u_sbox (.clk_i, .rst_ni, .en_i, .inverse_i, .data_i, .data_o);
  end else if (SBoxImpl == aes_pkg::SBoxCompositePipelined) begin : gen_sbox_composite_pipelined
    aes_sbox_composite #(.Pipelined(1'b1)) u_sbox (.clk_i, .rst_ni, .en_i, .inverse_i, .data_i, .data_o);
  end else if (SBoxImpl == aes_pkg::SBoxBoyarPeralta) begin : gen_sbox_boyar_peralta
    aes_sbox_boyar_peralta u_sbox (.inverse_i, .data_i, .data_o);
  end else begin : gen_sbox_unsupported
    // Elaboration stops here: the registry refuses such configurations before a build.
    aes_sbox_impl_not_implemented u_unsupported ();
  end

endmodule
