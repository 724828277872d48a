// Banked key schedule: a memory of NumBanks sets of round keys (Chodowiec et al., Sec. 3.3:
// 16 banks, each set precomputed by the key setup while other banks stay in use), with one
// asynchronous read port per AddRoundKey of the datapath and one for the initial
// AddRoundKey. Each bank also remembers its key length, for 3-in-1 cores.

module aes_key_banks #(
  parameter int unsigned NumBanks = 16,
  parameter int unsigned NumReads = 1
) (
  input  logic                    clk_i,
  input  logic                    rst_ni,
  // The key setup writes round key write_index_i of bank write_bank_i, ...
  input  logic                    write_i,
  input  logic [3:0]              write_bank_i,
  input  logic [3:0]              write_index_i,
  input  logic [127:0]            write_key_i,
  // ... and a key handshake the bank's key length (aes_core's new_key_len).
  input  logic                    len_write_i,
  input  logic [1:0]              len_i,
  // Read port p: round key read_index_i[4p +: 4] of bank read_bank_i[4p +: 4].
  input  logic [NumReads*4-1:0]   read_bank_i,
  input  logic [NumReads*4-1:0]   read_index_i,
  output logic [NumReads*128-1:0] read_key_o,
  // The key length of the bank a new block names.
  input  logic [3:0]              len_bank_i,
  output logic [1:0]              len_o
);

  logic [127:0]          keys_q [NumBanks * 16];
  logic [2*NumBanks-1:0] len_q;  // bank b's key length code at [2b +: 2]

  always_ff @(posedge clk_i) begin
    if (write_i) keys_q[{write_bank_i, write_index_i}] <= write_key_i;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      len_q <= '0;
    end else if (len_write_i) begin
      len_q[2 * write_bank_i +: 2] <= len_i;
    end
  end

  for (genvar p = 0; p < NumReads; p++) begin : gen_read
    assign read_key_o[128 * p +: 128] = keys_q[{read_bank_i[4 * p +: 4], read_index_i[4 * p +: 4]}];
  end
  assign len_o = len_q[2 * len_bank_i +: 2];

endmodule
