// Offline key schedule (as serpent_key_offline.sv; Swankoski et al. 2005, Sec. 6): registers
// that reset to the 40 subkeys and the S-box key of a key chosen at build time, with no
// expansion logic. A key handshake overwrites one block of them (index key_bank_i):
//   0..9  subkeys K_4b..K_4b+3, written as a block is (bytes 4p..4p+3 are word p, least
//         significant byte first);
//   10    the S-box key S_0..S_3 in the same order (S_k.. zero for short keys), and the key
//         length from key_len_i (0, 1, 2), which sets g's number of q stages.
// Subkeys holds block 0 (K_0..K_3) in bits 1279..1152; SBoxKey holds S_0 in bits 127..96.
// SBoxLogic only: tables would need the fill of twofish_key_setup.sv (twofish_core.sv
// refuses the combination).

module twofish_key_offline #(
  parameter logic [1279:0] Subkeys = '0,
  parameter logic [127:0]  SBoxKey = '0,
  parameter logic [1:0]    KeyLen  = 2'd0
) (
  input  logic          clk_i,
  input  logic          rst_ni,
  input  logic          write_i,
  input  logic [7:0]    write_index_i,
  input  logic [127:0]  write_key_i,
  input  logic [1:0]    write_len_i,
  output logic [1279:0] subkeys_o,   // K_i in bits 32i +: 32
  output logic [1:0]    key_len_o,
  output logic [127:0]  gkey_o       // L_i = S_{k-1-i} in bits 32i +: 32
);

  logic [1279:0] keys_q;
  logic [127:0]  sbox_key_q;
  logic [1:0]    len_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      keys_q     <= Subkeys;
      sbox_key_q <= SBoxKey;
      len_q      <= KeyLen;
    end else if (write_i && write_index_i < 8'd10) begin
      keys_q[1279 - 128 * write_index_i -: 128] <= write_key_i;
    end else if (write_i && write_index_i == 8'd10) begin
      sbox_key_q <= write_key_i;
      len_q      <= write_len_i;
    end
  end

  logic [127:0] s;
  always_comb begin
    for (int i = 0; i < 40; i++) subkeys_o[32 * i +: 32] = twofish_pkg::bswap(keys_q[1279 - 32 * i -: 32]);
    for (int i = 0; i < 4; i++) s[32 * i +: 32] = twofish_pkg::bswap(sbox_key_q[127 - 32 * i -: 32]);
  end
  assign key_len_o = len_q;
  assign gkey_o    = twofish_pkg::g_key(s, len_q);

endmodule
