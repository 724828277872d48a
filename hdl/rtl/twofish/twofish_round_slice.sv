// One Twofish round on a token, with the register position its architecture asks for:
//   stage A  the key-dependent S-boxes of both g's (twofish_g.sv), on Z0 and ROL(Z1, 8);
//            SP-k-1 puts its inner register after it (RegS; Elbirt et al., Sec. 5.4: the
//            S-boxes are nearly half of the round's delay);
//   stage B  MDS, PHT, the round's subkeys, the mix and the swap (twofish_round.sv).
// token_o is combinational after stage B; the register after the round belongs to the
// core (twofish_core.sv). The subkeys come from the core's key store (all 40 words; a
// slice reads the pair of its round, twofish_arch_pkg::key_index), which holds still while
// blocks are in flight.

module twofish_round_slice #(
  parameter cs_pkg::dir_e  Direction = cs_pkg::DirEncrypt,
  parameter twofish_pkg::sbox_e SBox      = twofish_pkg::SBoxLogic,
  parameter bit                 RegS      = 1'b0,
  parameter int unsigned        K         = 1,  // slices in the loop
  parameter int unsigned        Slice     = 0   // this slice, 0..K-1
) (
  input  logic                      clk_i,
  input  logic                      rst_ni,
  input  logic                      en_i,
  input  twofish_arch_pkg::token_t  token_i,
  output twofish_arch_pkg::token_t  token_o,
  input  logic [1279:0]             subkeys_i,   // K_i in bits 32i +: 32
  input  logic [1:0]                key_len_i,
  input  logic [127:0]              gkey_i,
  input  logic                      tw_en_i,
  input  logic [7:0]                tw_addr_i,
  input  logic [31:0]               tw_data_i,
  // Probe of the inner register; unused without RegS.
  output logic                      probe_valid_o,
  output logic [23:0]               probe_tag_o,
  output logic [7:0]                probe_round_o
);

  localparam bit SyncRead = RegS && SBox == twofish_pkg::SBoxTables;
  localparam logic [4:0] Mask     = 5'(K - 1);
  localparam logic [4:0] InValue  = 5'(Slice);
  localparam logic [4:0] OutValue = 5'((Slice + 1) % K);

  // The token in and out with the fields the configuration fixes as constants
  // (cs_token_pin.sv): the direction, and the low log2(K) bits of the round, since every block
  // enters at slice 0 in round 0 and each slice does one round (so each slice of LU-k and PP-k
  // reads its subkeys from 16/k of the 16 pairs). The S-box bytes are zero where no register
  // holds them.
  localparam int unsigned TB         = twofish_arch_pkg::TokenBits;
  localparam bit          FixDecrypt = Direction != cs_pkg::DirUnified;
  localparam bit          Decrypt    = Direction == cs_pkg::DirDecrypt;
  twofish_arch_pkg::token_t token, token_out;
  cs_token_pin #(
    .Width     (TB),
    .RoundBits (twofish_arch_pkg::RoundBits),
    .RoundMask (Mask),
    .RoundValue(InValue),
    .FixDecrypt(FixDecrypt),
    .Decrypt   (Decrypt),
    .ClearLow  (64)
  ) u_pin_in (
    .token_i,
    .token_o(token)
  );
  cs_token_pin #(
    .Width     (TB),
    .RoundBits (twofish_arch_pkg::RoundBits),
    .RoundMask (Mask),
    .RoundValue(OutValue),
    .FixDecrypt(FixDecrypt),
    .Decrypt   (Decrypt),
    .ClearLow  (64)
  ) u_pin_out (
    .token_i(token_out),
    .token_o
  );

  // ---- Stage A: the key-dependent S-boxes --------------------------------------------------
  // (Struct fields are read at module scope: Yosys 0.23 resolves none inside generate blocks.)
  logic [127:0] state;
  logic [63:0]  sb;
  assign state = token.state;
  twofish_g #(.SBox(SBox), .SyncRead(SyncRead)) u_g (
    .clk_i,
    .en_i,
    .state_i  (state),
    .key_len_i,
    .gkey_i,
    .tw_en_i,
    .tw_addr_i,
    .tw_data_i,
    .sb_o     (sb)
  );

  twofish_arch_pkg::token_t mid_d, mid_q, mid;
  always_comb begin
    mid_d = token;
    mid_d.sb = SyncRead ? '0 : sb;  // registered reads hold their bytes themselves
  end

  cs_inner_reg #(.Width(TB), .RoundBits(twofish_arch_pkg::RoundBits), .Inner(RegS ? 1 : 0), .Slice(Slice),
                 .Positions(twofish_arch_pkg::Positions), .Position(twofish_arch_pkg::PositionSbox)) u_reg_sbox (
    .d_i(mid_d),
    .q_o(mid_q),
    .*  // the slice's clock, enable and probe
  );

  always_comb begin
    mid = mid_q;
    if (SyncRead) mid.sb = sb;
  end

  // ---- Stage B: MDS, PHT, subkeys, mix -------------------------------------------------------
  logic [5:0]   index;
  logic [31:0]  ka, kb;
  logic [127:0] next;
  logic         decrypt;
  logic [3:0]   round;  // 0..15 here: a slice runs rounds not yet done
  logic [127:0] mid_state;
  logic [63:0]  mid_sb;
  assign decrypt   = mid.decrypt;
  assign round     = mid.round[3:0];
  assign mid_state = mid.state;
  assign mid_sb    = mid.sb;
  assign index = twofish_arch_pkg::key_index(decrypt, round);
  // K_index and K_index+1 read from the store here, not through a function taking the store:
  // the simulator copies a function's arguments at every call, 1,280 bits each (issue #47).
  assign ka    = subkeys_i[32 * index +: 32];
  assign kb    = subkeys_i[32 * index + 32 +: 32];
  twofish_round u_round (
    .decrypt_i(decrypt),
    .state_i  (mid_state),
    .sb_i     (mid_sb),
    .ka_i     (ka),
    .kb_i     (kb),
    .state_o  (next)
  );

  always_comb begin
    token_out = mid;
    token_out.state = next;
    token_out.round = mid.round + 5'd1;
  end

endmodule
