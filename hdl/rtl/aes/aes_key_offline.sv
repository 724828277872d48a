// Offline key schedule (Swankoski et al. 2005, Sec. 6: "all round keys are specified at
// compile time, and key hardware consists of nothing other than storage for the round
// keys"): registers that reset to the round keys of a key chosen at build time, with no
// expansion logic. A key handshake overwrites one round key (index key_bank_i), so a host
// or a testbench can load precomputed round keys; a board export with a baked key ties
// the write off.

module aes_key_offline #(
  parameter logic [1919:0] RoundKeys = '0,  // round keys 0..14, key 0 in [1919:1792]
  parameter int unsigned   NumReads  = 1
) (
  input  logic                    clk_i,
  input  logic                    rst_ni,
  input  logic                    write_i,
  input  logic [3:0]              write_index_i,
  input  logic [127:0]            write_key_i,
  input  logic [NumReads*4-1:0]   read_index_i,
  output logic [NumReads*128-1:0] read_key_o
);

  logic [1919:0] keys_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      keys_q <= RoundKeys;
    end else if (write_i && write_index_i < 4'd15) begin
      keys_q[1919 - 128 * write_index_i -: 128] <= write_key_i;
    end
  end

  for (genvar p = 0; p < NumReads; p++) begin : gen_read
    assign read_key_o[128 * p +: 128] = keys_q[1919 - 128 * read_index_i[4 * p +: 4] -: 128];
  end

endmodule
