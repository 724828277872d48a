// The key-dependent S-box half of a round's two g evaluations (paper, Sec. 4.2-4.3.3):
// s0..s3 on the four bytes of Z0 (T0 = g(Z0)) and on those of ROL(Z1, 8) (T1), eight bytes
// in all. The MDS half follows in twofish_round.sv, so that SP-k-1's inner register sits
// between them, where Elbirt et al. put it ("separate the S-Boxes from the rest of the round
// function": the key-dependent S-boxes are nearly half of the round's delay).
//
// The S-box axis (SBox):
//   SBoxLogic   s_j(x) computed every use through the q0/q1 stages with the S-box key bytes
//               XORed in between (twofish_pkg::sbox_byte), k + 1 q's deep: Elbirt's design.
//   SBoxTables  four 256-byte tables, s_j(x) looked up; twofish_key_setup.sv fills them at
//               key setup (one address a cycle, all four tables at once: 256 cycles) through
//               the write port. Each table has two read ports (the two g's). With
//               SyncRead (SP-k-1) the reads are registered, as block RAM reads are: the
//               read registers are SP's inner register for these bytes, so the tables map to
//               block RAM (DP16KD on the ECP5) at no cost in cycles. Without it the reads are
//               asynchronous (LUT RAM or flip-flops), since LU-k and PP-k have no register
//               between a round's input and its S-boxes.

module twofish_g #(
  parameter twofish_pkg::sbox_e SBox     = twofish_pkg::SBoxLogic,
  parameter bit                 SyncRead = 1'b0  // SBoxTables only: registered reads (en_i)
) (
  input  logic         clk_i,
  input  logic         en_i,
  input  logic [127:0] state_i,    // {Z0, Z1, Z2, Z3}: Z0 and Z1 are read
  input  logic [1:0]   key_len_i,  // 0, 1, 2: k = 2, 3, 4 (SBoxLogic)
  input  logic [127:0] gkey_i,     // L_i = S_{k-1-i} in bits 32i +: 32 (SBoxLogic)
  input  logic         tw_en_i,    // table write (SBoxTables)
  input  logic [7:0]   tw_addr_i,
  input  logic [31:0]  tw_data_i,  // s_j(tw_addr_i) in bits 8j +: 8
  output logic [63:0]  sb_o
);

  logic [31:0] a, b;
  assign a = cs_word_pkg::word(state_i, 0);
  assign b = cs_word_pkg::rotl(cs_word_pkg::word(state_i, 1), 8);

  if (SBox == twofish_pkg::SBoxLogic) begin : gen_logic
    for (genvar j = 0; j < 4; j++) begin : gen_byte
      assign sb_o[8 * j +: 8]      = twofish_pkg::sbox_byte(j, a[8 * j +: 8], gkey_i, key_len_i);
      assign sb_o[32 + 8 * j +: 8] = twofish_pkg::sbox_byte(j, b[8 * j +: 8], gkey_i, key_len_i);
    end
    logic unused;
    assign unused = ^{clk_i, en_i, tw_en_i, tw_addr_i, tw_data_i, SyncRead};
  end else begin : gen_tables
    for (genvar j = 0; j < 4; j++) begin : gen_table
      logic [7:0] mem [256];
      always_ff @(posedge clk_i) begin
        if (tw_en_i) mem[tw_addr_i] <= tw_data_i[8 * j +: 8];
      end
      if (SyncRead) begin : gen_sync
        logic [7:0] a_q, b_q;
        always_ff @(posedge clk_i) begin
          if (en_i) begin
            a_q <= mem[a[8 * j +: 8]];
            b_q <= mem[b[8 * j +: 8]];
          end
        end
        assign sb_o[8 * j +: 8]      = a_q;
        assign sb_o[32 + 8 * j +: 8] = b_q;
      end else begin : gen_async
        assign sb_o[8 * j +: 8]      = mem[a[8 * j +: 8]];
        assign sb_o[32 + 8 * j +: 8] = mem[b[8 * j +: 8]];
      end
    end
    logic unused;
    assign unused = ^{key_len_i, gkey_i, en_i};
  end

  logic unused_state;
  assign unused_state = ^state_i[63:0];

endmodule
