// The offline key schedule's store, for every cipher (Swankoski et al. 2005, Sec. 6: "all
// round keys are specified at compile time, and key hardware consists of nothing other than
// storage for the round keys"): registers that reset to the round keys of a key chosen at
// build time, with no expansion logic. A key handshake overwrites one 128-bit block of them
// (key_i[255:128] into block key_bank_i, hdl/ABI.md), so a host or a testbench can load
// precomputed round keys; a board export with a baked key ties the write off. Its write ports
// are the core's key ports by name (cs_core_ports.svh): a core connects them with `.*`.
//
// RoundKeys holds the blocks as sim-core's round_keys writes them, block 0 on top, each as a
// block of data is written (byte 0 on top). keys_o gives them either so (the core reads
// blocks), or, with WordTable, as the table of 32-bit words the word-oriented ciphers index
// (RC6's S[k], MARS's K[k], Twofish's K_k): word k, least significant byte first in the block,
// in bits 32k +: 32.

module cs_key_store #(
  parameter int unsigned           Blocks    = 1,    // 128-bit round-key blocks
  parameter logic [Blocks*128-1:0] RoundKeys = '0,   // their build-time values, block 0 on top
  parameter bit                    WordTable = 1'b0  // keys_o as the table of words
) (
  input  logic                    clk_i,
  input  logic                    rst_ni,
  input  logic                    key_valid_i,  // the core's key handshake ...
  input  logic                    key_ready_o,
  input  logic [7:0]              key_bank_i,   // ... writes this block ...
  input  logic [255:0]            key_i,        // ... with key_i[255:128]
  output logic [Blocks*128-1:0]   keys_o
);

  localparam int unsigned Bits = Blocks * 128;

  // One register per block, written when its index comes.
  logic [Bits-1:0] keys_q;  // block b in bits Bits-1-128b -: 128
  for (genvar b = 0; b < Blocks; b++) begin : gen_block
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        keys_q[Bits - 1 - 128 * b -: 128] <= RoundKeys[Bits - 1 - 128 * b -: 128];
      end else if (key_valid_i && key_ready_o && key_bank_i == 8'(b)) begin
        keys_q[Bits - 1 - 128 * b -: 128] <= key_i[255:128];
      end
    end
  end

  if (WordTable) begin : gen_words
    for (genvar k = 0; k < 4 * Blocks; k++) begin : gen_word
      logic [31:0] bytes;
      assign bytes = keys_q[Bits - 1 - 32 * k -: 32];
      assign keys_o[32 * k +: 32] = {bytes[7:0], bytes[15:8], bytes[23:16], bytes[31:24]};
    end
  end else begin : gen_blocks
    assign keys_o = keys_q;
  end

  logic unused;
  assign unused = ^key_i[127:0];

endmodule
