// AES S-box in block RAM (Moshopoulos et al., Sec. III, "The BYTE_SUB transformation"): a
// synchronous-read ROM holding SubBytes and InvSubBytes in one 512x8 memory, address
// {inverse, byte}. Latency 1: the output register is the RAM's own, so en_i is the RAM's
// read enable and there is no reset (SB_RAM40_4K and DP16KD output registers are loaded only
// by a read; aes_sbox.sv's rst_ni stays outside). Yosys maps it to one SB_RAM40_4K (iCE40) or
// one DP16KD (ECP5).
// aes_sbox_bram_pair shares one dual-port RAM between two look-ups (Chodowiec et al.).

module aes_sbox_bram (
  input  logic       clk_i,
  input  logic       en_i,       // the read enable
  input  logic       inverse_i,  // 1: InvSubBytes
  input  logic [7:0] data_i,
  output logic [7:0] data_o
);

  logic [7:0] rom [512];

  initial begin
    for (int i = 0; i < 512; i++) rom[i] = aes_pkg::sbox_entry(i);
  end

  logic [7:0] data_q;

  always_ff @(posedge clk_i) begin
    if (en_i) begin
      data_q <= rom[{inverse_i, data_i}];
    end
  end

  assign data_o = data_q;

endmodule
