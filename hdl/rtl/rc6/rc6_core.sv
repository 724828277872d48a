// The RC6 core family: one datapath of K round slices (rc6_round_slice.sv) whose registers,
// key schedule, direction and multiplier are parameters, behind the same ports as
// serpent_core (hdl/ABI.md, "The core every cipher presents").
//
// Architectures (Elbirt et al., AES3 2000, Sec. 4.2 and 5.1, Tables 2-3):
//   LU-k    k rounds combinationally, then one register: 20/k cycles a block (k | 20)
//   PP-k    k round slices, each ending in a register, in a loop: k blocks in flight,
//           20/k cycles a block without feedback, 20 with
//   SP-k-m  PP-k with m more registers inside each round (m = 1: after the quadratic
//           functions; m = 2: also after the rotations): 20/k without feedback, 20(1 + m) with
// A block makes exactly 20 register passes (20(1 + m) in SP-k-m). It enters through the input
// mux in front of slice 0 and a finished block leaves from the register after the last slice
// in the same cycle as the next block takes its place at slice 0, as in serpent_core.
//
// Where the whitenings sit (they cost no cycle, so LU-1 takes Elbirt et al.'s 20 cycles):
//   pre-whitening   B += S[0], D += S[1] on the input path, between in_data_i and the input
//                   mux (decrypting: the post-whitening undone there, A -= S[42], C -= S[43]);
//   post-whitening  A += S[42], C += S[43] on the output path, between the register after the
//                   last slice and out_data_o (decrypting: B -= S[0], D -= S[1]).
// Each is two 32-bit adders beside the loop, not in it: the loop's path is the register, the
// input mux and k rounds. In feedback modes the output adders, the mode's logic and the input
// adders lie between one block's last register and the next block's first.
//
// Round keys: RC6 mixes its key into the whole table S[0..43] over 132 serial iterations, so
// no block can carry its own key schedule. Both schedules keep one table beside the datapath:
//   online   rc6_key_setup runs the 132 iterations after a key handshake (two a cycle, 66
//            cycles), during which key_ready_o is low. An encrypting core (Direction
//            DirEncrypt) takes its first block before they end, as Dandalis et al.'s cores
//            did (CHES 2000, Sec. 3): from the cycle cs_pkg::early_entry gives (cs_early_entry.sv), when every key
//            word the block will read is final by the time it reads it (rc6_pkg's
//            EntryKeysAt); decryption starts with the last words, so other cores wait for
//            the whole setup;
//   offline  cs_key_store holds the table (OfflineRoundKeys, or loaded one four-word block a
//            handshake, key_bank_i = block 0..10; round-key blocks are written as blocks are:
//            bytes 4p..4p+3 are S[4b+p], least significant byte first, as sim-core's
//            Rc6::round_keys gives them).
// Either way the table changes only between blocks: key_ready_o is low until every block in
// flight has left (cs_in_flight.sv, as serpent_core's offline schedule), and no block enters
// in the cycle a key is taken.

module rc6_core #(
  parameter cs_pkg::key_len_e      KeyLen           = cs_pkg::KeyLen128,
  parameter cs_pkg::dir_e          Direction        = cs_pkg::DirEncrypt,
  parameter cs_pkg::arch_e         Arch             = cs_pkg::ArchLoopUnrolled,
  parameter int unsigned            K                = 1,  // LU: rounds a pass; PP, SP: slices
  parameter int unsigned            M                = 0,  // SP: inner registers a round (1, 2)
  parameter cs_pkg::key_schedule_e KeySchedule      = cs_pkg::KeyScheduleOnline,
  parameter rc6_pkg::mul_e          Mul              = rc6_pkg::MulSquarer,
  parameter logic [1407:0]          OfflineRoundKeys = '0,  // 11 round-key blocks, block 0 on top
  // Derived; the generated top level will compute the same count.
  localparam bit          RegS      = Arch == cs_pkg::ArchSubPipeline,
  localparam bit          EachReg   = Arch != cs_pkg::ArchLoopUnrolled,
  localparam bit          Linear    = EachReg && K == rc6_pkg::Rounds,
  localparam int unsigned PerSlice  = RegS ? 1 + M : 1,
  localparam int unsigned BlockBits = 128,  // its block (cs_core_ports.svh)
  localparam int unsigned NumStages = EachReg ? K * PerSlice : 1
) (
`include "cs_core_ports.svh"
);

  localparam bit Online = KeySchedule == cs_pkg::KeyScheduleOnline;
  localparam int unsigned KeyBits = rc6_pkg::KeyBits;

  // K divides the 20 rounds (1, 2, 4, 5, 10, 20); SP has one or two inner registers; no key
  // banks.
  if (K == 0 || rc6_pkg::Rounds % K != 0 || (RegS && (M < 1 || M > 2)) || (!RegS && M != 0) ||
      KeySchedule == cs_pkg::KeyScheduleBanked) begin : gen_bad_shape
    rc6_core_k_must_divide_20_m_be_1_or_2_for_sp_and_keys_not_banked u_error ();
  end

  logic en, key_fire, idle, setup_busy, entry_ok;
  assign key_fire = key_valid_i && key_ready_o;

  // ---- The round-key table ---------------------------------------------------------------
  logic [KeyBits-1:0] keys;
  logic [1:0]         new_key_len;
  assign new_key_len = cs_pkg::new_key_len(KeyLen, key_len_i);

  if (Online) begin : gen_keys_online
    rc6_key_setup u_key_setup (
      .clk_i,
      .rst_ni,
      .start_i    (key_fire),
      .key_words_i(rc6_pkg::key_words(key_i, new_key_len)),
      .key_len_i  (new_key_len),
      .busy_o     (setup_busy),
      .keys_o     (keys)
    );
    cs_early_entry #(
        .Early(Direction == cs_pkg::DirEncrypt),
        .From (cs_pkg::early_entry(rc6_pkg::EntryKeysAt, rc6_pkg::RoundOneAt, rc6_pkg::ExitKeysAt, rc6_pkg::Rounds,
                                   Arch, K, PerSlice))
    ) u_entry (
      .clk_i, .rst_ni, .start_i(key_fire), .busy_i(setup_busy), .open_o(entry_ok)
    );
  end else begin : gen_keys_offline
    cs_key_store #(.Blocks(rc6_pkg::KeyWords / 4), .RoundKeys(OfflineRoundKeys), .WordTable(1'b1)) u_key_store (
      .keys_o(keys),
      .*  // written on the core's key handshake (cs_core_ports.svh)
    );
    assign setup_busy = 1'b0;
    assign entry_ok   = 1'b1;
  end
  assign key_ready_o = idle && !setup_busy;

  logic [31:0] s0, s1, s42, s43;
  // S[k] at 32k +: 32, part-selected here: a function taking the table would have the
  // simulator copy all 1,408 bits at each call (issue #47).
  assign s0  = keys[0 +: 32];
  assign s1  = keys[32 +: 32];
  assign s42 = keys[32 * 42 +: 32];
  assign s43 = keys[32 * 43 +: 32];

  // ---- A new block, whitened on the way in -------------------------------------------------
  rc6_arch_pkg::token_t entry;
  always_comb begin
    entry         = '0;
    entry.decrypt = cs_pkg::decrypts(Direction, in_decrypt_i);
    entry.state   = rc6_arch_pkg::whiten(cs_word_pkg::from_bytes(in_data_i), entry.decrypt, 1'b0, s0, s1, s42, s43);
  end

  // ---- The loop ----------------------------------------------------------------------------
  // RC6's 20 rounds around cs_round_loop.sv, its tokens flat (cs_pkg), wired to its slices
  // as cs_slice_loop.svh has it.
`include "cs_slice_loop.svh"
  localparam int unsigned TB    = rc6_arch_pkg::TokenBits;
  localparam int unsigned Inner = RegS ? M : 0;
  `CS_SLICE_LOOP_WIRES

  for (genvar u = 0; u < K; u++) begin : gen_slice
    logic [1:0]  valid;
    logic [47:0] tag;
    logic [15:0] round;

    rc6_round_slice #(
      .Direction(Direction),
      .Mul      (Mul),
      .M        (Inner),
      .K        (K),
      .Slice    (u)
    ) u_slice (
      `CS_SLICE_PORTS(u),
      .keys_i       (keys),
      .probe_valid_o(valid),
      .probe_tag_o  (tag),
      .probe_round_o(round)
    );

    // The probes of its M inner registers (the slice has room for two).
    assign inner_valid[InnerW * u +: InnerW]         = valid[InnerW-1:0];
    assign inner_tag[24 * InnerW * u +: 24 * InnerW] = tag[24 * InnerW - 1:0];
    assign inner_round[8 * InnerW * u +: 8 * InnerW] = round[8 * InnerW - 1:0];
    if (InnerW < 2) begin : gen_unused_probe
      logic unused_probe;
      assign unused_probe = ^{valid[1], tag[47:24], round[15:8]};
    end
  end

  // The finished block, whitened on the way out.
  rc6_arch_pkg::token_t held, finished, out_token;
  always_comb begin
    finished = held;
    finished.state = rc6_arch_pkg::whiten(held.state, held.decrypt, 1'b1, s0, s1, s42, s43);
  end

  cs_round_loop #(
    .Width        (TB),
    .RoundBits    (rc6_arch_pkg::RoundBits),
    .Rounds       (rc6_pkg::Rounds),
    .K            (K),
    .EachReg      (EachReg),
    .Inner        (Inner),
    .ExitBuffer   (Linear),
    .Positions    (rc6_arch_pkg::Positions),
    .Position     (rc6_arch_pkg::PositionOut),
    .CountBlocks  (1'b1),
    .CountToOutput(1'b1)  // the exit buffer's blocks are whitened with the table
  ) u_loop (
    `CS_LOOP_PORTS,
    .entry_ok_i   (entry_ok && !key_fire),
    .finished_i   (finished),
    .out_o        (out_token),
    .*  // the core's clock, reset, input, output and probe ports (cs_core_ports.svh)
  );

  assign out_data_o = cs_word_pkg::to_bytes(out_token.state);

  // Inputs and token fields some configurations leave unused.
  logic unused;
  assign unused = ^{key_len_i, key_bank_i, key_i[127:0], in_decrypt_i, in_bank_i, out_token, new_key_len, after};

endmodule
