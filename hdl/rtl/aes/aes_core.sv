// The AES core family: one datapath of K round slices (aes_round_slice.sv) whose
// registers, S-boxes, key schedule and direction are parameters. Every configuration of
// the registry is one choice of parameters; the interface is the same for all
// (hdl/ABI.md).
//
// Architectures (Elbirt et al., AES3 2000):
//   LU-k  one register after k rounds computed combinationally; Nr/k + 1 cycles a block
//   PP-k  k round slices, each ending in a register, in a loop
//   SP-k-m PP-k with m more registers in each round (aes_round_slice.sv places them)
// Blocks enter and leave the loop at the register after the last slice: a new block takes
// one pass as "round 0", the initial AddRoundKey, and a finished block leaves from the same
// register, so k blocks share Nr + 1 register passes (PP-5: 11 / 5 = 2.2 cycles a block,
// Table 2). When k = Nr the datapath is a full pipeline instead: an input register of its
// own for round 0, then Nr slices, one block per clock (Swankoski et al. 2005). LU-k keeps
// its single register for any k. In a full pipeline slice u always runs round u, so its
// round is a constant too (aes_token_pin.sv), and the pipeline advances on a register of
// its exit buffer (cs_exit_buffer.sv) instead of on logic of the output's ready.
//
// With a block-RAM or pipelined composite-field S-box, the S-box's registers stand in for
// the register after AddRoundKey in LU-1 and PP-k (Chodowiec et al.'s basic iterative core
// uses the block RAM's register R1 as its only register): the loop's entry and exit then
// sit before the S-boxes, and a pass of the loop is Nr cycles, not Nr + 1.

module aes_core #(
  parameter cs_pkg::key_len_e      KeyLen           = cs_pkg::KeyLen128,
  parameter cs_pkg::dir_e          Direction        = cs_pkg::DirEncrypt,
  parameter cs_pkg::arch_e         Arch             = cs_pkg::ArchLoopUnrolled,
  parameter int unsigned            K                = 1,  // LU: rounds per pass; PP, SP: slices
  parameter int unsigned            M                = 0,  // SP: inner registers per round (1..3)
  parameter aes_pkg::sbox_impl_e    SBoxImpl         = aes_pkg::SBoxLut,
  parameter cs_pkg::key_schedule_e KeySchedule      = cs_pkg::KeyScheduleOnline,
  parameter logic [1919:0]          OfflineRoundKeys = '0,  // offline schedule: keys 0..14
  parameter int unsigned            NumBanks         = 16,  // banked schedule
  // Derived; the generated top level (hdl/cores.mjs) and sim-core compute the same count.
  localparam int unsigned MaxRounds   = KeyLen == cs_pkg::KeyLen128 ? 10 : KeyLen == cs_pkg::KeyLen192 ? 12 : 14,
  localparam bit          Linear      = Arch != cs_pkg::ArchLoopUnrolled && K == MaxRounds &&
                                        KeyLen != cs_pkg::KeyLen3in1,
  localparam int unsigned SBoxLatency = SBoxImpl == aes_pkg::SBoxBram ? 1 :
                                        SBoxImpl == aes_pkg::SBoxCompositePipelined ? 5 : 0,
  localparam bit          RegA        = Arch == cs_pkg::ArchSubPipeline && M >= 1,
  localparam bit          RegC        = Arch == cs_pkg::ArchSubPipeline && M >= 2,
  localparam bit          RegB        = Arch == cs_pkg::ArchSubPipeline && M >= 3,
  localparam bit          RegE        = !(SBoxLatency > 0 && Arch != cs_pkg::ArchSubPipeline),
  localparam int unsigned SliceRegs   = (SBoxLatency > 0 ? SBoxLatency : (RegA ? 1 : 0)) +
                                        (RegB ? 1 : 0) + (RegC ? 1 : 0),
  localparam bit          EachE       = RegE && Arch != cs_pkg::ArchLoopUnrolled,
  localparam int unsigned BlockBits   = 128,  // its block (cs_core_ports.svh)
  localparam int unsigned NumStages   = (Linear ? 1 : 0) + K * SliceRegs +
                                        (RegE ? (EachE ? K : 1) : 0)
) (
`include "cs_core_ports.svh"
);

  localparam bit Online  = KeySchedule == cs_pkg::KeyScheduleOnline;
  localparam bit Banked  = KeySchedule == cs_pkg::KeyScheduleBanked;
  localparam bit ThreeIn1 = KeyLen == cs_pkg::KeyLen3in1;
  localparam logic [1:0] FixedKeyLen = cs_pkg::key_len_code(KeyLen);
  localparam int unsigned NumReads = K + 1;  // the initial AddRoundKey and each slice's

  // A token has done all its rounds.
  function automatic logic done(input logic [3:0] round, input logic [1:0] key_len);
    done = round == aes_arch_pkg::rounds_of(key_len);
  endfunction

  logic [NumStages*4-1:0] stage_bank;

  // The core's ports are every cipher's (hdl/ABI.md): an 8-bit key bank or round-key index,
  // of which AES's 16 banks and 15 round keys use 4.
  logic [3:0] key_bank;
  assign key_bank = key_bank_i[3:0];
  logic en, load, key_fire;

  // ---- Keys ----------------------------------------------------------------------------
  logic [NumReads*4-1:0]   read_bank, read_index;
  logic [NumReads*128-1:0] read_key;
  logic [255:0] key_q;
  logic [1:0]   key_len_q, entry_key_len, bank_len;
  logic         setup_busy;
  logic [255:0] setup_window;
  logic         key_ok;
  logic         idle;  // no block in flight (offline schedule; see gen_idle below)

  assign key_fire = key_valid_i && key_ready_o;

  logic [1:0] new_key_len;
  assign new_key_len = cs_pkg::new_key_len(KeyLen, key_len_i);

  // The key setup, for online decryption, which starts from round key Nr (Dandalis et al.),
  // and for the banks it fills while blocks of other banks go on (Chodowiec et al.).
  logic         setup_write;
  logic [3:0]   setup_index;
  logic [127:0] setup_key;
  if (Banked || (Online && Direction != cs_pkg::DirEncrypt)) begin : gen_setup
    aes_key_setup #(.SBoxImpl(SBoxImpl)) u_key_setup (
      .clk_i,
      .rst_ni,
      .start_i      (key_fire),
      .key_i,
      .key_len_i    (new_key_len),
      .busy_o       (setup_busy),
      .window_o     (setup_window),
      .write_o      (setup_write),
      .write_index_o(setup_index),
      .write_key_o  (setup_key)
    );
  end else begin : gen_no_setup
    assign setup_busy   = 1'b0;
    assign setup_window = '0;
    assign setup_write  = 1'b0;
    assign setup_index  = '0;
    assign setup_key    = '0;
  end

  if (Online) begin : gen_keys_online
    // The cipher key for blocks that start now; each block then carries its own window.
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        key_q     <= '0;
        key_len_q <= FixedKeyLen;
      end else if (key_fire) begin
        key_q     <= key_i;
        key_len_q <= new_key_len;
      end
    end
    assign key_ready_o   = !setup_busy;
    assign key_ok        = !setup_busy;
    assign entry_key_len = key_len_q;
    assign bank_len      = '0;
    assign read_key      = '0;
  end else if (Banked) begin : gen_keys_banked
    logic [3:0] setup_bank_q;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) setup_bank_q <= '0;
      else if (key_fire) setup_bank_q <= key_bank;
    end
    aes_key_banks #(.NumBanks(NumBanks), .NumReads(NumReads)) u_key_banks (
      .clk_i,
      .rst_ni,
      .write_i      (setup_write),
      .write_bank_i (key_fire ? key_bank : setup_bank_q),
      .write_index_i(setup_index),
      .write_key_i  (setup_key),
      .len_write_i  (key_fire),
      .len_i        (new_key_len),
      .read_bank_i  (read_bank),
      .read_index_i (read_index),
      .read_key_o   (read_key),
      .len_bank_i   (in_bank_i),
      .len_o        (bank_len)
    );
    // A bank is rewritten only when no block in flight uses it; blocks of the bank being
    // expanded wait, blocks of other banks go on (Chodowiec et al.).
    logic bank_in_use;
    always_comb begin
      bank_in_use = 1'b0;
      for (int s = 0; s < NumStages; s++) begin
        if (probe_valid_o[s] && stage_bank[4 * s +: 4] == key_bank) bank_in_use = 1'b1;
      end
    end
    assign key_ready_o   = !setup_busy && !bank_in_use;
    assign key_ok        = !(setup_busy && setup_bank_q == in_bank_i);
    assign entry_key_len = ThreeIn1 ? bank_len : FixedKeyLen;
    assign key_q         = '0;
    assign key_len_q     = '0;
  end else begin : gen_keys_offline
    // Round keys 0..14 as written (cs_key_store.sv), key 0 in [1919:1792]; each slice reads
    // the one of its round.
    logic [1919:0] keys;
    cs_key_store #(.Blocks(15), .RoundKeys(OfflineRoundKeys)) u_key_store (
      .keys_o(keys),
      .*  // written on the core's key handshake (cs_core_ports.svh)
    );
    for (genvar p = 0; p < NumReads; p++) begin : gen_read
      assign read_key[128 * p +: 128] = keys[1919 - 128 * read_index[4 * p +: 4] -: 128];
    end
    // Round keys change only between blocks.
    assign key_ready_o   = idle;
    assign key_ok        = 1'b1;
    assign entry_key_len = FixedKeyLen;
    assign bank_len      = '0;
    assign key_q         = '0;
    assign key_len_q     = '0;
  end

  // ---- A new block: the initial AddRoundKey ("round 0") --------------------------------
  aes_arch_pkg::token_t entry;
  logic   entry_decrypt;
  logic [127:0] pre_key;
  assign entry_decrypt = cs_pkg::decrypts(Direction, in_decrypt_i);
  assign read_bank[3:0]  = in_bank_i;
  assign read_index[3:0] = entry_decrypt ? aes_arch_pkg::rounds_of(entry_key_len) : 4'd0;
  assign pre_key = !Online ? read_key[127:0] : entry_decrypt ? setup_window[127:0] : key_q[255:128];

  always_comb begin
    entry = '0;
    entry.valid   = 1'b1;
    entry.tag     = in_tag_i;
    entry.decrypt = entry_decrypt;
    entry.key_len = entry_key_len;
    entry.bank    = Banked ? in_bank_i : 4'd0;
    entry.slot    = in_slot_i;
    entry.state   = in_data_i ^ pre_key;
    if (Online) entry.window = entry_decrypt ? setup_window : aes_arch_pkg::key_window(key_q, key_len_q);
  end

  // A full pipeline's input register takes the entry's data on every advance, and only
  // `valid` says whether a block came in: clearing the data on no load would make a
  // synchronous reset of 600-odd flip-flops from in_ready_o, the pipeline's slowest path on
  // ECP5 (nextpnr). Declared here: Yosys 0.23 cannot assign a struct member in a generate block.
  aes_arch_pkg::token_t in_d;
  always_comb begin
    in_d       = entry;
    in_d.valid = load;
  end

  // ---- The slices --------------------------------------------------------------------------
  // Tokens between slices as flat vectors, TB bits each: Yosys 0.23 connects no ports to
  // elements of struct arrays. split_var: Verilator would otherwise see one signal through
  // LU-k's chain of slices and report a combinational loop that is not there.
  localparam int unsigned TB = aes_arch_pkg::TokenBits;
  logic [K*TB-1:0] slice_in  /* verilator split_var */;
  logic [K*TB-1:0] slice_out /* verilator split_var */;
  logic [K*TB-1:0] exit_at;  // the token leaving at boundary u, or 0
  logic [K-1:0]    free, load_at, exiting;
  aes_arch_pkg::token_t in_q, exit_token;
  logic slot_free, exit_valid;

  localparam int unsigned InBase = Linear ? 1 : 0;
  localparam int unsigned PerSlice = SliceRegs + (EachE ? 1 : 0);

  // A boundary closes a round slice: blocks may enter and leave there (rings only). LU-k
  // has one, after its last slice; PP and SP have one after every slice, so a new block
  // takes whichever round register is free and leaves from the one it finishes in, which
  // keeps every register busy (PP-k: (Nr + 1) / k cycles a block, Elbirt et al. Table 2).
  function automatic logic boundary(input int unsigned u);
    boundary = Arch != cs_pkg::ArchLoopUnrolled || u == K - 1;
  endfunction

  // One load a cycle, at the first free boundary.
  always_comb begin
    load_at = '0;
    for (int u = 0; u < K; u++) begin
      if (load && free[u] && load_at == '0) load_at[u] = 1'b1;
    end
  end

  for (genvar u = 0; u < K; u++) begin : gen_slice
    localparam int unsigned Base = InBase + u * PerSlice;
    localparam int unsigned Width = SliceRegs > 0 ? SliceRegs : 1;
    logic [Width-1:0]    valid;
    logic [Width*24-1:0] tag;
    logic [Width*8-1:0]  round;
    logic [Width*4-1:0]  bank;

    aes_round_slice #(
      .KeyLen     (KeyLen),
      .SBoxImpl   (SBoxImpl),
      .Direction  (Direction),
      .KeySchedule(KeySchedule),
      .RegA       (RegA),
      .RegB       (RegB),
      .RegC       (RegC),
      .Unit       (Arch == cs_pkg::ArchLoopUnrolled ? 1 : u + 1),
      .ProbeBase  (Base),
      .FixedRound (Linear ? u : -1)
    ) u_slice (
      .clk_i,
      .rst_ni,
      .en_i         (en),
      .token_i      (slice_in[TB * u +: TB]),
      .token_o      (slice_out[TB * u +: TB]),
      .key_bank_o   (read_bank[4 * (u + 1) +: 4]),
      .key_index_o  (read_index[4 * (u + 1) +: 4]),
      .key_i        (read_key[128 * (u + 1) +: 128]),
      .probe_valid_o(valid),
      .probe_tag_o  (tag),
      .probe_round_o(round),
      .stage_bank_o (bank)
    );

    if (SliceRegs > 0) begin : gen_probes
      assign probe_valid_o[Base +: SliceRegs]         = valid;
      assign probe_tag_o[24 * Base +: 24 * SliceRegs] = tag;
      assign probe_round_o[8 * Base +: 8 * SliceRegs] = round;
      assign stage_bank[4 * Base +: 4 * SliceRegs]    = bank;
    end else begin : gen_no_probes
      logic unused_probes;
      assign unused_probes = ^{valid, tag, round, bank};
    end

    // The end of the slice: move on, or enter and leave the loop (aes_loop_boundary.sv).
    localparam int unsigned Next  = (u + 1) % K;
    localparam int unsigned Kind  = Linear || !boundary(u) ? 0 : (RegE ? 1 : 2);
    localparam bit          Reg   = RegE && (EachE || u == K - 1);
    localparam int unsigned Index = EachE ? Base + SliceRegs : InBase + K * SliceRegs;
    logic                   probe_valid;
    logic [23:0]            probe_tag;
    logic [7:0]             probe_round;
    logic [3:0]             probe_bank;
    aes_arch_pkg::token_t   next, leaving;

    aes_loop_boundary #(
      .Kind  (Kind),
      .HasReg(Reg),
      .Last  (Linear && u == K - 1),
      .Index (Index),
      .Unit  (Arch == cs_pkg::ArchLoopUnrolled ? 1 : u + 1)
    ) u_boundary (
      .clk_i,
      .rst_ni,
      .en_i         (en),
      .out_i        (slice_out[TB * u +: TB]),
      .entry_i      (entry),
      .load_i       (load_at[u]),
      .next_o       (next),
      .exit_o       (leaving),
      .exiting_o    (exiting[u]),
      .free_o       (free[u]),
      .probe_valid_o(probe_valid),
      .probe_tag_o  (probe_tag),
      .probe_round_o(probe_round),
      .bank_o       (probe_bank)
    );

    if (Reg) begin : gen_ark_probe
      assign probe_valid_o[Index]         = probe_valid;
      assign probe_tag_o[24 * Index +: 24] = probe_tag;
      assign probe_round_o[8 * Index +: 8] = probe_round;
      assign stage_bank[4 * Index +: 4]    = probe_bank;
    end else begin : gen_no_ark_probe
      logic unused_probe;
      assign unused_probe = ^{probe_valid, probe_tag, probe_round, probe_bank};
    end

    assign exit_at[TB * u +: TB] = leaving;
    if (u + 1 < K || Kind != 0) begin : gen_next
      assign slice_in[TB * Next +: TB] = next;
    end else begin : gen_last
      logic unused_next;
      assign unused_next = ^next;
    end
  end

  // ---- Entry and exit ----------------------------------------------------------------------
  if (Linear) begin : gen_linear
    // A full pipeline: round 0 in an input register of its own, one block per clock.
    cs_stage_reg #(
      .Width    (TB),
      .RoundBits(aes_arch_pkg::RoundBits),
      .Index    (0),
      .Unit     (0),
      .Positions(aes_arch_pkg::Positions),
      .Position (aes_arch_pkg::PositionIn)
    ) u_in (
      .clk_i,
      .rst_ni,
      .en_i         (en),
      .d_i          (in_d),
      .q_o          (in_q),
      .probe_valid_o(probe_valid_o[0]),
      .probe_tag_o  (probe_tag_o[23:0]),
      .probe_round_o(probe_round_o[7:0])
    );
    assign stage_bank[3:0] = in_q[aes_arch_pkg::BankLsb +: 4];
    assign slice_in[TB-1:0] = in_q;
    assign exit_token = exit_at[TB * (K - 1) +: TB];
    assign exit_valid = exiting[K - 1];
    assign slot_free  = 1'b1;
    logic unused_ring;
    assign unused_ring = ^{exit_at[TB * (K - 1) - 1:0], exiting[K - 1 - 1:0], free};
  end else begin : gen_ring
    // Blocks enter at free boundaries and leave from the boundary they finish at; a block
    // finishes Nr rounds after it entered, at the boundary it entered, and blocks enter
    // one a cycle, so at most one leaves a cycle.
    always_comb begin
      exit_token = '0;
      for (int u = 0; u < K; u++) exit_token = exit_token | exit_at[TB * u +: TB];
    end
    assign exit_valid = |exiting;
    assign slot_free  = |free;
    assign in_q       = '0;
  end

  // Everything holds while a finished block waits for the output, except in a full pipeline,
  // which advances on a register of its exit buffer, not on logic of out_ready_i.
  aes_arch_pkg::token_t out_token;
  cs_exit_buffer #(.Width(TB), .Buffered(Linear)) u_exit (
    .clk_i,
    .rst_ni,
    .en_o        (en),
    .exit_valid_i(exit_valid),
    .exit_i      (exit_token),
    .out_valid_o,
    .out_ready_i,
    .out_o       (out_token)
  );
  if (KeySchedule == cs_pkg::KeyScheduleOffline) begin : gen_idle
    // No block in flight (cs_in_flight.sv): the round keys' write waits on one flip-flop.
    cs_in_flight #(.MaxBlocks(NumStages), .NumStages(NumStages), .CheckStages(1'b1)) u_in_flight (
      .clk_i,
      .rst_ni,
      .enter_i      (load),
      .leave_i      (exit_valid && en),
      .stage_valid_i(probe_valid_o),
      .idle_o       (idle)
    );
  end else begin : gen_no_idle
    assign idle = 1'b0;
  end
  assign in_ready_o  = en && slot_free && key_ok;
  assign load        = in_valid_i && in_ready_o;
  assign out_data_o  = out_token.state;
  assign out_tag_o   = out_token.tag;
  assign out_slot_o  = out_token.slot;

  // Inputs and token fields some configurations leave unused.
  logic unused;
  assign unused = ^{key_len_i, key_bank_i, key_bank, in_decrypt_i, in_bank_i, key_i, out_token, in_q,
                    stage_bank, key_q, key_len_q, bank_len, setup_window, read_key, read_bank, read_index,
                    setup_busy, setup_write, setup_index, setup_key, new_key_len, in_d, idle, key_fire};

endmodule
