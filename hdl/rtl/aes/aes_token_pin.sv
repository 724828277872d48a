// An AES token with the fields its configuration fixes replaced by those constants: the
// header's, as every cipher's (cs_token_pin.sv: the direction, and in a full pipeline the
// round, since slice u only ever runs round u), and AES's own: the key length, the key bank,
// and the words of the key window no key size of the core reads.
//
// Without the pins, the AES-128 LU-1 encryptor with block-RAM S-boxes kept the 256-bit window
// and the key-length and direction logic of every variant: 3,385 LUT4 on iCE40 instead of
// 1,020. In a full pipeline each slice then keeps only its own round's Rcon, key read and
// MixColumns, as the papers' unrolled pipelines do. An empty register's round is then that
// constant too (the harness reads a probe's round only when the register is valid).

module aes_token_pin #(
  parameter cs_pkg::key_len_e      KeyLen      = cs_pkg::KeyLen128,
  parameter cs_pkg::dir_e          Direction   = cs_pkg::DirEncrypt,
  parameter cs_pkg::key_schedule_e KeySchedule = cs_pkg::KeyScheduleOnline,
  parameter int                     Round       = -1  // the round, when fixed
) (
  input  aes_arch_pkg::token_t token_i,
  output aes_arch_pkg::token_t token_o
);

  aes_arch_pkg::token_t header_pinned;
  cs_token_pin #(
    .Width     (aes_arch_pkg::TokenBits),
    .RoundBits (aes_arch_pkg::RoundBits),
    .RoundMask (Round >= 0 ? 4'hf : 4'h0),
    .RoundValue(Round >= 0 ? 4'(Round) : 4'h0),
    .FixDecrypt(Direction != cs_pkg::DirUnified),
    .Decrypt   (Direction == cs_pkg::DirDecrypt)
  ) u_pin (
    .token_i,
    .token_o(header_pinned)
  );

  always_comb begin
    token_o = header_pinned;
    if (KeyLen != cs_pkg::KeyLen3in1) token_o.key_len = KeyLen;
    if (KeySchedule != cs_pkg::KeyScheduleBanked) token_o.bank = '0;
    // The window's words a key size never reads (aes_arch_pkg: Nk = 4 reads words 4..7,
    // Nk = 6 words 2..7), and no window at all without the online schedule.
    if (KeySchedule != cs_pkg::KeyScheduleOnline) token_o.window = '0;
    else if (KeyLen == cs_pkg::KeyLen128) token_o.window[255:128] = '0;
    else if (KeyLen == cs_pkg::KeyLen192) token_o.window[255:192] = '0;
  end

endmodule
