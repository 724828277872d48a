// The Serpent core family: one datapath of K round slices (serpent_round_slice.sv) whose
// registers, key schedule and direction are parameters, behind the same ports as aes_core
// (hdl/ABI.md, with the ABI-v4 widths: an 8-bit key_bank_i and 8-bit probe rounds).
//
// Architectures (Elbirt et al., AES3 2000, Sec. 4 and 5.3, Tables 2-3):
//   LU-k   k rounds combinationally, then one register: 32/k cycles a block
//   PP-k   k round slices, each ending in a register, in a loop: k blocks in flight,
//          32/k cycles a block without feedback, 32 with; PP-32 is a full pipeline
//   SP-k-1 PP-k with a second register in each round, after the S-box layer (M = 1)
// A block makes exactly 32 register passes (64 in SP-k-1). It enters through the input mux
// in front of slice 0, straight into round 1 (Serpent has no initial key addition of its
// own: the first round mixes K_0 in), and a finished block leaves from the register after
// the last slice in the same cycle as the next block takes its place at slice 0
// (cs_round_loop.sv; PP-32 ends in cs_exit_buffer.sv). So the loop has one entry and one
// exit, and every slice u always runs rounds r = u (mod K): with K a multiple of 8, each
// slice has its own fixed S-box (serpent_round_slice.sv's token pins).
//
// Key changes: with the online schedule each block carries its own prekey window, so a new
// key never reaches blocks already in flight; decryption first expands the key (33
// cycles, serpent_key_setup.sv), during which key_ready_o and in_ready_o are low. With the
// offline schedule the round keys are shared registers (cs_key_store.sv): key_ready_o is
// low until every block in flight has left (cs_in_flight.sv), as in aes_core.

module serpent_core #(
  parameter cs_pkg::key_len_e      KeyLen           = cs_pkg::KeyLen128,
  parameter cs_pkg::dir_e          Direction        = cs_pkg::DirEncrypt,
  parameter cs_pkg::arch_e         Arch             = cs_pkg::ArchLoopUnrolled,
  parameter int unsigned                K                = 1,  // LU: rounds a pass; PP, SP: slices
  parameter int unsigned                M                = 0,  // SP: inner registers a round (1)
  parameter cs_pkg::key_schedule_e KeySchedule      = cs_pkg::KeyScheduleOnline,
  parameter logic [4223:0]              OfflineRoundKeys = '0,  // K_0..K_32, K_0 on top
  // Derived; the generated top level and sim-core compute the same count.
  localparam bit          RegS      = Arch == cs_pkg::ArchSubPipeline && M >= 1,
  localparam bit          EachReg   = Arch != cs_pkg::ArchLoopUnrolled,
  localparam bit          Linear    = EachReg && K == serpent_pkg::Rounds,
  localparam int unsigned BlockBits = 128,  // its block (cs_core_ports.svh)
  localparam int unsigned NumStages = EachReg ? K * (RegS ? 2 : 1) : 1
) (
`include "cs_core_ports.svh"
);

  localparam bit Online = KeySchedule == cs_pkg::KeyScheduleOnline;
  localparam int unsigned Keys = serpent_pkg::Rounds + 1;  // K_0..K_32

  // K divides the 32 rounds (1, 2, 4, 8, 16, 32); SP has one inner register; no key banks.
  if (K == 0 || serpent_pkg::Rounds % K != 0 || (RegS && M != 1) || (!RegS && M != 0) ||
      KeySchedule == cs_pkg::KeyScheduleBanked) begin : gen_bad_shape
    serpent_core_k_must_divide_32_m_be_1_for_sp_and_keys_not_banked u_error ();
  end

  logic en, key_fire, idle;
  assign key_fire = key_valid_i && key_ready_o;

  // ---- Keys ----------------------------------------------------------------------------
  logic [1:0]   new_key_len;
  logic [255:0] padded;
  assign new_key_len = cs_pkg::new_key_len(KeyLen, key_len_i);
  assign padded = serpent_pkg::pad_key(key_i, new_key_len);

  logic [255:0] enc_window, dec_window;
  logic [127:0] enc_rk, dec_rk;
  logic         key_ok;
  logic [K*6-1:0]   read_index;
  logic [K*128-1:0] read_key;
  logic [127:0]     last_key;

  if (Online) begin : gen_keys_online
    logic setup_busy;
    if (Direction != cs_pkg::DirDecrypt) begin : gen_enc_key
      // Encryption starts from w_-4..w_3 and K_0: one step of the schedule, taken as the
      // key is stored, so blocks enter the loop with their first round key ready.
      logic [255:0] first_window, window_q;
      logic [127:0] first_rk, rk_q;
      assign first_window = serpent_arch_pkg::key_forward(padded, 8'd0);
      serpent_sbox_layer u_k0 (
        .inverse_i(1'b0),
        .index_i  (3'd3),
        .state_i  (first_window[127:0]),
        .state_o  (first_rk)
      );
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          window_q <= '0;
          rk_q     <= '0;
        end else if (key_fire) begin
          window_q <= first_window;
          rk_q     <= first_rk;
        end
      end
      assign enc_window = window_q;
      assign enc_rk     = rk_q;
    end else begin : gen_no_enc_key
      assign enc_window = '0;
      assign enc_rk     = '0;
    end
    if (Direction != cs_pkg::DirEncrypt) begin : gen_dec_key
      serpent_key_setup u_key_setup (
        .clk_i,
        .rst_ni,
        .start_i (key_fire),
        .key_i   (padded),
        .busy_o  (setup_busy),
        .window_o(dec_window),
        .rk_o    (dec_rk)
      );
    end else begin : gen_no_dec_key
      assign setup_busy = 1'b0;
      assign dec_window = '0;
      assign dec_rk     = '0;
    end
    assign key_ready_o = !setup_busy;
    assign key_ok      = !setup_busy;
    assign read_key    = '0;
    assign last_key    = '0;
  end else begin : gen_keys_offline
    // The round keys as written (cs_key_store.sv), K_i in bits 4223 - 128i -: 128.
    logic [4223:0] keys;
    cs_key_store #(.Blocks(Keys), .RoundKeys(OfflineRoundKeys)) u_key_store (
      .keys_o(keys),
      .*  // written on the core's key handshake (cs_core_ports.svh)
    );
    // A decoded read (an AND-OR over the 33 keys) for each slice, where a variable
    // part-select of the 4,224-bit store made Yosys build a 4,224-bit shifter per read (PP-8
    // with eight reads passed 15 GB). A slice that only ever reads its own rounds (round mod K
    // fixed by its token pin) leaves Yosys a handful of terms per read.
    for (genvar p = 0; p < K; p++) begin : gen_read
      logic [5:0]   index;
      logic [127:0] bytes;
      assign index = read_index[6 * p +: 6];
      always_comb begin
        bytes = '0;
        for (int i = 0; i < Keys; i++) bytes |= {128{index == 6'(i)}} & keys[4223 - 128 * i -: 128];
      end
      assign read_key[128 * p +: 128] = cs_word_pkg::from_bytes(bytes);
    end
    assign last_key = cs_word_pkg::from_bytes(keys[127:0]);  // K_32, which every final round mixes in
    // Round keys change only between blocks.
    assign key_ready_o = idle;
    assign key_ok      = 1'b1;
    assign enc_window  = '0;
    assign enc_rk      = '0;
    assign dec_window  = '0;
    assign dec_rk      = '0;
  end

  // ---- A new block -----------------------------------------------------------------------
  serpent_arch_pkg::token_t entry;
  always_comb begin
    entry         = '0;
    entry.decrypt = cs_pkg::decrypts(Direction, in_decrypt_i);
    entry.state   = cs_word_pkg::from_bytes(in_data_i);
    entry.window  = entry.decrypt ? dec_window : enc_window;
    entry.rk      = entry.decrypt ? dec_rk : enc_rk;
  end

  // ---- The loop ----------------------------------------------------------------------------
  // Serpent's 32 rounds around cs_round_loop.sv, its tokens flat (cs_pkg), wired to its
  // slices as cs_slice_loop.svh has it.
`include "cs_slice_loop.svh"
  localparam int unsigned TB    = serpent_arch_pkg::TokenBits;
  localparam int unsigned Inner = RegS ? 1 : 0;
  `CS_SLICE_LOOP_WIRES

  for (genvar u = 0; u < K; u++) begin : gen_slice
    serpent_round_slice #(
      .Direction  (Direction),
      .KeySchedule(KeySchedule),
      .RegS       (RegS),
      .K          (K),
      .Slice      (u)
    ) u_slice (
      `CS_SLICE_PORTS(u),
      .key_index_o  (read_index[6 * u +: 6]),
      .key_i        (read_key[128 * u +: 128]),
      .last_key_i   (last_key),
      .probe_valid_o(inner_valid[u]),
      .probe_tag_o  (inner_tag[24 * u +: 24]),
      .probe_round_o(inner_round[8 * u +: 8])
    );
  end

  serpent_arch_pkg::token_t held, out_token;
  cs_round_loop #(
    .Width      (TB),
    .RoundBits  (serpent_arch_pkg::RoundBits),
    .Rounds     (serpent_pkg::Rounds),
    .K          (K),
    .EachReg    (EachReg),
    .Inner      (Inner),
    .ExitBuffer (Linear),
    .Positions  (serpent_arch_pkg::Positions),
    .Position   (serpent_arch_pkg::PositionLt),
    .CountBlocks(!Online)
  ) u_loop (
    `CS_LOOP_PORTS,
    .entry_ok_i   (key_ok),
    .finished_i   (held),
    .out_o        (out_token),
    .*  // the core's clock, reset, input, output and probe ports (cs_core_ports.svh)
  );

  assign out_data_o = cs_word_pkg::to_bytes(out_token.state);

  // Inputs and token fields some configurations leave unused.
  logic unused;
  assign unused = ^{key_len_i, key_bank_i, key_i[127:0], in_decrypt_i, in_bank_i, out_token, read_index,
                    read_key, last_key, padded, enc_window, enc_rk, dec_window, dec_rk, idle, new_key_len, held, after,
                    key_fire};

endmodule
