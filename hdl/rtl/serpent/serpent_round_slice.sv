// One Serpent round on a token, with the register position its architecture asks for
// (submission, Sec. 2, bitslice form; i the round, 0..31):
//   encryption  X <- S_{i mod 8}(X ^ K_i); then LT(X), or X ^ K_32 in round 31
//   decryption  undoes encryption round i = 31 - r (r: rounds done):
//               X <- S^-1_{i mod 8}(X ^ K_32 in its first round, else LT^-1(X)) ^ K_i
// so both directions are "mix/undo, S-box layer, finish", and a unified slice (run-time
// token.decrypt) shares the S-box columns (each a choice of S or S^-1) and the XORs.
//
// Stage A: key mixing (or LT^-1), the S-box layer, and the key step beside them; SP-k-1
// puts its inner register after it (RegS, Elbirt et al.: the first sub-pipeline register
// after the S-boxes). Stage B: LT, or the final key mixing. token_o is combinational after
// stage B; the register after the round belongs to the core (serpent_core.sv).
//
// Online schedule: the token carries its prekey window and rk (serpent_arch_pkg); the key
// step and its S-box layer run beside the data's. Offline: the round key comes from the
// core's store through key_index_o/key_i, K_32 through last_key_i.

module serpent_round_slice #(
  parameter cs_pkg::dir_e          Direction   = cs_pkg::DirEncrypt,
  parameter cs_pkg::key_schedule_e KeySchedule = cs_pkg::KeyScheduleOnline,
  parameter bit                         RegS        = 1'b0,
  parameter int unsigned                K           = 1,  // slices in the loop
  parameter int unsigned                Slice       = 0   // this slice, 0..K-1
) (
  input  logic                      clk_i,
  input  logic                      rst_ni,
  input  logic                      en_i,
  input  serpent_arch_pkg::token_t  token_i,
  output serpent_arch_pkg::token_t  token_o,
  // Round key look-up (offline schedule).
  output logic [5:0]                key_index_o,
  input  logic [127:0]              key_i,
  input  logic [127:0]              last_key_i,
  // Probe of the inner register; unused without RegS.
  output logic                      probe_valid_o,
  output logic [23:0]               probe_tag_o,
  output logic [7:0]                probe_round_o
);

  localparam bit Online = KeySchedule == cs_pkg::KeyScheduleOnline;
  localparam bit Full   = K == serpent_pkg::Rounds;  // every round its own slice
  localparam logic [5:0] InMask   = Full ? 6'h3f : 6'(K - 1);
  localparam logic [5:0] InValue  = 6'(Slice);
  localparam logic [5:0] OutValue = Full ? 6'(Slice + 1) : 6'((Slice + 1) % K);

  // The token in and out with the fields the configuration fixes as constants
  // (cs_token_pin.sv): the low log2(K) bits of the round, since every block enters at slice 0
  // in round 0 and each slice does one round (from LU-8 and PP-8 on each slice keeps one
  // S-box per column instead of a run-time choice of eight, Elbirt et al., Sec. 5.3, and
  // only the last slice keeps the final key mixing; with K = 32 the whole round), the
  // direction, and the window and rk where no key travels: without the online schedule, in a
  // block leaving the full pipeline, and rk after a decryption-only core's first round.
  localparam int unsigned TB         = serpent_arch_pkg::TokenBits;
  localparam bit          FixDecrypt = Direction != cs_pkg::DirUnified;
  localparam bit          Decrypt    = Direction == cs_pkg::DirDecrypt;
  localparam int unsigned KeyBits    = 256 + 128;  // window and rk, the token's last fields
  localparam bit          Finished   = Full && Slice == K - 1;
  serpent_arch_pkg::token_t token, token_out;
  cs_token_pin #(
    .Width     (TB),
    .RoundBits (serpent_arch_pkg::RoundBits),
    .RoundMask (InMask),
    .RoundValue(InValue),
    .FixDecrypt(FixDecrypt),
    .Decrypt   (Decrypt),
    .ClearLow  (Online ? 0 : KeyBits)
  ) u_pin_in (
    .token_i,
    .token_o(token)
  );
  cs_token_pin #(
    .Width     (TB),
    .RoundBits (serpent_arch_pkg::RoundBits),
    .RoundMask (InMask),
    .RoundValue(OutValue),
    .FixDecrypt(FixDecrypt),
    .Decrypt   (Decrypt),
    .ClearLow  (!Online || Finished ? KeyBits : Decrypt ? 128 : 0)
  ) u_pin_out (
    .token_i(token_out),
    .token_o
  );

  // ---- Stage A ---------------------------------------------------------------------------
  // (Struct fields are read at module scope: Yosys 0.23 resolves none inside generate blocks.)
  logic         decrypt, first;
  logic [5:0]   round;
  logic [127:0] state, rk;
  logic [255:0] window;
  assign decrypt = token.decrypt;
  assign round   = token.round;
  assign first   = token.round == 6'd0;
  assign state   = token.state;
  assign rk      = token.rk;
  assign window  = token.window;

  // Keys: the key mixed in now (mix) and the one stage B mixes in (fin).
  logic [127:0] mix_key, fin_key, key_sbox_in, key_sbox_out;
  logic [255:0] window_next;
  logic [7:0]   base;
  assign base = serpent_arch_pkg::key_base(decrypt, round);
  always_comb begin
    window_next = '0;
    key_sbox_in = '0;
    if (Online && Direction != cs_pkg::DirDecrypt && !decrypt) begin
      window_next = serpent_arch_pkg::key_forward(window, base);
      key_sbox_in = window_next[127:0];           // w_{4i+4..4i+7}
    end
    if (Online && Direction != cs_pkg::DirEncrypt && decrypt) begin
      window_next = serpent_arch_pkg::key_inverse(window, base);
      key_sbox_in = window[255:128];              // w_{4i..4i+3}
    end
  end
  serpent_sbox_layer u_key_sbox (
    .inverse_i(1'b0),
    .index_i  (serpent_arch_pkg::key_sbox(decrypt, round[2:0])),
    .state_i  (key_sbox_in),
    .state_o  (key_sbox_out)
  );
  assign key_index_o = Online ? 6'd0 : serpent_arch_pkg::key_index(decrypt, round);
  assign mix_key = Online ? rk : decrypt ? last_key_i : key_i;
  assign fin_key = Online ? key_sbox_out : decrypt ? key_i : last_key_i;

  // The data: mix (or undo LT), then the S-box layer.
  logic [127:0] sbox_in, sbox_out;
  assign sbox_in = (decrypt && !first) ? serpent_pkg::inv_lt(state) : state ^ mix_key;
  serpent_sbox_layer u_sbox (
    .inverse_i(decrypt),
    .index_i  (serpent_arch_pkg::data_sbox(decrypt, round[2:0])),
    .state_i  (sbox_in),
    .state_o  (sbox_out)
  );

  serpent_arch_pkg::token_t mid_d, mid;
  always_comb begin
    mid_d = token;
    mid_d.state  = sbox_out;
    mid_d.window = window_next;
    mid_d.rk     = fin_key;
  end

  cs_inner_reg #(.Width(TB), .RoundBits(serpent_arch_pkg::RoundBits), .Inner(RegS ? 1 : 0), .Slice(Slice),
                 .Positions(serpent_arch_pkg::Positions), .Position(serpent_arch_pkg::PositionSbox)) u_reg_sbox (
    .d_i(mid_d),
    .q_o(mid),
    .*  // the slice's clock, enable and probe
  );

  // ---- Stage B: LT, or the final key mixing -----------------------------------------------
  logic finish;
  assign finish = mid.decrypt || mid.round == 6'd31;
  always_comb begin
    token_out = mid;
    token_out.state = finish ? mid.state ^ mid.rk : serpent_pkg::lt(mid.state);
    token_out.round = mid.round + 6'd1;
  end

endmodule
