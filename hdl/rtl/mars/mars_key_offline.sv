// Offline key schedule (Swankoski et al. 2005, Sec. 6), as rc6_key_offline.sv: registers that
// reset to the expanded key K[0..39] of a key chosen at build time, with no expansion logic. A
// key handshake overwrites one round-key block, four words K[4b..4b+3] (b = key_bank_i,
// 0..9), from key_i[255:128], so a host or a testbench can load precomputed round keys.
// Round-key blocks are written as blocks are (sim-core's Mars::round_keys): bytes 4p..4p+3
// are K[4b+p], least significant byte first. RoundKeys holds the 10 blocks so written, block
// 0 in bits 1279..1152 (sim-core's round keys in hex, joined).

module mars_key_offline #(
  parameter logic [mars_pkg::KeyBits-1:0] RoundKeys = '0
) (
  input  logic                         clk_i,
  input  logic                         rst_ni,
  input  logic                         write_i,
  input  logic [7:0]                   write_index_i,
  input  logic [127:0]                 write_key_i,
  output logic [mars_pkg::KeyBits-1:0] keys_o         // K[0..39], K[k] in bits 32k +: 32
);

  localparam int unsigned KeyBits = mars_pkg::KeyBits;
  localparam int unsigned Blocks  = mars_pkg::KeyWords / 4;  // 10
  localparam int          Words   = mars_pkg::KeyWords;      // 40

  // The table in the core's order: K[k] = the byte-swapped lane k of the blocks.
  function automatic logic [KeyBits-1:0] table_of(input logic [KeyBits-1:0] blocks);
    for (int k = 0; k < Words; k++) begin
      table_of[32 * k +: 32] = mars_pkg::bswap(blocks[KeyBits - 1 - 32 * k -: 32]);
    end
  endfunction

  logic [KeyBits-1:0] keys_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      keys_q <= table_of(RoundKeys);
    end else if (write_i && write_index_i < 8'(Blocks)) begin
      keys_q[128 * write_index_i +: 128] <= {mars_pkg::bswap(write_key_i[31:0]), mars_pkg::bswap(write_key_i[63:32]),
                                             mars_pkg::bswap(write_key_i[95:64]), mars_pkg::bswap(write_key_i[127:96])};
    end
  end

  assign keys_o = keys_q;

endmodule
