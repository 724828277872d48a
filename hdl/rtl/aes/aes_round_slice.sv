// One AES round on a token, with the register positions its architecture asks for.
//
// The datapath serves encryption and decryption (Moshopoulos et al., Fig. 2): decryption
// round d runs InvMixColumns (skipped in round 1), InvSubBytes, InvShiftRows and
// AddRoundKey with round key Nr - d, so the round keys are read in reverse order and need
// no InvMixColumns of their own (Chodowiec et al., Sec. 3.2). Encryption round r runs
// SubBytes, ShiftRows, MixColumns (skipped in round Nr) and AddRoundKey. The S-boxes are
// shared: each takes the token's direction.
//
// Registers, in order (Elbirt et al. 2000 put the first sub-pipeline register after the
// S-boxes; Swankoski et al. 2005 one after every operation):
//   sbox : after the S-boxes (RegA); an S-box with latency L (block RAM: 1, pipelined
//          composite field: 5) always brings its own L registers here
//   shift: after ShiftRows (RegB)
//   mix  : after MixColumns (RegC)
// The register after AddRoundKey, if any, belongs to the core (aes_core.sv), since the
// ring's entry and exit sit there. token_o is combinational after AddRoundKey.
//
// Online key schedule: the token carries its key window (aes_arch_pkg). SubWord of the
// step runs beside the data S-boxes, with the same latency; the rest of the step runs
// with AddRoundKey. Banked and offline schedules read the round key from the core's key
// store through key_bank_o/key_index_o/key_i instead.

module aes_round_slice #(
  parameter cs_pkg::key_len_e      KeyLen      = cs_pkg::KeyLen128,
  parameter aes_pkg::sbox_impl_e    SBoxImpl    = aes_pkg::SBoxLut,
  parameter cs_pkg::dir_e          Direction   = cs_pkg::DirEncrypt,
  parameter cs_pkg::key_schedule_e KeySchedule = cs_pkg::KeyScheduleOnline,
  parameter bit                     RegA        = 1'b0,
  parameter bit                     RegB        = 1'b0,
  parameter bit                     RegC        = 1'b0,
  parameter int unsigned            Unit        = 1,
  parameter int unsigned            ProbeBase   = 0,
  parameter int                     FixedRound  = -1,  // a full pipeline's round u, else -1
  localparam int unsigned           SBoxLatency = SBoxImpl == aes_pkg::SBoxBram ? 1 :
                                                  SBoxImpl == aes_pkg::SBoxCompositePipelined ? 5 : 0,
  localparam int unsigned           SBoxRegs    = SBoxLatency > 0 ? SBoxLatency : (RegA ? 1 : 0),
  localparam int unsigned           NumRegs     = SBoxRegs + (RegB ? 1 : 0) + (RegC ? 1 : 0),
  localparam int unsigned           ProbeWidth  = NumRegs > 0 ? NumRegs : 1
) (
  input  logic                       clk_i,
  input  logic                       rst_ni,
  input  logic                       en_i,
  input  aes_arch_pkg::token_t       token_i,
  output aes_arch_pkg::token_t       token_o,
  // Round key look-up (banked and offline schedules).
  output logic [3:0]                 key_bank_o,
  output logic [3:0]                 key_index_o,
  input  logic [127:0]               key_i,
  // Probes of this slice's registers; unused when NumRegs = 0.
  output logic [ProbeWidth-1:0]      probe_valid_o,
  output logic [ProbeWidth*24-1:0]   probe_tag_o,
  output logic [ProbeWidth*8-1:0]    probe_round_o,
  output logic [ProbeWidth*4-1:0]    stage_bank_o  // key bank each register's token uses
);

  localparam bit Online = KeySchedule == cs_pkg::KeyScheduleOnline;

  // The token in and out, with the fields the configuration fixes as constants.
  aes_arch_pkg::token_t token, token_out;
  aes_token_pin #(.KeyLen(KeyLen), .Direction(Direction), .KeySchedule(KeySchedule), .Round(FixedRound)) u_pin_in (
    .token_i,
    .token_o(token)
  );
  aes_token_pin #(.KeyLen(KeyLen), .Direction(Direction), .KeySchedule(KeySchedule), .Round(FixedRound < 0 ? -1 : FixedRound + 1)) u_pin_out (
    .token_i(token_out),
    .token_o
  );

  // The forward key-expansion round this token's round corresponds to: r for encryption
  // round r, Nr - d + 1 for decryption round d (its inverse step undoes that round).
  function automatic logic [3:0] key_round(input logic decrypt, input logic [3:0] round,
                                           input logic [1:0] key_len);
    key_round = decrypt ? aes_arch_pkg::rounds_of(key_len) - round : round + 4'd1;
  endfunction

  aes_arch_pkg::token_t after_sbox, after_shift, after_mix;
  aes_arch_pkg::token_t sbox_d, shift_d, mix_d;

  // ---- InvMixColumns of decryption, before the S-boxes; skipped in decryption round 1 ----
  logic [127:0] sbox_in;
  if (Direction != cs_pkg::DirEncrypt) begin : gen_inv_mix
    logic [127:0] inv_mixed;
    aes_mix_columns u_inv_mix_columns (
      .inverse_i(1'b1),
      .state_i  (token.state),
      .state_o  (inv_mixed)
    );
    assign sbox_in = (token.decrypt && token.round != 4'd0) ? inv_mixed : token.state;
  end else begin : gen_no_inv_mix
    assign sbox_in = token.state;
  end

  // ---- S-box slot: SubBytes, and SubWord of the key step --------------------------------
  logic [127:0] sbox_out;
  aes_sub_bytes #(.SBoxImpl(SBoxImpl)) u_sub_bytes (
    .clk_i,
    .rst_ni,
    .en_i,
    .inverse_i(token.decrypt),
    .state_i  (sbox_in),
    .state_o  (sbox_out)
  );

  logic [31:0] sub_word;
  if (Online) begin : gen_key_sub_word
    logic [31:0] key_sbox_in;
    assign key_sbox_in = aes_arch_pkg::key_sbox_input(token.window, token.key_len, key_round(token.decrypt, token.round, token.key_len),
                                                      token.decrypt);
    for (genvar i = 0; i < 4; i++) begin : gen_sbox
      aes_sbox #(.SBoxImpl(SBoxImpl)) u_sbox (
        .clk_i,
        .rst_ni,
        .en_i,
        .inverse_i(1'b0),
        .data_i   (key_sbox_in[31 - 8 * i -: 8]),
        .data_o   (sub_word[31 - 8 * i -: 8])
      );
    end
  end else begin : gen_no_key_sub_word
    assign sub_word = '0;
  end

  // The token's other fields wait beside the S-boxes' internal registers. (Structs live
  // at module scope: Yosys 0.23 resolves no struct fields inside generate blocks.)
  localparam int unsigned TB = aes_arch_pkg::TokenBits;
  aes_arch_pkg::token_t sbox_meta, sbox_meta_in;
  logic [(SBoxLatency+1)*TB-1:0] chain;
  always_comb begin
    sbox_meta_in = token;
    sbox_meta_in.state = '0;  // the state travels inside the S-boxes
  end
  assign chain[TB-1:0] = sbox_meta_in;
  if (SBoxLatency > 0) begin : gen_sbox_delay
    for (genvar j = 0; j < SBoxLatency; j++) begin : gen_stage
      cs_stage_reg #(
        .Width    (TB),
        .RoundBits(aes_arch_pkg::RoundBits),
        .Index    (ProbeBase + j),
        .Unit     (Unit),
        .Positions(aes_arch_pkg::Positions),
        .Position (aes_arch_pkg::PositionSbox),
        .Sub      (SBoxLatency == 1 ? 0 : j + 1),
        .InRound  (1'b1)
      ) u_reg (
        .clk_i,
        .rst_ni,
        .en_i,
        .d_i          (chain[TB * j +: TB]),
        .q_o          (chain[TB * (j + 1) +: TB]),
        .probe_valid_o(probe_valid_o[j]),
        .probe_tag_o  (probe_tag_o[24 * j +: 24]),
        .probe_round_o(probe_round_o[8 * j +: 8])
      );
      assign stage_bank_o[4 * j +: 4] = chain[TB * (j + 1) + aes_arch_pkg::BankLsb +: 4];
    end
    assign sbox_meta = chain[TB * SBoxLatency +: TB];
  end else begin : gen_sbox_comb
    assign sbox_meta = token;
    logic unused_chain;
    assign unused_chain = ^chain;
  end

  always_comb begin
    sbox_d = sbox_meta;
    sbox_d.state = sbox_out;
    sbox_d.sub_word = sub_word;
  end

  if (SBoxLatency == 0 && RegA) begin : gen_reg_sbox
    cs_stage_reg #(
      .Width    (TB),
      .RoundBits(aes_arch_pkg::RoundBits),
      .Index    (ProbeBase),
      .Unit     (Unit),
      .Positions(aes_arch_pkg::Positions),
      .Position (aes_arch_pkg::PositionSbox),
      .InRound  (1'b1)
    ) u_reg (
      .clk_i,
      .rst_ni,
      .en_i,
      .d_i          (sbox_d),
      .q_o          (after_sbox),
      .probe_valid_o(probe_valid_o[0]),
      .probe_tag_o  (probe_tag_o[23:0]),
      .probe_round_o(probe_round_o[7:0])
    );
    assign stage_bank_o[3:0] = after_sbox[aes_arch_pkg::BankLsb +: 4];
  end else begin : gen_no_reg_sbox
    assign after_sbox = sbox_d;
  end

  // ---- ShiftRows / InvShiftRows ---------------------------------------------------------
  logic [127:0] shifted;
  aes_shift_rows u_shift_rows (
    .inverse_i(after_sbox.decrypt),
    .state_i  (after_sbox.state),
    .state_o  (shifted)
  );
  always_comb begin
    shift_d = after_sbox;
    shift_d.state = shifted;
  end

  if (RegB) begin : gen_reg_shift
    cs_stage_reg #(
      .Width    (TB),
      .RoundBits(aes_arch_pkg::RoundBits),
      .Index    (ProbeBase + SBoxRegs),
      .Unit     (Unit),
      .Positions(aes_arch_pkg::Positions),
      .Position (aes_arch_pkg::PositionShift),
      .InRound  (1'b1)
    ) u_reg (
      .clk_i,
      .rst_ni,
      .en_i,
      .d_i          (shift_d),
      .q_o          (after_shift),
      .probe_valid_o(probe_valid_o[SBoxRegs]),
      .probe_tag_o  (probe_tag_o[24 * SBoxRegs +: 24]),
      .probe_round_o(probe_round_o[8 * SBoxRegs +: 8])
    );
    assign stage_bank_o[4 * SBoxRegs +: 4] = after_shift[aes_arch_pkg::BankLsb +: 4];
  end else begin : gen_no_reg_shift
    assign after_shift = shift_d;
  end

  // ---- MixColumns of encryption; skipped in round Nr ------------------------------------
  if (Direction != cs_pkg::DirDecrypt) begin : gen_mix
    logic [127:0] mixed;
    aes_mix_columns u_mix_columns (
      .inverse_i(1'b0),
      .state_i  (after_shift.state),
      .state_o  (mixed)
    );
    always_comb begin
      mix_d = after_shift;
      if (!after_shift.decrypt && after_shift.round + 4'd1 != aes_arch_pkg::rounds_of(after_shift.key_len)) begin
        mix_d.state = mixed;
      end
    end
  end else begin : gen_no_mix
    assign mix_d = after_shift;
  end

  localparam int unsigned MixIndex = SBoxRegs + (RegB ? 1 : 0);
  if (RegC) begin : gen_reg_mix
    cs_stage_reg #(
      .Width    (TB),
      .RoundBits(aes_arch_pkg::RoundBits),
      .Index    (ProbeBase + MixIndex),
      .Unit     (Unit),
      .Positions(aes_arch_pkg::Positions),
      .Position (aes_arch_pkg::PositionMix),
      .InRound  (1'b1)
    ) u_reg (
      .clk_i,
      .rst_ni,
      .en_i,
      .d_i          (mix_d),
      .q_o          (after_mix),
      .probe_valid_o(probe_valid_o[MixIndex]),
      .probe_tag_o  (probe_tag_o[24 * MixIndex +: 24]),
      .probe_round_o(probe_round_o[8 * MixIndex +: 8])
    );
    assign stage_bank_o[4 * MixIndex +: 4] = after_mix[aes_arch_pkg::BankLsb +: 4];
  end else begin : gen_no_reg_mix
    assign after_mix = mix_d;
  end

  if (NumRegs == 0) begin : gen_no_probes
    assign probe_valid_o = 1'b0;
    assign probe_tag_o   = '0;
    assign probe_round_o = '0;
    assign stage_bank_o  = '0;
  end

  // ---- AddRoundKey, and the rest of the key step -----------------------------------------
  logic [127:0] round_key;
  logic [255:0] window_next;

  if (Online) begin : gen_key_online
    logic [3:0] r;
    assign r = key_round(after_mix.decrypt, after_mix.round, after_mix.key_len);
    assign window_next = after_mix.decrypt
        ? aes_arch_pkg::key_inverse(after_mix.window, after_mix.key_len, r, after_mix.sub_word)
        : aes_arch_pkg::key_forward(after_mix.window, after_mix.key_len, r, after_mix.sub_word);
    assign round_key = aes_arch_pkg::key_round_key(window_next, after_mix.key_len,
                                                   after_mix.decrypt && r == 4'd1);
    assign key_bank_o  = '0;
    assign key_index_o = '0;
    logic unused_key;
    assign unused_key = ^key_i;
  end else begin : gen_key_store
    assign window_next = after_mix.window;
    assign key_bank_o  = after_mix.bank;
    assign key_index_o = after_mix.decrypt ? aes_arch_pkg::rounds_of(after_mix.key_len) - after_mix.round - 4'd1
                                           : after_mix.round + 4'd1;
    assign round_key   = key_i;
  end

  always_comb begin
    token_out = after_mix;
    token_out.state = after_mix.state ^ round_key;
    token_out.window = window_next;
    token_out.sub_word = '0;
    token_out.round = after_mix.round + 4'd1;
  end

endmodule
