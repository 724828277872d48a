// Bench top of the exhaustive S-box bench (hdl/tb/aes/aes_sbox_tb.cpp drives it): one S-box
// through the selector aes_sbox, and aes_sub_bytes (16 S-boxes, or 8 shared block-RAM pairs)
// around the same implementation, both with the latency aes_pkg::sbox_latency reports.
// Impl is the value of aes_pkg::sbox_impl_e (Verilator's -G sets integers, not enums).

module aes_sbox_tb #(
  parameter int unsigned Impl = 0
) (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         en_i,
  input  logic         inverse_i,
  input  logic [7:0]   data_i,
  output logic [7:0]   data_o,
  input  logic [127:0] state_i,
  output logic [127:0] state_o,
  output logic [7:0]   latency_o
);

  localparam aes_pkg::sbox_impl_e SBoxImpl = aes_pkg::sbox_impl_e'(Impl);

  assign latency_o = 8'(aes_pkg::sbox_latency(SBoxImpl));

  aes_sbox #(.SBoxImpl(SBoxImpl)) u_sbox (
    .clk_i,
    .rst_ni,
    .en_i,
    .inverse_i,
    .data_i,
    .data_o
  );

  aes_sub_bytes #(.SBoxImpl(SBoxImpl)) u_sub_bytes (
    .clk_i,
    .rst_ni,
    .en_i,
    .inverse_i,
    .state_i,
    .state_o
  );

endmodule
