// AES S-box in distributed LUT-RAM (Moshopoulos et al., Sec. III: "Distributed SelectRAM+",
// the IMix_Reg_2* core of Table II): SubBytes and InvSubBytes in one 512x8 memory of LUTs,
// address {inverse, byte}, read asynchronously. Latency 0.
//
// Why asynchronous: the paper's LUTs are "16x1 bit synchronous single port RAM cells";
// Virtex distributed RAM writes synchronously but reads combinationally, which is why the
// paper finds its "access times" lower than block RAM's and why, its delay being
// combinational, it adds registers "at the input and output of the block". Those registers
// belong to the round pipeline (a sub-pipelined round), not to the S-box, so they are not
// counted here. ECP5 has such RAM (TRELLIS_DPR16X4, read asynchronously); iCE40 has none, so
// there the memory becomes LUT logic like aes_sbox_lut.

module aes_sbox_lutram (
  input  logic       inverse_i,  // 1: InvSubBytes
  input  logic [7:0] data_i,
  output logic [7:0] data_o
);

  // No ram_style attribute: Yosys 0.23 honours it and then finds no LUT-RAM that holds a
  // ROM ("no valid mapping found for memory").
  logic [7:0] rom [512];

  initial begin
    for (int i = 0; i < 512; i++) rom[i] = aes_pkg::sbox_entry(i);
  end

  assign data_o = rom[{inverse_i, data_i}];

endmodule
