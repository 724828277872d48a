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
// the last slice in the same cycle as the next block takes its place at slice 0. So the
// loop has one entry and one exit, and every slice u always runs rounds r = u (mod K):
// with K a multiple of 8, each slice has its own fixed S-box (serpent_token_pin.sv).
//
// Key changes: with the online schedule each block carries its own prekey window, so a new
// key never reaches blocks already in flight; decryption first expands the key (33
// cycles, serpent_key_setup.sv), during which key_ready_o and in_ready_o are low. With the
// offline schedule the round keys are shared registers: key_ready_o is low until every
// block in flight has left, as in aes_core.

module serpent_core #(
  parameter serpent_pkg::key_len_e      KeyLen           = serpent_pkg::KeyLen128,
  parameter serpent_pkg::dir_e          Direction        = serpent_pkg::DirEncrypt,
  parameter serpent_pkg::arch_e         Arch             = serpent_pkg::ArchLoopUnrolled,
  parameter int unsigned                K                = 1,  // LU: rounds a pass; PP, SP: slices
  parameter int unsigned                M                = 0,  // SP: inner registers a round (1)
  parameter serpent_pkg::key_schedule_e KeySchedule      = serpent_pkg::KeyScheduleOnline,
  parameter logic [4223:0]              OfflineRoundKeys = '0,  // K_0..K_32, K_0 on top
  // Derived; the generated top level and sim-core compute the same count.
  localparam bit          RegS      = Arch == serpent_pkg::ArchSubPipeline && M >= 1,
  localparam bit          EachReg   = Arch != serpent_pkg::ArchLoopUnrolled,
  localparam bit          Linear    = EachReg && K == serpent_pkg::Rounds,
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

  localparam bit Online = KeySchedule == serpent_pkg::KeyScheduleOnline;
  localparam logic [1:0] FixedKeyLen = KeyLen == serpent_pkg::KeyLen192 ? 2'd1 :
                                       KeyLen == serpent_pkg::KeyLen256 ? 2'd2 : 2'd0;

  // K divides the 32 rounds (1, 2, 4, 8, 16, 32); SP has one inner register.
  if (K == 0 || serpent_pkg::Rounds % K != 0 || (RegS && M != 1) || (!RegS && M != 0)) begin : gen_bad_shape
    serpent_core_k_must_divide_32_and_m_be_1_for_sp u_error ();
  end

  logic en, load, key_fire, idle;
  assign key_fire = key_valid_i && key_ready_o;

  // ---- Keys ----------------------------------------------------------------------------
  logic [1:0]   new_key_len;
  logic [255:0] padded;
  assign new_key_len = KeyLen == serpent_pkg::KeyLen3in1 ? key_len_i : FixedKeyLen;
  assign padded = serpent_pkg::pad_key(key_i, new_key_len);

  logic [255:0] enc_window, dec_window;
  logic [127:0] enc_rk, dec_rk;
  logic         key_ok;
  logic [K*6-1:0]   read_index;
  logic [K*128-1:0] read_key;
  logic [127:0]     last_key;

  if (Online) begin : gen_keys_online
    logic setup_busy;
    if (Direction != serpent_pkg::DirDecrypt) begin : gen_enc_key
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
    if (Direction != serpent_pkg::DirEncrypt) begin : gen_dec_key
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
    serpent_key_offline #(.RoundKeys(OfflineRoundKeys), .NumReads(K)) u_key_offline (
      .clk_i,
      .rst_ni,
      .write_i      (key_fire),
      .write_index_i(key_bank_i),
      .write_key_i  (key_i[255:128]),
      .read_index_i (read_index),
      .read_key_o   (read_key),
      .last_key_o   (last_key)
    );
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
  logic entry_decrypt;
  assign entry_decrypt = Direction == serpent_pkg::DirDecrypt ? 1'b1 :
                         Direction == serpent_pkg::DirEncrypt ? 1'b0 : in_decrypt_i;
  always_comb begin
    entry = '0;
    entry.valid   = 1'b1;
    entry.tag     = in_tag_i;
    entry.decrypt = entry_decrypt;
    entry.slot    = in_slot_i;
    entry.state   = serpent_pkg::from_bytes(in_data_i);
    entry.window  = entry_decrypt ? dec_window : enc_window;
    entry.rk      = entry_decrypt ? dec_rk : enc_rk;
  end

  // ---- The loop ----------------------------------------------------------------------------
  // Tokens between slices as flat vectors, TB bits each: Yosys 0.23 connects no ports to
  // elements of struct arrays. split_var: Verilator would otherwise see one signal through
  // LU-k's chain of slices and report a combinational loop that is not there.
  localparam int unsigned TB = serpent_arch_pkg::TokenBits;
  localparam int unsigned PerSlice = RegS ? 2 : 1;
  logic [K*TB-1:0] slice_in  /* verilator split_var */;
  logic [K*TB-1:0] slice_out /* verilator split_var */;
  logic [K*TB-1:0] after     /* verilator split_var */;  // after slice u's register, if any
  serpent_arch_pkg::token_t head, held, empty;
  assign empty = '0;

  for (genvar u = 0; u < K; u++) begin : gen_slice
    localparam int unsigned Base = u * PerSlice;
    localparam int unsigned Unit = EachReg ? u + 1 : 1;
    logic       sbox_valid;
    logic [23:0] sbox_tag;
    logic [7:0]  sbox_round;

    serpent_round_slice #(
      .Direction  (Direction),
      .KeySchedule(KeySchedule),
      .RegS       (RegS),
      .Unit       (Unit),
      .ProbeBase  (Base),
      .K          (K),
      .Slice      (u)
    ) u_slice (
      .clk_i,
      .rst_ni,
      .en_i         (en),
      .token_i      (slice_in[TB * u +: TB]),
      .token_o      (slice_out[TB * u +: TB]),
      .key_index_o  (read_index[6 * u +: 6]),
      .key_i        (read_key[128 * u +: 128]),
      .last_key_i   (last_key),
      .probe_valid_o(sbox_valid),
      .probe_tag_o  (sbox_tag),
      .probe_round_o(sbox_round)
    );

    if (RegS) begin : gen_sbox_probe
      assign probe_valid_o[Base]         = sbox_valid;
      assign probe_tag_o[24 * Base +: 24] = sbox_tag;
      assign probe_round_o[8 * Base +: 8] = sbox_round;
    end else begin : gen_no_sbox_probe
      logic unused_probe;
      assign unused_probe = ^{sbox_valid, sbox_tag, sbox_round};
    end

    // The register after the round: after every slice in PP and SP, after the last in LU.
    if (EachReg || u == K - 1) begin : gen_reg
      localparam int unsigned Index = EachReg ? Base + PerSlice - 1 : 0;
      serpent_stage_reg #(.Index(Index), .Unit(Unit), .Position(2)) u_reg (
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

  // Entry and exit at the register after the last slice: a block that has done its 32
  // rounds leaves from it, and one still going goes round again; otherwise the input
  // mux lets a new block into slice 0.
  logic exit_valid, looping;
  assign held       = after[TB * (K - 1) +: TB];
  assign exit_valid = held.valid && held.round == 6'd32;
  assign looping    = held.valid && !exit_valid;
  assign head       = looping ? held : load ? entry : empty;
  assign slice_in[TB-1:0] = head;

  serpent_arch_pkg::token_t out_token;
  if (Linear) begin : gen_exit_buffer
    // A full pipeline advances on a register of its exit buffer, not on logic of out_ready_i.
    serpent_exit_buffer u_exit_buffer (
      .clk_i,
      .rst_ni,
      .en_o        (en),
      .exit_valid_i(exit_valid),
      .exit_i      (held),
      .out_valid_o,
      .out_ready_i,
      .out_o       (out_token)
    );
  end else begin : gen_exit_hold
    // Everything holds while a finished block waits for the output to take it.
    assign en          = !(exit_valid && !out_ready_i);
    assign out_valid_o = exit_valid;
    assign out_token   = held;
  end

  if (!Online) begin : gen_idle
    // No block in flight, as a register: a count of the blocks in the stages, so the round
    // keys' write waits on one flip-flop rather than on an OR of every stage's valid bit.
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
          $fatal(1, "serpent_core: %0d blocks counted in flight, %0d stages valid", in_flight_q, $countones(probe_valid_o));
        end
`endif
      end
    end
    assign idle = idle_q;
  end else begin : gen_no_idle
    assign idle = 1'b0;
  end

  assign in_ready_o = en && !looping && key_ok;
  assign load       = in_valid_i && in_ready_o;
  assign out_data_o = serpent_pkg::to_bytes(out_token.state);
  assign out_tag_o  = out_token.tag;
  assign out_slot_o = out_token.slot;

  // Inputs and token fields some configurations leave unused.
  logic unused;
  assign unused = ^{key_len_i, key_bank_i, key_i[127:0], in_decrypt_i, in_bank_i, out_token, read_index,
                    read_key, last_key, padded, enc_window, enc_rk, dec_window, dec_rk, idle, new_key_len};

endmodule
