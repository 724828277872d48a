// One Triple DES round on a token: the key step (des_key_step.sv) and the round
// (des_round.sv). token_o is combinational; the register after the round belongs to the core
// (des_core.sv).
//
// The round knows where it is from the token's round count r: the DES operation p = r / 16
// (0, 1, 2), its direction (encrypting E, D, E; decrypting D, E, D) and the round within it,
// n = r mod 16. At n = 0 the key schedule starts from the bank's key for the operation
// (K1, K2, K3 encrypting; K3, K2, K1 decrypting: des_arch_pkg::key_index), which the core reads
// for slice 0 (key_cd_i): K divides 16, so operations start only there. At n = 15 the round
// does not swap (des_round.sv).

module des_round_slice #(
  parameter cs_pkg::dir_e Direction = cs_pkg::DirEncrypt,
  parameter int unsigned   K         = 1,  // slices in the loop, dividing 16
  parameter int unsigned   Slice     = 0   // this slice, 0..K-1
) (
  input  des_arch_pkg::token_t token_i,
  output des_arch_pkg::token_t token_o,
  // The key the token's DES operation starts from (slice 0 only): which one, and its C_0 D_0.
  output logic [3:0]           key_bank_o,
  output logic [1:0]           key_index_o,
  input  logic [55:0]          key_cd_i
);

  // The token with the fields the configuration fixes as constants (cs_token_pin.sv): the
  // direction, and the round's low log2(K) bits, Slice, since K divides 16 and slice u of a
  // loop of K slices only ever sees rounds r = u (mod K). In PP-16 (Chodowiec et al.'s Fig. 7)
  // that fixes every stage's round within the DES operation, so the first stage always takes
  // the key from its bank, the last never swaps, and no stage has Fig. 6's mux3, mux4 or key
  // multiplexers.
  localparam logic [5:0] PinMask = 6'(K - 1);
  des_arch_pkg::token_t token;
  cs_token_pin #(
    .Width     (des_arch_pkg::TokenBits),
    .RoundBits (des_arch_pkg::RoundBits),
    .RoundMask (PinMask),
    .RoundValue(6'(Slice) & PinMask),
    .FixDecrypt(Direction != cs_pkg::DirUnified),
    .Decrypt   (Direction == cs_pkg::DirDecrypt)
  ) u_pin_in (
    .token_i,
    .token_o(token)
  );

  // (Struct fields are read at module scope: Yosys 0.23 resolves none inside generate blocks.)
  logic [5:0]  round;
  logic [3:0]  n;
  logic [1:0]  pass;
  logic        decrypt, pass_decrypt, first, last;
  logic [55:0] cd_carried, cd_in, cd_out;
  logic [47:0] subkey;
  logic [63:0] state_out;
  assign round        = token.round;
  assign decrypt      = token.decrypt;
  assign n            = round[3:0];
  assign pass         = des_arch_pkg::pass_of(round);
  assign pass_decrypt = des_arch_pkg::pass_decrypts(decrypt, pass);
  assign first        = n == 4'd0;
  assign last         = n == 4'd15;
  assign cd_carried   = token.cd;
  assign key_bank_o   = token.bank;
  assign key_index_o  = des_arch_pkg::key_index(decrypt, pass);

  if (Slice == 0) begin : gen_key_entry
    assign cd_in = first ? key_cd_i : cd_carried;
  end else begin : gen_key_carried
    // n = Slice (mod K) is never 0 here.
    assign cd_in = cd_carried;
    logic unused_key;
    assign unused_key = ^{key_cd_i, first};
  end

  des_key_step u_key_step (
    .cd_i     (cd_in),
    .n_i      (n),
    .decrypt_i(pass_decrypt),
    .cd_o     (cd_out),
    .subkey_o (subkey)
  );

  des_round u_round (
    .state_i (token.state),
    .subkey_i(subkey),
    .last_i  (last),
    .state_o (state_out)
  );

  always_comb begin
    token_o       = token;
    token_o.round = round + 6'd1;
    token_o.state = state_out;
    token_o.cd    = cd_out;
  end

endmodule
