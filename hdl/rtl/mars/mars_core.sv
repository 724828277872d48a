// The MARS core family: the cipher's three layers (8 forward mixing, 16 keyed core, 8 backward
// mixing rounds; mars_round.sv) with one round of each layer, as Dandalis, Prasanna and Rolim
// built it (FPL 2000, Sec. 4.1, Table 1), behind the same ports as rc6_core (hdl/ABI.md, "The
// core every cipher presents"), so the mode wrapper takes it unchanged.
//
// Architectures:
//   ArchIterative   one stage register and one round unit with all three layers: a block
//                   makes 32 passes, 32 cycles a block with or without feedback (Dandalis
//                   et al.: "The encryption time for one block of data was 32 clock cycles")
//   ArchConcurrent  one stage register and one round unit a layer (mix_in, core, mix_out), a
//                   block in each: a block spends 8, 16 and 8 cycles in them and moves on when
//                   the next stage is free, so a stream takes one block every 16 cycles, the
//                   core stage's (their "16 clock cycles for operation modes that allow
//                   concurrent processing"), and a feedback mode still 32
//
// The register sits in front of the round logic: a stage holds a block before its next round,
// and the loop is register, round unit, input mux. That is what lets the S-box live in block
// RAM at no cycle's cost (below). A new block is taken into the first register with its key
// addition done on the way in; a block leaves from the last round unit's output in the cycle
// its register holds it before round 32, with the key subtraction on the way out, and the next
// block takes its place in the same cycle. So the 32 rounds take exactly 32 cycles.
//
// Where the key addition and subtraction sit (they cost no cycle, like rc6_core's whitenings):
//   entry  D[i] += K[i] (decrypting D[i] += K[36+i]) on the input path, before the input mux;
//   exit   D[i] -= K[36+i] (decrypting D[i] -= K[i]) after the last round unit.
// The exit path is thus register, a round (backward mixing), a subtraction: in a feedback
// mode that and the mode's logic and the entry addition make one cycle's path.
//
// The S-box axis (SBox): SBoxLogic reads ROMs in LUTs combinationally; SBoxBram puts every
// port in a block RAM whose address register loads, at the same edge as the stage register,
// the index of the token going in (mars_sbox.sv), so its output in the next cycle is the word
// the round needs. The multiplier axis (Mul): `*` on DSP blocks or an array in LUTs
// (mars_multiply.sv).
//
// Round keys: the expanded key K[0..39] is one table beside the datapath:
//   online   mars_key_setup runs MARS's whole key expansion, the multiplication-key fix
//            included, after a key handshake (245 cycles), on an S-box port of its own, during
//            which key_ready_o is low, and in_ready_o too, except that an encrypting core
//            with S-boxes in logic takes its first block from cycle 224, when every word the
//            block reads will be final by the cycle it reads it (mars_arch_pkg::early_entry,
//            cs_early_entry.sv), as Dandalis et al. ran their key setup beside the core
//            (CHES 2000, Sec. 3);
//   offline  cs_key_store holds the table (OfflineRoundKeys, or loaded one four-word block a
//            handshake, key_bank_i = block 0..9; round-key blocks are written as blocks are:
//            bytes 4p..4p+3 are K[4b+p], least significant byte first, as sim-core's
//            Mars::round_keys gives them).
// Either way the table changes only between blocks: key_ready_o is low until every block in
// flight has left (cs_in_flight.sv, as rc6_core), and no block enters in the cycle a key is
// taken.

module mars_core #(
  parameter cs_pkg::key_len_e      KeyLen           = cs_pkg::KeyLen128,
  parameter cs_pkg::dir_e          Direction        = cs_pkg::DirEncrypt,
  parameter mars_pkg::arch_e         Arch             = mars_pkg::ArchIterative,
  parameter cs_pkg::key_schedule_e KeySchedule      = cs_pkg::KeyScheduleOnline,
  parameter mars_pkg::mul_e          Mul              = mars_pkg::MulStar,
  parameter mars_pkg::sbox_e         SBox             = mars_pkg::SBoxLogic,
  parameter logic [1279:0]           OfflineRoundKeys = '0,  // 10 round-key blocks, block 0 on top
  // Derived; the generated top level will compute the same count.
  localparam int unsigned            BlockBits        = 128,  // its block (cs_core_ports.svh)
  localparam int unsigned            NumStages        = Arch == mars_pkg::ArchConcurrent ? 3 : 1
) (
`include "cs_core_ports.svh"
);

  localparam bit Online = KeySchedule == cs_pkg::KeyScheduleOnline;
  localparam int unsigned KeyBits = mars_pkg::KeyBits;
  // Tokens as flat vectors, TB bits each: Yosys 0.23 connects no ports to elements of struct
  // arrays and resolves no members of struct signals declared inside generate blocks, so the
  // stages read `valid` and `round` by their place in the header (cs_pkg).
  localparam int unsigned TB       = mars_arch_pkg::TokenBits;
  localparam int unsigned ValidBit = cs_pkg::valid_bit(TB);
  localparam int unsigned RoundLsb = cs_pkg::round_lsb(TB, mars_arch_pkg::RoundBits);

  if (KeySchedule == cs_pkg::KeyScheduleBanked) begin : gen_bad_keys
    mars_core_has_no_key_banks u_error ();
  end

  logic load, key_fire, idle, setup_busy, entry_ok;
  assign key_fire = key_valid_i && key_ready_o;

  // ---- The expanded key ----------------------------------------------------------------------
  logic [KeyBits-1:0] keys;
  logic [1:0]         new_key_len;
  assign new_key_len = cs_pkg::new_key_len(KeyLen, key_len_i);

  if (Online) begin : gen_keys_online
    mars_key_setup #(.SBox(SBox)) u_key_setup (
      .clk_i,
      .rst_ni,
      .start_i    (key_fire),
      .key_words_i(mars_pkg::key_words(key_i)),
      .key_len_i  (new_key_len),
      .busy_o     (setup_busy),
      .keys_o     (keys)
    );
    cs_early_entry #(
        .Early(Direction == cs_pkg::DirEncrypt && SBox == mars_pkg::SBoxLogic),
        .From (mars_arch_pkg::early_entry(mars_pkg::MixingRounds, mars_pkg::CoreRounds, mars_pkg::Rounds))
    ) u_entry (
      .clk_i, .rst_ni, .start_i(key_fire), .busy_i(setup_busy), .open_o(entry_ok)
    );
  end else begin : gen_keys_offline
    cs_key_store #(.Blocks(mars_pkg::KeyWords / 4), .RoundKeys(OfflineRoundKeys), .WordTable(1'b1)) u_key_store (
      .keys_o(keys),
      .*  // written on the core's key handshake (cs_core_ports.svh)
    );
    assign setup_busy = 1'b0;
    assign entry_ok   = 1'b1;
  end
  assign key_ready_o = idle && !setup_busy;

  // ---- A new block, its key added on the way in -------------------------------------------
  mars_arch_pkg::token_t entry, empty, finished, out_token;
  assign empty = '0;
  always_comb begin
    entry = '0;
    entry.valid   = 1'b1;
    entry.tag     = in_tag_i;
    entry.decrypt = cs_pkg::decrypts(Direction, in_decrypt_i);
    entry.slot    = in_slot_i;
    entry.state   = mars_arch_pkg::key_entry(cs_word_pkg::from_bytes(in_data_i), entry.decrypt, keys);
  end

  logic finishing;  // the last stage holds a block before round 32: its result is out_token

  if (Arch == mars_pkg::ArchConcurrent) begin : gen_concurrent
    // ---- Three stages, a layer each ---------------------------------------------------------
    // Stage s holds a block before rounds First[s] + 1 .. Last[s]; its finished block moves to
    // stage s + 1 (stage 2's leaves) when that stage is free in the next cycle: empty, or its
    // own block moving on.
    logic [3*TB-1:0] held, next, stepped;
    logic [2:0]      done, cont, en;
    logic [2:0]      move /* verilator split_var */;  // stage s's readiness depends on stage s + 1's
    logic [2:0]      free /* verilator split_var */;
    localparam logic [17:0] LastRound = {6'd31, 6'd23, 6'd7};  // the round before the stage's last

    for (genvar s = 0; s < 3; s++) begin : gen_stage
      logic       valid;
      logic [5:0] round;
      assign valid   = held[TB * s + ValidBit];
      assign round   = held[TB * s + RoundLsb +: 6];
      assign done[s] = valid && round == LastRound[6 * s +: 6];
      assign cont[s] = valid && !done[s];
      assign free[s] = !valid || move[s];
      assign en[s]   = !(done[s] && !move[s]);

      cs_stage_reg #(
        .Width    (TB),
        .RoundBits(mars_arch_pkg::RoundBits),
        .Index    (s),
        .Unit     (0),
        .Positions(mars_arch_pkg::Positions),
        .Position (s + 1),
        .InRound  (1'b1)
      ) u_reg (
        .clk_i,
        .rst_ni,
        .en_i         (en[s]),
        .d_i          (next[TB * s +: TB]),
        .q_o          (held[TB * s +: TB]),
        .probe_valid_o(probe_valid_o[s]),
        .probe_tag_o  (probe_tag_o[24 * s +: 24]),
        .probe_round_o(probe_round_o[8 * s +: 8])
      );

      mars_round #(
        .Direction(Direction),
        .Mul      (Mul),
        .SBox     (SBox),
        .FirstMix (s == 0),
        .Core     (s == 1),
        .LastMix  (s == 2)
      ) u_round (
        .clk_i,
        .en_i   (en[s]),
        .token_i(held[TB * s +: TB]),
        .next_i (next[TB * s +: TB]),
        .keys_i (keys),
        .token_o(stepped[TB * s +: TB])
      );
    end

    assign move[2] = done[2] && out_ready_i;
    assign move[1] = done[1] && free[2];
    assign move[0] = done[0] && free[1];

    assign next[TB-1:0]      = cont[0] ? stepped[TB-1:0] : load ? entry : empty;
    assign next[2*TB-1:TB]   = cont[1] ? stepped[2*TB-1:TB] : move[0] ? stepped[TB-1:0] : empty;
    assign next[3*TB-1:2*TB] = cont[2] ? stepped[3*TB-1:2*TB] : move[1] ? stepped[2*TB-1:TB] : empty;

    assign finishing  = done[2];
    assign finished   = stepped[3*TB-1:2*TB];
    assign in_ready_o = free[0] && entry_ok && !key_fire;
  end else begin : gen_iterative
    // ---- One stage, all three layers ----------------------------------------------------------
    logic [TB-1:0] held, next, stepped;
    logic          valid, cont, en;
    assign valid     = held[ValidBit];
    assign finishing = valid && held[RoundLsb +: 6] == 6'(mars_pkg::Rounds - 1);
    assign cont      = valid && !finishing;
    assign en        = !(finishing && !out_ready_i);  // everything holds while a result waits
    assign next      = cont ? stepped : load ? entry : empty;

    cs_stage_reg #(
      .Width    (TB),
      .RoundBits(mars_arch_pkg::RoundBits),
      .Index    (0),
      .Unit     (0),
      .Positions(mars_arch_pkg::Positions),
      .Position (mars_arch_pkg::PositionLoop),
      .InRound  (1'b1)
    ) u_reg (
      .clk_i,
      .rst_ni,
      .en_i         (en),
      .d_i          (next),
      .q_o          (held),
      .probe_valid_o(probe_valid_o[0]),
      .probe_tag_o  (probe_tag_o[23:0]),
      .probe_round_o(probe_round_o[7:0])
    );

    mars_round #(
      .Direction(Direction),
      .Mul      (Mul),
      .SBox     (SBox),
      .FirstMix (1'b1),
      .Core     (1'b1),
      .LastMix  (1'b1)
    ) u_round (
      .clk_i,
      .en_i   (en),
      .token_i(held),
      .next_i (next),
      .keys_i (keys),
      .token_o(stepped)
    );

    assign finished   = stepped;
    assign in_ready_o = en && !cont && entry_ok && !key_fire;
  end

  // The finished block, its key subtracted on the way out.
  always_comb begin
    out_token = finished;
    out_token.state = mars_arch_pkg::key_exit(finished.state, finished.decrypt, keys);
  end
  assign out_valid_o = finishing;

  // No block in flight (cs_in_flight.sv), so the table's write waits on one flip-flop.
  cs_in_flight #(.MaxBlocks(NumStages + 1), .NumStages(NumStages)) u_in_flight (
    .clk_i,
    .rst_ni,
    .enter_i      (load),
    .leave_i      (out_valid_o && out_ready_i),
    .stage_valid_i(probe_valid_o),
    .idle_o       (idle)
  );

  assign load       = in_valid_i && in_ready_o;
  assign out_data_o = cs_word_pkg::to_bytes(out_token.state);
  assign out_tag_o  = out_token.tag;
  assign out_slot_o = out_token.slot;

  // Inputs and token fields some configurations leave unused.
  logic unused;
  assign unused = ^{key_len_i, key_bank_i, key_i[127:0], in_decrypt_i, in_bank_i, out_token, new_key_len};

endmodule
