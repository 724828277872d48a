// A token with the fields its configuration fixes replaced by those constants, as
// serpent_token_pin.sv does for Serpent (a near-copy): the logic of other directions folds
// away, and registers whose inputs are constants disappear in synthesis (Yosys cannot prove
// a register constant around a loop by itself).
//
// The round: slice u of a loop of K slices only ever sees rounds r = u (mod K), since every
// block enters at slice 0 in round 0 and each slice does one round. So the low log2(K) bits
// of the round are constants (RoundMask, RoundValue): each slice of LU-k/PP-k reads its
// subkeys from 16/k of the 16 pairs, and from K = 16 on the subkeys would be constants.
// DropSb zeroes the S-box bytes where no register holds them.

module twofish_token_pin #(
  parameter twofish_pkg::dir_e Direction  = twofish_pkg::DirEncrypt,
  parameter logic [4:0]        RoundMask  = 5'h00,
  parameter logic [4:0]        RoundValue = 5'h00,
  parameter bit                DropSb     = 1'b1
) (
  input  twofish_arch_pkg::token_t token_i,
  output twofish_arch_pkg::token_t token_o
);

  always_comb begin
    token_o = token_i;
    token_o.round = (token_i.round & ~RoundMask) | (RoundValue & RoundMask);
    if (Direction != twofish_pkg::DirUnified) token_o.decrypt = Direction == twofish_pkg::DirDecrypt;
    if (DropSb) token_o.sb = '0;
  end

endmodule
