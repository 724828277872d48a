// One RC6 round on a token (rc6_round.sv), with the register positions its architecture asks
// for: SP-k-1 puts an inner register after part Q (the quadratic functions, the round's
// longest path: Elbirt et al. split the round there), SP-k-2 a second one after part R (the
// data-dependent rotations). token_o is combinational after part F; the register after the
// round belongs to the core (rc6_core.sv).
//
// The round-key words come from the core's table (rc6_key_setup.sv or cs_key_store.sv):
// S[2i], S[2i+1] with i = rc6_arch_pkg::key_round. Slice u of a loop of K slices only ever
// sees rounds r = u + pK (every block enters slice 0 in round 0 and each slice does one
// round), so the look-up compares the round with those 20/K values only and is a 20/K-way
// selection of word pairs: 20-way in LU-1, one fixed pair per slice in PP-20.

module rc6_round_slice #(
  parameter cs_pkg::dir_e Direction = cs_pkg::DirEncrypt,
  parameter rc6_pkg::mul_e Mul       = rc6_pkg::MulSquarer,
  parameter int unsigned   M         = 0,  // inner registers: 0, 1 (after Q), 2 (and after R)
  parameter int unsigned   K         = 1,  // slices in the loop
  parameter int unsigned   Slice     = 0   // this slice, 0..K-1
) (
  input  logic                       clk_i,
  input  logic                       rst_ni,
  input  logic                       en_i,
  input  rc6_arch_pkg::token_t       token_i,
  output rc6_arch_pkg::token_t       token_o,
  input  logic [rc6_pkg::KeyBits-1:0] keys_i,   // S[0..43], S[k] in bits 32k +: 32
  // Probes of the inner registers (M of them); unused without.
  output logic [1:0]                 probe_valid_o,
  output logic [47:0]                probe_tag_o,
  output logic [15:0]                probe_round_o
);

  localparam bit Full   = K == rc6_pkg::Rounds;  // every round its own slice
  localparam int Passes = rc6_pkg::Rounds / K;   // rounds this slice sees

  // Where a token's round keys {S[2i], S[2i+1]} are, among the rounds this slice sees: {1, i},
  // or 0 for a round it does not see (its key pair then zero). The store is read at the assign
  // below, not passed in: the simulator copies a function's arguments at every call, here
  // 1,408 bits twice a slice a cycle (issue #47).
  function automatic logic [5:0] key_at(input logic decrypt, input logic [4:0] round);
    key_at = '0;
    for (int p = 0; p < Passes; p++)
      if (round == 5'(Slice + p * K)) key_at = {1'b1, rc6_arch_pkg::key_round(decrypt, 5'(Slice + p * K))};
  endfunction

  // The token in with the fields the configuration fixes as constants (cs_token_pin.sv): the
  // direction, and in a full pipeline (K = 20) the round. RC6's K (1, 2, 4, 5, 10, 20) need
  // not be a power of two, so the round's low bits are not pinned as Serpent's are; the key
  // look-up compares whole rounds instead (key_at).
  localparam int unsigned TB         = rc6_arch_pkg::TokenBits;
  localparam bit          FixDecrypt = Direction != cs_pkg::DirUnified;
  localparam bit          Decrypt    = Direction == cs_pkg::DirDecrypt;
  rc6_arch_pkg::token_t token, q_d, q, r_d, r, f;
  cs_token_pin #(
    .Width     (TB),
    .RoundBits (rc6_arch_pkg::RoundBits),
    .RoundMask (Full ? 5'h1f : 5'h00),
    .RoundValue(5'(Slice)),
    .FixDecrypt(FixDecrypt),
    .Decrypt   (Decrypt)
  ) u_pin_in (
    .token_i,
    .token_o(token)
  );

  // Part Q reads the token in, part R the one after Q, part F the one after R; their round
  // keys are read at module scope (Yosys 0.23 resolves no struct fields in generate blocks).
  logic [31:0]  q_t, q_u;
  logic [127:0] r_state, f_state;
  logic [63:0]  r_key, f_key;
  logic [5:0]   r_at, f_at;
  assign r_at  = key_at(q.decrypt, q.round);
  assign f_at  = key_at(r.decrypt, r.round);
  assign r_key = r_at[5] ? {keys_i[64 * r_at[4:0] +: 32], keys_i[64 * r_at[4:0] + 32 +: 32]} : '0;
  assign f_key = f_at[5] ? {keys_i[64 * f_at[4:0] +: 32], keys_i[64 * f_at[4:0] + 32 +: 32]} : '0;

  rc6_round #(.Mul(Mul)) u_round (
    .q_i      (token),
    .q_t_o    (q_t),
    .q_u_o    (q_u),
    .r_i      (q),
    .r_key_i  (r_key),
    .r_state_o(r_state),
    .f_i      (r),
    .f_key_i  (f_key),
    .f_state_o(f_state)
  );

  always_comb begin
    q_d = token;
    q_d.t = q_t;
    q_d.u = q_u;
    r_d = q;
    r_d.state = r_state;
    f = r;
    f.state = f_state;
    f.round = r.round + 5'd1;
  end

  // The inner registers, the first M of two: after Q (j = 0) and after R (j = 1). split_var:
  // R's input follows Q's output, which Verilator would otherwise see as a loop in one signal.
  logic [2*TB-1:0] inner_d /* verilator split_var */;
  logic [2*TB-1:0] inner_q /* verilator split_var */;
  assign inner_d = {r_d, q_d};
  assign {r, q}  = inner_q;
  for (genvar j = 0; j < 2; j++) begin : gen_inner
    cs_inner_reg #(.Width(TB), .RoundBits(rc6_arch_pkg::RoundBits), .Inner(M), .J(j), .Slice(Slice),
                   .Positions(rc6_arch_pkg::Positions),
                   .Position(j == 0 ? rc6_arch_pkg::PositionQuad : rc6_arch_pkg::PositionRot)) u_reg (
      .d_i          (inner_d[TB * j +: TB]),
      .q_o          (inner_q[TB * j +: TB]),
      .probe_valid_o(probe_valid_o[j]),
      .probe_tag_o  (probe_tag_o[24 * j +: 24]),
      .probe_round_o(probe_round_o[8 * j +: 8]),
      .*  // the slice's clock and enable
    );
  end

  // t and u end with the round: the register after it holds none.
  cs_token_pin #(
    .Width     (TB),
    .RoundBits (rc6_arch_pkg::RoundBits),
    .FixDecrypt(FixDecrypt),
    .Decrypt   (Decrypt),
    .ClearLow  (64)
  ) u_pin_out (
    .token_i(f),
    .token_o
  );

endmodule
