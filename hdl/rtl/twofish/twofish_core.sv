// The Twofish core family: one datapath of K round slices (twofish_round_slice.sv) whose
// registers, key-dependent S-boxes, key schedule and direction are parameters, behind the
// same ports as serpent_core (hdl/ABI.md, "The core every cipher presents").
//
// Architectures (Elbirt et al., AES3 2000, Sec. 4 and 5.4, Tables 2-3):
//   LU-k   k rounds combinationally, then one register: 16/k cycles a block
//   PP-k   k round slices, each ending in a register, in a loop: k blocks in flight,
//          16/k cycles a block without feedback, 16 with
//   SP-k-1 PP-k with a second register in each round, after the key-dependent S-boxes:
//          2k blocks in flight, 16/k cycles a block without feedback, 32 with
// K is 1, 2, 4 or 8 (Elbirt: a Twofish round is too large to unroll or pipeline fully; a
// K = 16 full pipeline would take the loop's exit buffer, cs_round_loop's ExitBuffer).
//
// Where the whitening sits: input whitening is an XOR in the input mux's entry path, in
// front of slice 0 (a block enters straight into round 1 with P ^ K_0..K_3 in the same cycle
// as it is taken); output whitening and the undo of the last swap are an XOR on the output
// port, after the register after the last slice (out_data_o = swap(Z) ^ K_4..K_7, in the
// cycle the finished block sits there). Neither costs a cycle: a block makes exactly 16
// register passes (32 in SP-k-1), as Elbirt's Table 2 counts for Twofish (LU-1: 16 cycles).
// Decryption uses the same two places with the other whitening words (twofish_arch_pkg).
// A finished block leaves from the register after the last slice in the same cycle as the
// next block takes its place at slice 0.
//
// Key-dependent S-boxes (SBox, twofish_g.sv): SBoxLogic computes them from q0/q1 and the
// S-box key every cycle; SBoxTables looks them up in four 256-byte tables per slice that the
// key setup fills (block RAM in SP-k-1, whose inner register is the RAM's read register).
//
// Keys: the subkeys K_0..K_39, the S-box key and the key length are one store, shared by
// every block in flight, so a key handshake waits until the datapath is empty (key_ready_o
// low while any block is in flight, cs_in_flight.sv) and a key offered
// holds new blocks back (in_ready_o low while key_valid_i is high). Online schedule:
// twofish_key_setup.sv then runs for 20 cycles (SBoxLogic) or 256 (SBoxTables), with
// key_ready_o low, and in_ready_o too except that an encrypting SBoxLogic core takes its first
// block from the cycle cs_pkg::early_entry gives (Dandalis et al., CHES 2000, Sec. 3: the key
// setup runs beside the rounds). Offline: cs_key_store.sv, registers with the subkeys and
// S-box key of a build-time key (parameters), overwritten a block per handshake.

module twofish_core #(
  parameter cs_pkg::key_len_e      KeyLen         = cs_pkg::KeyLen128,
  parameter cs_pkg::dir_e          Direction      = cs_pkg::DirEncrypt,
  parameter cs_pkg::arch_e         Arch           = cs_pkg::ArchLoopUnrolled,
  parameter int unsigned                K              = 1,  // LU: rounds a pass; PP, SP: slices
  parameter int unsigned                M              = 0,  // SP: inner registers a round (1)
  parameter twofish_pkg::sbox_e         SBox           = twofish_pkg::SBoxLogic,
  parameter cs_pkg::key_schedule_e KeySchedule    = cs_pkg::KeyScheduleOnline,
  parameter logic [1279:0]              OfflineSubkeys = '0,  // K_0..K_3 block on top
  parameter logic [127:0]               OfflineSBoxKey = '0,  // S_0 on top
  // Derived; the generated top level will compute the same count.
  localparam bit          RegS      = Arch == cs_pkg::ArchSubPipeline && M >= 1,
  localparam bit          EachReg   = Arch != cs_pkg::ArchLoopUnrolled,
  localparam int unsigned BlockBits = 128,  // its block (cs_core_ports.svh)
  localparam int unsigned NumStages = EachReg ? K * (RegS ? 2 : 1) : 1
) (
`include "cs_core_ports.svh"
);

  localparam bit Online = KeySchedule == cs_pkg::KeyScheduleOnline;
  localparam logic [1:0] FixedKeyLen = cs_pkg::key_len_code(KeyLen);

  if (!(K == 1 || K == 2 || K == 4 || K == 8) || (RegS && M != 1) || (!RegS && M != 0)) begin : gen_bad_shape
    twofish_core_k_must_be_1_2_4_8_and_m_be_1_for_sp u_error ();
  end
  if (KeySchedule == cs_pkg::KeyScheduleBanked || (!Online && SBox == twofish_pkg::SBoxTables)) begin : gen_bad_keys
    twofish_core_has_no_key_banks_and_offline_no_table_fill u_error ();
  end

  logic en, key_fire, idle, busy, entry_ok;
  assign key_fire = key_valid_i && key_ready_o;

  // ---- Keys ----------------------------------------------------------------------------
  logic [1:0]    new_key_len, store_len, key_len;
  logic [1279:0] subkeys;
  logic [127:0]  gkey;
  logic          tw_en;
  logic [7:0]    tw_addr;
  logic [31:0]   tw_data;
  assign new_key_len = cs_pkg::new_key_len(KeyLen, key_len_i);

  if (Online) begin : gen_keys_online
    twofish_key_setup #(.SBox(SBox)) u_key_setup (
      .clk_i,
      .rst_ni,
      .start_i  (key_fire),
      .key_i,
      .key_len_i(new_key_len),
      .busy_o   (busy),
      .subkeys_o(subkeys),
      .key_len_o(store_len),
      .gkey_o   (gkey),
      .tw_en_o  (tw_en),
      .tw_addr_o(tw_addr),
      .tw_data_o(tw_data)
    );
    cs_early_entry #(
        .Early(Direction == cs_pkg::DirEncrypt && SBox == twofish_pkg::SBoxLogic),
        .From (cs_pkg::early_entry(twofish_pkg::EntryKeysAt, twofish_pkg::RoundOneAt, twofish_pkg::ExitKeysAt,
                                   twofish_pkg::Rounds, Arch, K, RegS ? 2 : 1))
    ) u_entry (
      .clk_i, .rst_ni, .start_i(key_fire), .busy_i(busy), .open_o(entry_ok)
    );
  end else begin : gen_keys_offline
    // The subkeys and the S-box key as one store of eleven blocks (cs_key_store.sv), written
    // a block a handshake (key_bank_i): 0..9 subkeys K_4b..K_4b+3, 10 the S-box key S_0..S_3
    // (S_k.. zero for short keys), each as a block is written (bytes 4p..4p+3 are word p,
    // least significant byte first). As words: K_i in bits 32i +: 32, S_k in 1280 + 32k +: 32.
    // Block 10 also sets the key length from key_len_i (0, 1, 2), which sets g's number of q
    // stages. SBoxLogic only: tables would need twofish_key_setup.sv's fill.
    logic [1407:0] words;
    logic [1:0]    len_q;
    cs_key_store #(.Blocks(11), .RoundKeys({OfflineSubkeys, OfflineSBoxKey}), .WordTable(1'b1)) u_key_store (
      .keys_o(words),
      .*  // written on the core's key handshake (cs_core_ports.svh)
    );
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) len_q <= FixedKeyLen;
      else if (key_fire && key_bank_i == 8'd10) len_q <= new_key_len;
    end
    assign subkeys   = words[1279:0];
    assign store_len = len_q;
    assign gkey      = twofish_pkg::g_key(words[1407:1280], len_q);  // L_i = S_{k-1-i} in bits 32i +: 32
    assign busy    = 1'b0;
    assign entry_ok   = 1'b1;
    assign tw_en   = 1'b0;
    assign tw_addr = '0;
    assign tw_data = '0;
  end
  // A fixed key length is a constant to the S-boxes, so their other lengths fold away.
  assign key_len = KeyLen == cs_pkg::KeyLen3in1 ? store_len : FixedKeyLen;

  // Subkeys and S-box tables change only between blocks.
  assign key_ready_o = idle && !busy;

  // ---- A new block: input whitening --------------------------------------------------------
  twofish_arch_pkg::token_t entry;
  always_comb begin
    entry         = '0;
    entry.decrypt = cs_pkg::decrypts(Direction, in_decrypt_i);
    entry.state   = cs_word_pkg::from_bytes(in_data_i) ^ twofish_arch_pkg::entry_whitening(subkeys[255:0], entry.decrypt);
  end

  // ---- The loop ----------------------------------------------------------------------------
  // Twofish's 16 rounds around cs_round_loop.sv, its tokens flat (cs_pkg), wired to its
  // slices as cs_slice_loop.svh has it.
`include "cs_slice_loop.svh"
  localparam int unsigned TB    = twofish_arch_pkg::TokenBits;
  localparam int unsigned Inner = RegS ? 1 : 0;
  `CS_SLICE_LOOP_WIRES

  for (genvar u = 0; u < K; u++) begin : gen_slice
    twofish_round_slice #(
      .Direction(Direction),
      .SBox     (SBox),
      .RegS     (RegS),
      .K        (K),
      .Slice    (u)
    ) u_slice (
      `CS_SLICE_PORTS(u),
      .subkeys_i    (subkeys),
      .key_len_i    (key_len),
      .gkey_i       (gkey),
      .tw_en_i      (tw_en),
      .tw_addr_i    (tw_addr),
      .tw_data_i    (tw_data),
      .probe_valid_o(inner_valid[u]),
      .probe_tag_o  (inner_tag[24 * u +: 24]),
      .probe_round_o(inner_round[8 * u +: 8])
    );
  end

  twofish_arch_pkg::token_t held, unused_out;
  cs_round_loop #(
    .Width      (TB),
    .RoundBits  (twofish_arch_pkg::RoundBits),
    .Rounds     (twofish_pkg::Rounds),
    .K          (K),
    .EachReg    (EachReg),
    .Inner      (Inner),
    .Positions  (twofish_arch_pkg::Positions),
    .Position   (twofish_arch_pkg::PositionF),
    .CountBlocks(1'b1)
  ) u_loop (
    `CS_LOOP_PORTS,
    .entry_ok_i   (entry_ok && !key_valid_i),
    .finished_i   (held),
    .out_o        (unused_out),
    .*  // the core's clock, reset, input, output and probe ports (cs_core_ports.svh)
  );

  // ---- Output whitening and the undo of the last swap --------------------------------------
  logic         out_decrypt;
  logic [127:0] out_state;
  assign out_decrypt = held.decrypt;
  assign out_state   = held.state;
  assign out_data_o  = cs_word_pkg::to_bytes(twofish_pkg::swap(out_state) ^
                                             twofish_arch_pkg::exit_whitening(subkeys[255:0], out_decrypt));

  // Inputs and token fields some configurations leave unused.
  logic unused;
  assign unused = ^{key_len_i, key_bank_i, key_i[127:0], in_decrypt_i, in_bank_i, held.sb, held.round,
                    store_len, after, unused_out};

endmodule
