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
// K = 16 full pipeline would need Serpent's exit buffer, not copied here).
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
// low while any block is in flight, as serpent_core's offline schedule) and a key offered
// holds new blocks back (in_ready_o low while key_valid_i is high). Online schedule:
// twofish_key_setup.sv then runs for 20 cycles (SBoxLogic) or 256 (SBoxTables), with
// key_ready_o and in_ready_o low. Offline: twofish_key_offline.sv, registers with the
// subkeys and S-box key of a build-time key (parameters), overwritten a block per handshake.

module twofish_core #(
  parameter twofish_pkg::key_len_e      KeyLen         = twofish_pkg::KeyLen128,
  parameter twofish_pkg::dir_e          Direction      = twofish_pkg::DirEncrypt,
  parameter twofish_pkg::arch_e         Arch           = twofish_pkg::ArchLoopUnrolled,
  parameter int unsigned                K              = 1,  // LU: rounds a pass; PP, SP: slices
  parameter int unsigned                M              = 0,  // SP: inner registers a round (1)
  parameter twofish_pkg::sbox_e         SBox           = twofish_pkg::SBoxLogic,
  parameter twofish_pkg::key_schedule_e KeySchedule    = twofish_pkg::KeyScheduleOnline,
  parameter logic [1279:0]              OfflineSubkeys = '0,  // K_0..K_3 block on top
  parameter logic [127:0]               OfflineSBoxKey = '0,  // S_0 on top
  // Derived; the generated top level will compute the same count.
  localparam bit          RegS      = Arch == twofish_pkg::ArchSubPipeline && M >= 1,
  localparam bit          EachReg   = Arch != twofish_pkg::ArchLoopUnrolled,
  localparam int unsigned NumStages = EachReg ? K * (RegS ? 2 : 1) : 1
) (
  input  logic                     clk_i,
  input  logic                     rst_ni,

  input  logic                     key_valid_i,
  output logic                     key_ready_o,
  input  logic [255:0]             key_i,
  input  logic [1:0]               key_len_i,
  input  logic [7:0]               key_bank_i,

  input  logic                     in_valid_i,
  output logic                     in_ready_o,
  input  logic [127:0]             in_data_i,
  input  logic [23:0]              in_tag_i,
  input  logic                     in_decrypt_i,
  input  logic [3:0]               in_bank_i,
  input  logic [7:0]               in_slot_i,

  output logic                     out_valid_o,
  input  logic                     out_ready_i,
  output logic [127:0]             out_data_o,
  output logic [23:0]              out_tag_o,
  output logic [7:0]               out_slot_o,

  output logic [NumStages-1:0]     probe_valid_o,
  output logic [NumStages*24-1:0]  probe_tag_o,
  output logic [NumStages*8-1:0]   probe_round_o
);

  localparam bit Online = KeySchedule == twofish_pkg::KeyScheduleOnline;
  localparam logic [1:0] FixedKeyLen = KeyLen == twofish_pkg::KeyLen192 ? 2'd1 :
                                       KeyLen == twofish_pkg::KeyLen256 ? 2'd2 : 2'd0;

  if (!(K == 1 || K == 2 || K == 4 || K == 8) || (RegS && M != 1) || (!RegS && M != 0)) begin : gen_bad_shape
    twofish_core_k_must_be_1_2_4_8_and_m_be_1_for_sp u_error ();
  end
  if (!Online && SBox == twofish_pkg::SBoxTables) begin : gen_bad_keys
    twofish_core_offline_schedule_has_no_table_fill u_error ();
  end

  logic en, load, key_fire, idle, busy;
  assign key_fire = key_valid_i && key_ready_o;

  // ---- Keys ----------------------------------------------------------------------------
  logic [1:0]    new_key_len, store_len, key_len;
  logic [1279:0] subkeys;
  logic [127:0]  gkey;
  logic          tw_en;
  logic [7:0]    tw_addr;
  logic [31:0]   tw_data;
  assign new_key_len = KeyLen == twofish_pkg::KeyLen3in1 ? key_len_i : FixedKeyLen;

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
  end else begin : gen_keys_offline
    twofish_key_offline #(
      .Subkeys(OfflineSubkeys),
      .SBoxKey(OfflineSBoxKey),
      .KeyLen (FixedKeyLen)
    ) u_key_offline (
      .clk_i,
      .rst_ni,
      .write_i      (key_fire),
      .write_index_i(key_bank_i),
      .write_key_i  (key_i[255:128]),
      .write_len_i  (new_key_len),
      .subkeys_o    (subkeys),
      .key_len_o    (store_len),
      .gkey_o       (gkey)
    );
    assign busy    = 1'b0;
    assign tw_en   = 1'b0;
    assign tw_addr = '0;
    assign tw_data = '0;
  end
  // A fixed key length is a constant to the S-boxes, so their other lengths fold away.
  assign key_len = KeyLen == twofish_pkg::KeyLen3in1 ? store_len : FixedKeyLen;

  // Subkeys and S-box tables change only between blocks.
  assign key_ready_o = idle && !busy;

  // ---- A new block: input whitening --------------------------------------------------------
  twofish_arch_pkg::token_t entry;
  logic entry_decrypt;
  assign entry_decrypt = Direction == twofish_pkg::DirDecrypt ? 1'b1 :
                         Direction == twofish_pkg::DirEncrypt ? 1'b0 : in_decrypt_i;
  always_comb begin
    entry = '0;
    entry.valid   = 1'b1;
    entry.tag     = in_tag_i;
    entry.decrypt = entry_decrypt;
    entry.slot    = in_slot_i;
    entry.state   = twofish_pkg::from_bytes(in_data_i) ^ twofish_arch_pkg::entry_whitening(subkeys[255:0], entry_decrypt);
  end

  // ---- The loop ----------------------------------------------------------------------------
  // Tokens between slices as flat vectors, TB bits each: Yosys 0.23 connects no ports to
  // elements of struct arrays. split_var: Verilator would otherwise see one signal through
  // LU-k's chain of slices and report a combinational loop that is not there.
  localparam int unsigned TB = twofish_arch_pkg::TokenBits;
  localparam int unsigned PerSlice = RegS ? 2 : 1;
  logic [K*TB-1:0] slice_in  /* verilator split_var */;
  logic [K*TB-1:0] slice_out /* verilator split_var */;
  logic [K*TB-1:0] after     /* verilator split_var */;  // after slice u's register, if any
  twofish_arch_pkg::token_t head, held, empty;
  assign empty = '0;

  for (genvar u = 0; u < K; u++) begin : gen_slice
    localparam int unsigned Base = u * PerSlice;
    localparam int unsigned Unit = EachReg ? u + 1 : 1;
    logic        sbox_valid;
    logic [23:0] sbox_tag;
    logic [7:0]  sbox_round;

    twofish_round_slice #(
      .Direction(Direction),
      .SBox     (SBox),
      .RegS     (RegS),
      .Unit     (Unit),
      .ProbeBase(Base),
      .K        (K),
      .Slice    (u)
    ) u_slice (
      .clk_i,
      .rst_ni,
      .en_i         (en),
      .token_i      (slice_in[TB * u +: TB]),
      .token_o      (slice_out[TB * u +: TB]),
      .subkeys_i    (subkeys),
      .key_len_i    (key_len),
      .gkey_i       (gkey),
      .tw_en_i      (tw_en),
      .tw_addr_i    (tw_addr),
      .tw_data_i    (tw_data),
      .probe_valid_o(sbox_valid),
      .probe_tag_o  (sbox_tag),
      .probe_round_o(sbox_round)
    );

    if (RegS) begin : gen_sbox_probe
      assign probe_valid_o[Base]          = sbox_valid;
      assign probe_tag_o[24 * Base +: 24] = sbox_tag;
      assign probe_round_o[8 * Base +: 8] = sbox_round;
    end else begin : gen_no_sbox_probe
      logic unused_probe;
      assign unused_probe = ^{sbox_valid, sbox_tag, sbox_round};
    end

    // The register after the round: after every slice in PP and SP, after the last in LU.
    if (EachReg || u == K - 1) begin : gen_reg
      localparam int unsigned Index = EachReg ? Base + PerSlice - 1 : 0;
      twofish_stage_reg #(.Index(Index), .Unit(Unit), .Position(2)) u_reg (
        .clk_i,
        .rst_ni,
        .en_i         (en),
        .d_i          (slice_out[TB * u +: TB]),
        .q_o          (after[TB * u +: TB]),
        .probe_valid_o(probe_valid_o[Index]),
        .probe_tag_o  (probe_tag_o[24 * Index +: 24]),
        .probe_round_o(probe_round_o[8 * Index +: 8])
      );
    end else begin : gen_no_reg
      assign after[TB * u +: TB] = slice_out[TB * u +: TB];
    end

    if (u + 1 < K) begin : gen_next
      assign slice_in[TB * (u + 1) +: TB] = after[TB * u +: TB];
    end
  end

  // Entry and exit at the register after the last slice: a block that has done its 16
  // rounds leaves from it, and one still going goes round again; otherwise the input mux
  // lets a new block into slice 0.
  logic exit_valid, looping;
  assign held       = after[TB * (K - 1) +: TB];
  assign exit_valid = held.valid && held.round == 5'd16;
  assign looping    = held.valid && !exit_valid;
  assign head       = looping ? held : load ? entry : empty;
  assign slice_in[TB-1:0] = head;

  // Everything holds while a finished block waits for the output to take it.
  assign en          = !(exit_valid && !out_ready_i);
  assign out_valid_o = exit_valid;

  // No block in flight, as a register: a count of the blocks in the stages, so the key
  // store's write waits on one flip-flop rather than on an OR of every stage's valid bit.
  localparam int unsigned CountBits = $clog2(NumStages + 1);
  logic [CountBits-1:0] in_flight_q, in_flight_d;
  logic                 idle_q;
  assign in_flight_d = in_flight_q + CountBits'(load) - CountBits'(exit_valid && en);
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      in_flight_q <= '0;
      idle_q      <= 1'b1;
    end else begin
      in_flight_q <= in_flight_d;
      idle_q      <= in_flight_d == '0;
`ifdef VERILATOR
      if (32'(in_flight_q) != 32'($countones(probe_valid_o))) begin
        $fatal(1, "twofish_core: %0d blocks counted in flight, %0d stages valid", in_flight_q, $countones(probe_valid_o));
      end
`endif
    end
  end
  assign idle = idle_q;

  assign in_ready_o = en && !looping && !busy && !key_valid_i;
  assign load       = in_valid_i && in_ready_o;

  // ---- Output whitening and the undo of the last swap --------------------------------------
  logic         out_decrypt;
  logic [127:0] out_state;
  assign out_decrypt = held.decrypt;
  assign out_state   = held.state;
  assign out_data_o  = twofish_pkg::to_bytes(twofish_pkg::swap(out_state) ^
                                             twofish_arch_pkg::exit_whitening(subkeys[255:0], out_decrypt));
  assign out_tag_o   = held.tag;
  assign out_slot_o  = held.slot;

  // Inputs and token fields some configurations leave unused.
  logic unused;
  assign unused = ^{key_len_i, key_bank_i, key_i[127:0], in_decrypt_i, in_bank_i, held.sb, held.round,
                    store_len};

endmodule
