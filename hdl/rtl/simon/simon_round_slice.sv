// One step of a SIMON datapath on a token: W bits of a round (simon_round_step.sv) and of the
// key schedule beside it (simon_key_step.sv). W = n is a round slice of LU-k or PP-k; W = w < n
// is a bit-serial core's step, n/w of them a round. token_o is combinational; the register
// after the step belongs to the core (simon_core.sv).
//
// The step knows where it is from the token: its round (rounds begun, simon_arch_pkg) and its
// phase (the chunk of the round it computes). A step of phase 0 begins round r + 1, which
// takes round key k_r and computes key word k_{r+m} (backwards K'_{r+m}) with round r's z bit;
// the other phases go on with the same round. Decryption is encryption's datapath with the
// block's words swapped on the way in and out (simon_core.sv) and the schedule run backwards:
// the inverse round (x, y) = (y', x' ^ f(y') ^ k) is the round itself on (y', x').

module simon_round_slice #(
  parameter int unsigned  WordBits  = 32,                  // n
  parameter int unsigned  W         = 32,                  // bits a step: n, or w of BS-w
  parameter cs_pkg::dir_e Direction = cs_pkg::DirEncrypt,
  parameter int unsigned  K         = 1,                   // slices in the loop (LU-k, PP-k; BS: 1)
  parameter int unsigned  Slice     = 0,                   // this slice, 0..K-1
  localparam int unsigned Chunks    = WordBits / W,
  localparam int unsigned PhaseW    = Chunks > 1 ? $clog2(Chunks) : 1
) (
  input  simon_arch_pkg::token_t token_i,
  output simon_arch_pkg::token_t token_o
);

  localparam int unsigned N      = WordBits;
  localparam int unsigned Rounds = simon_pkg::rounds(N);
  localparam logic [127:0] ZForward  = simon_pkg::z_by_round(N, 1'b0);
  localparam logic [127:0] ZBackward = simon_pkg::z_by_round(N, 1'b1);

  // The token with the fields the configuration fixes as constants (cs_token_pin.sv): the
  // direction, and the round's bits no block can change here. Slice u of a loop of K whole-
  // round slices only sees rounds r = u (mod K): the round's low bits below K's lowest set bit
  // are u's, and in a full unrolling or pipeline (K = T) the whole round is u, so each slice
  // keeps only its own round's z bit. A bit-serial step sees every round.
  localparam logic [6:0] LowBits  = 7'((K & (~K + 1)) - 1);
  localparam logic [6:0] PinMask  = Chunks > 1 ? 7'd0 : K == Rounds ? 7'h7f : LowBits;
  simon_arch_pkg::token_t token;
  cs_token_pin #(
    .Width     (simon_arch_pkg::TokenBits),
    .RoundBits (simon_arch_pkg::RoundBits),
    .RoundMask (PinMask),
    .RoundValue(7'(Slice) & PinMask),
    .FixDecrypt(Direction != cs_pkg::DirUnified),
    .Decrypt   (Direction == cs_pkg::DirDecrypt)
  ) u_pin_in (
    .token_i,
    .token_o(token)
  );

  // (Struct fields are read at module scope: Yosys 0.23 resolves none inside generate blocks.)
  logic [6:0]       round, round_done, round_out;
  logic [PhaseW-1:0] phase, phase_out;
  logic             decrypt, first, z;
  logic [2*N-1:0]   state, state_out;
  logic [127:0]     keys, keys_out;
  assign round   = token.round;
  assign phase   = token.phase[PhaseW-1:0];
  assign decrypt = token.decrypt;
  assign state   = token.state[2*N-1:0];
  assign keys    = token.keys;
  assign first   = phase == '0;

  // Rounds completed before the one this step computes, and its z bit.
  assign round_done = first ? round : round - 7'd1;
  assign z          = decrypt ? ZBackward[round_done] : ZForward[round_done];

  simon_round_step #(.WordBits(N), .W(W)) u_round (
    .state_i(state),
    .key_i  (keys[W-1:0]),
    .phase_i(phase),
    .state_o(state_out)
  );

  simon_key_step #(.WordBits(N), .W(W)) u_key (
    .keys_i    (keys),
    .phase_i   (phase),
    .z_i       (z),
    .backward_i(decrypt),
    .keys_o    (keys_out)
  );

  if (Chunks > 1) begin : gen_chunks
    assign round_out = first ? round + 7'd1 : round;
    assign phase_out = phase == PhaseW'(Chunks - 1) ? '0 : phase + 1'b1;
  end else begin : gen_whole_round
    assign round_out = round + 7'd1;
    assign phase_out = '0;
  end

  always_comb begin
    token_o        = token;
    token_o.round  = round_out;
    token_o.phase  = simon_arch_pkg::PhaseBits'(phase_out);
    token_o.state  = 128'(state_out);
    token_o.keys   = keys_out;
  end

  // The token's bits this member or shape leaves unused (a 64-bit block's upper state; the
  // phase's upper bits).
  logic unused;
  assign unused = ^{token.state, token.phase};

endmodule
