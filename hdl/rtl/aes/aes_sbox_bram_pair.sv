// Two AES S-box look-ups from one dual-port block RAM (Chodowiec et al., Sec. 3.1: each
// 512x8 Block SelectRAM serves "two table look-ups per clock cycle, one for each data
// port", forward and inverse tables in one block, so 8 blocks cover the 128-bit state).
// Each port reads the 512x8 ROM of aes_sbox_bram at {inverse, byte}; latency 1.
//
// ECP5's DP16KD has two read ports, so Yosys maps the pair to one DP16KD. iCE40's
// SB_RAM40_4K has one read port and one write port: Yosys then gives each read port its
// own copy of the ROM, two SB_RAM40_4K, the same as two aes_sbox_bram.

module aes_sbox_bram_pair (
  input  logic        clk_i,
  input  logic        en_i,       // the read enable, both ports (no reset, as aes_sbox_bram)
  input  logic [1:0]  inverse_i,  // per port; 1: InvSubBytes
  input  logic [15:0] data_i,     // port a in [15:8], port b in [7:0]
  output logic [15:0] data_o
);

  logic [7:0] rom [512];

  initial begin
    for (int i = 0; i < 512; i++) rom[i] = aes_pkg::sbox_entry(i);
  end

  logic [7:0] data_a_q, data_b_q;

  always_ff @(posedge clk_i) begin
    if (en_i) begin
      data_a_q <= rom[{inverse_i[1], data_i[15:8]}];
    end
  end

  always_ff @(posedge clk_i) begin
    if (en_i) begin
      data_b_q <= rom[{inverse_i[0], data_i[7:0]}];
    end
  end

  assign data_o = {data_a_q, data_b_q};

endmodule
