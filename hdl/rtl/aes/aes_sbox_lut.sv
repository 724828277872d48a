// AES S-box as a combinational look-up table: the SubBytes and InvSubBytes tables of
// FIPS-197 Fig. 7 and Fig. 14 (aes_pkg::SBoxForward, aes_pkg::SBoxInverse). Synthesis maps
// the constant selection to LUTs. Latency 0: clk_i, rst_ni and en_i are not used.
// sim-core's tests compare the tables with the definition (FIPS-197 Sec. 5.1.1), and
// hdl/tb/aes_sbox_tb checks every implementation on all 512 inputs.

module aes_sbox_lut (
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       en_i,
  input  logic       inverse_i,  // 1: InvSubBytes
  input  logic [7:0] data_i,
  output logic [7:0] data_o
);

  // A combinational S-box: the pipeline ports of the common interface are not used.
  logic unused_pipeline;
  assign unused_pipeline = ^{clk_i, rst_ni, en_i};

  assign data_o = inverse_i ? aes_pkg::SBoxInverse[2047 - 8 * data_i -: 8]
                            : aes_pkg::SBoxForward[2047 - 8 * data_i -: 8];

endmodule
