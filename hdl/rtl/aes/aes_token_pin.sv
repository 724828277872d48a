// A token with the fields its configuration fixes replaced by those constants.
//
// A round slice pins the token it takes and the token it gives. Inside the slice, the
// logic of other key sizes and directions then folds away, in Verilator's C++ as in Yosys's
// netlist. And every register of a ring takes its token from a slice or from the entry, so
// Yosys sees constants at their inputs and removes them: it cannot prove a register
// constant around a loop by itself. Without the pins, the AES-128 LU-1 encryptor with
// block-RAM S-boxes kept the 256-bit window and the key-length and direction logic of every
// variant: 3,385 LUT4 on iCE40 instead of 1,020.
//
// In a full pipeline the round is fixed as well (Round >= 0: slice u runs round u), so each
// slice keeps only its own round's Rcon, key read and MixColumns, as the papers' unrolled
// pipelines do. An empty register's round is then that constant too (the harness reads
// a probe's round only when the register is valid).

module aes_token_pin #(
  parameter aes_pkg::key_len_e      KeyLen      = aes_pkg::KeyLen128,
  parameter aes_pkg::dir_e          Direction   = aes_pkg::DirEncrypt,
  parameter aes_pkg::key_schedule_e KeySchedule = aes_pkg::KeyScheduleOnline,
  parameter int                     Round       = -1  // the round, when fixed
) (
  input  aes_arch_pkg::token_t token_i,
  output aes_arch_pkg::token_t token_o
);

  always_comb begin
    token_o = token_i;
    if (KeyLen != aes_pkg::KeyLen3in1) token_o.key_len = KeyLen;
    if (Direction != aes_pkg::DirUnified) token_o.decrypt = Direction == aes_pkg::DirDecrypt;
    if (KeySchedule != aes_pkg::KeyScheduleBanked) token_o.bank = '0;
    if (Round >= 0) token_o.round = 4'(Round);
    // The window's words a key size never reads (aes_arch_pkg: Nk = 4 reads words 4..7,
    // Nk = 6 words 2..7), and no window at all without the online schedule.
    if (KeySchedule != aes_pkg::KeyScheduleOnline) token_o.window = '0;
    else if (KeyLen == aes_pkg::KeyLen128) token_o.window[255:128] = '0;
    else if (KeyLen == aes_pkg::KeyLen192) token_o.window[255:192] = '0;
  end

endmodule
