// A token with the fields its configuration fixes replaced by those constants, as
// aes_token_pin.sv does for AES: the logic of other directions and schedules folds away,
// and registers whose inputs are constants disappear in synthesis (Yosys cannot prove a
// register constant around a loop by itself).
//
// The round: slice u of a loop of K slices only ever sees rounds r = u (mod K), since
// every block enters at slice 0 in round 0 and each slice does one round. So the low
// log2(K) bits of the round are constants (RoundMask, RoundValue): from LU-8 and PP-8 on,
// each slice keeps one S-box per column instead of a run-time choice of eight (Elbirt et
// al., Sec. 5.3), and only the last slice keeps the final key mixing. With K = 32 the whole
// round is a constant.

module serpent_token_pin #(
  parameter serpent_pkg::dir_e          Direction   = serpent_pkg::DirEncrypt,
  parameter serpent_pkg::key_schedule_e KeySchedule = serpent_pkg::KeyScheduleOnline,
  parameter logic [5:0]                 RoundMask   = 6'h00,
  parameter logic [5:0]                 RoundValue  = 6'h00,
  parameter bit                         DropRk      = 1'b0,  // rk no longer needed
  parameter bit                         Finished    = 1'b0   // the block has done round 32
) (
  input  serpent_arch_pkg::token_t token_i,
  output serpent_arch_pkg::token_t token_o
);

  always_comb begin
    token_o = token_i;
    token_o.round = (token_i.round & ~RoundMask) | (RoundValue & RoundMask);
    if (Direction != serpent_pkg::DirUnified) token_o.decrypt = Direction == serpent_pkg::DirDecrypt;
    if (KeySchedule != serpent_pkg::KeyScheduleOnline || Finished) begin
      token_o.window = '0;
      token_o.rk = '0;
    end
    if (DropRk) token_o.rk = '0;
  end

endmodule
