// SubBytes / InvSubBytes (FIPS-197 Sec. 5.1.1, Sec. 5.3.2): the S-box on each of the 16
// bytes, with the latency of the chosen S-box (aes_pkg::sbox_latency(SBoxImpl)).
//
// With block-RAM S-boxes and SharedBram = 1, each dual-port RAM serves two bytes, 8 RAMs for
// the state (Chodowiec et al., Sec. 3.1; aes_sbox_bram_pair). That halves the RAMs on ECP5
// (DP16KD); iCE40's SB_RAM40_4K has a single read port, so there Yosys still uses 16.

module aes_sub_bytes #(
  parameter aes_pkg::sbox_impl_e SBoxImpl   = aes_pkg::SBoxLut,
  parameter bit                  SharedBram = 1'b1
) (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         en_i,       // pipeline advance of the S-boxes' internal registers
  input  logic         inverse_i,
  input  logic [127:0] state_i,
  output logic [127:0] state_o
);

  if (SBoxImpl == aes_pkg::SBoxBram && SharedBram) begin : gen_sbox_bram_pair
    // The block RAMs' output registers have no reset (aes_sbox_bram.sv).
    logic unused_rst;
    assign unused_rst = rst_ni;
    for (genvar i = 0; i < 8; i++) begin : gen_pair
      aes_sbox_bram_pair u_sbox_pair (
        .clk_i,
        .en_i,
        .inverse_i({2{inverse_i}}),
        .data_i   (state_i[127 - 16 * i -: 16]),
        .data_o   (state_o[127 - 16 * i -: 16])
      );
    end
  end else begin : gen_sbox
    for (genvar i = 0; i < 16; i++) begin : gen_byte
      aes_sbox #(.SBoxImpl(SBoxImpl)) u_sbox (
        .clk_i,
        .rst_ni,
        .en_i,
        .inverse_i,
        .data_i(state_i[127 - 8 * i -: 8]),
        .data_o(state_o[127 - 8 * i -: 8])
      );
    end
  end

endmodule
