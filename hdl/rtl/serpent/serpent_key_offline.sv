// Offline key schedule (Swankoski et al. 2005, Sec. 6): registers that reset to the 33
// round keys of a key chosen at build time, with no expansion logic. A key handshake
// overwrites one round key (index key_bank_i, 0..32; 8 bits wide where aes_key_offline's
// 4-bit index reaches only 16), so a host or a testbench can load precomputed round keys.
// Round keys are written as blocks are (hdl/doc/serpent.md): bytes 4p..4p+3 are word p,
// least significant byte first; RoundKeys holds K_0 in bits 4223..4096.

module serpent_key_offline #(
  parameter logic [4223:0] RoundKeys = '0,
  parameter int unsigned   NumReads  = 1
) (
  input  logic                    clk_i,
  input  logic                    rst_ni,
  input  logic                    write_i,
  input  logic [7:0]              write_index_i,
  input  logic [127:0]            write_key_i,
  input  logic [NumReads*6-1:0]   read_index_i,
  output logic [NumReads*128-1:0] read_key_o,   // K_index as {X0, X1, X2, X3}
  output logic [127:0]            last_key_o    // K_32, which every final round mixes in
);

  localparam int unsigned Keys = serpent_pkg::Rounds + 1;

  // One register per round key and a decoded read (an AND-OR over the 33), where a variable
  // part-select of the 4,224-bit bank made Yosys build a 4,224-bit shifter per read port
  // (PP-8 with eight ports passed 15 GB). A slice that only ever reads its own rounds
  // (round mod K fixed by its token pin) leaves Yosys a handful of terms per port.
  logic [Keys*128-1:0] keys_q;  // K_i in bits 128i+127..128i

  for (genvar i = 0; i < Keys; i++) begin : gen_key
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        keys_q[128 * i +: 128] <= RoundKeys[4223 - 128 * i -: 128];
      end else if (write_i && write_index_i == 8'(i)) begin
        keys_q[128 * i +: 128] <= write_key_i;
      end
    end
  end

  for (genvar p = 0; p < NumReads; p++) begin : gen_read
    logic [5:0]   index;
    logic [127:0] bytes;
    assign index = read_index_i[6 * p +: 6];
    always_comb begin
      bytes = '0;
      for (int i = 0; i < Keys; i++) bytes |= {128{index == 6'(i)}} & keys_q[128 * i +: 128];
    end
    assign read_key_o[128 * p +: 128] = serpent_pkg::from_bytes(bytes);
  end
  assign last_key_o = serpent_pkg::from_bytes(keys_q[128 * (Keys - 1) +: 128]);

endmodule
