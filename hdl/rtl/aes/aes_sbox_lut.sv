// AES S-box as a combinational look-up table: the SubBytes and InvSubBytes tables of
// FIPS-197 Fig. 7 and Fig. 14 (aes_pkg::SBoxForward, aes_pkg::SBoxInverse) as a constant
// 512x8 table, address {inverse, byte}, that synthesis turns into LUT logic. Latency 0: no
// clock (aes_sbox.sv gives the combinational S-boxes none).
//
// Written as a constant array rather than a select from the 2048-bit constants: Yosys 0.23
// took 464 s and 6.9 GB for 16 S-boxes the other way, 43 s and 0.2 GB this way
// (hdl/doc/sboxes.md). hdl/tb/aes_sbox_tb checks every implementation on all 512 inputs.

module aes_sbox_lut (
  input  logic       inverse_i,  // 1: InvSubBytes
  input  logic [7:0] data_i,
  output logic [7:0] data_o
);

  (* rom_style = "logic" *)
  logic [7:0] table_q [512];

  initial begin
    for (int i = 0; i < 512; i++) table_q[i] = aes_pkg::sbox_entry(i);
  end

  assign data_o = table_q[{inverse_i, data_i}];

endmodule
