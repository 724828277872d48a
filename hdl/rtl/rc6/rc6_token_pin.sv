// A token with the fields its configuration fixes replaced by those constants, as
// serpent_token_pin.sv does for Serpent (a near-copy): the logic of the other direction folds
// away, and registers whose inputs are constants disappear in synthesis (Yosys cannot prove
// a register constant around a loop by itself).
//
// RC6's K (1, 2, 4, 5, 10, 20) need not be a power of two, so the round's low bits are not
// pinned as Serpent's are; the slice's key look-up compares whole rounds instead
// (rc6_round_slice.sv). With K = 20 (a full pipeline) the round is a constant (FixRound).

module rc6_token_pin #(
  parameter rc6_pkg::dir_e Direction  = rc6_pkg::DirEncrypt,
  parameter bit            FixRound   = 1'b0,
  parameter logic [4:0]    RoundValue = 5'd0,
  parameter bit            DropTu     = 1'b0   // t and u no longer needed
) (
  input  rc6_arch_pkg::token_t token_i,
  output rc6_arch_pkg::token_t token_o
);

  always_comb begin
    token_o = token_i;
    if (FixRound) token_o.round = RoundValue;
    if (Direction != rc6_pkg::DirUnified) token_o.decrypt = Direction == rc6_pkg::DirDecrypt;
    if (DropTu) begin
      token_o.t = '0;
      token_o.u = '0;
    end
  end

endmodule
