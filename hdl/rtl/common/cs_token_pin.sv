// A token with the fields its place in the datapath fixes replaced by those constants.
//
// A round slice pins the token it takes and the token it gives. Inside the slice the logic of
// the other direction and of rounds the slice never runs then folds away, in Verilator's C++
// as in Yosys's netlist; and since every register takes its token from a slice or from the
// entry, Yosys sees constants at their inputs and removes them: it cannot prove a register
// constant around a loop by itself. (Without the pins, the AES-128 LU-1 encryptor with
// block-RAM S-boxes kept the logic of every key size and direction: 3,385 LUT4 on iCE40
// instead of 1,020; hdl/doc/architectures.md.)
//
// What every cipher pins is in the token's header (cs_pkg):
//   round    slice u of a loop of K slices only ever sees rounds r = u (mod K), since every
//            block enters at slice 0 and each slice does one round: with K a power of two the
//            round's low log2(K) bits are constants, in a full pipeline the whole round is
//            (RoundMask, RoundValue);
//   decrypt  a core of one direction (FixDecrypt, Decrypt).
// The cipher's own fields a position no longer needs sit last in its token_t (key material a
// block carries, values between a round's inner registers) and are zeroed here (ClearLow);
// fields fixed otherwise are the cipher's (aes_token_pin.sv).

module cs_token_pin #(
  parameter int unsigned          Width      = 64,    // bits of the cipher's token_t
  parameter int unsigned          RoundBits  = 4,     // bits of its round
  parameter logic [RoundBits-1:0] RoundMask  = '0,    // round bits fixed here ...
  parameter logic [RoundBits-1:0] RoundValue = '0,    // ... and their values
  parameter bit                   FixDecrypt = 1'b0,  // a core of one direction ...
  parameter bit                   Decrypt    = 1'b0,  // ... and which
  parameter int unsigned          ClearLow   = 0      // the token's last bits, zeroed
) (
  input  logic [Width-1:0] token_i,
  output logic [Width-1:0] token_o
);

  localparam int unsigned RoundLsb   = cs_pkg::round_lsb(Width, RoundBits);
  localparam int unsigned DecryptBit = cs_pkg::decrypt_bit(Width, RoundBits);

  // Constants by selection, not by masking: a bit kept is a wire and a bit pinned a constant
  // from the start, where an AND with a mask stays a gate through Yosys's coarse passes. There
  // it hid the round slice's key read from `share`, which then could no longer merge it with
  // the entry's read of the same key banks (they are never active together): the banked SP-1
  // cores mapped two copies of their round-key RAM, 6,793 LUT4 on ECP5 instead of 4,766.
  logic [Width-1:0] kept;
  logic             unused_pinned;  // the bits in that a constant replaces
  assign unused_pinned = ^token_i;
  if (ClearLow > 0) begin : gen_clear
    assign kept = {token_i[Width-1:ClearLow], {ClearLow{1'b0}}};
  end else begin : gen_keep_all
    assign kept = token_i;
  end

  always_comb begin
    token_o = kept;
    for (int b = 0; b < RoundBits; b++) begin
      if (RoundMask[b]) token_o[RoundLsb + b] = RoundValue[b];
    end
    if (FixDecrypt) token_o[DecryptBit] = Decrypt;
  end

endmodule
