// The SIMON core family, both members the lab builds (WordBits: n = 32, SIMON 64/128; n = 64,
// SIMON 128/128), behind the ports every core presents (hdl/ABI.md) with 2n-bit blocks, so the
// mode wrapper (cs_mode.sv, BlockBits = 64 or 128) takes it as it takes Triple DES or AES.
//
// Architectures (T rounds: 44 or 68; no initial round, the key is XORed inside the round):
//   LU-k    k rounds combinationally, then one register: T/k cycles a block (k | T).
//   PP-k    k round slices, each ending in a register, in a loop (cs_round_loop.sv): k blocks
//           in flight, T/k cycles a block streaming, T with feedback; PP-T is a full pipeline.
//   BS-w    bit-serial, after Aysu, Gulcan and Schaumont (2014): one register, w bits of a
//           round a cycle (w | n), the key schedule as bit-serial beside it (simon_round_step,
//           simon_key_step), so a round takes n/w cycles and a block T n/w (BS-1: 1,408 for
//           SIMON 64/128, 4,352 for 128/128). It is LU-1 whose round takes n/w cycles
//           (cs_round_loop.sv's ExitOnDone): the block is loaded whole from in_data_i in its handshake
//           cycle, which computes its first w bits, and leaves whole through the exit.
//
// Keys (online; Beaulieu et al. §3): a key handshake keeps the key's words k_{m-1}..k_0
// (key_i's top 128 bits; key_len_i and key_bank_i are ignored: one 128-bit key). A block
// carries its own window of m round-key words and runs the schedule beside its rounds
// (simon_key_step.sv), so a new key may come while blocks of the old are in flight, and an
// encryptor needs no key setup. A decryptor needs the last m words first: after every key
// handshake simon_key_setup.sv runs the schedule forward T - m steps at the round unit's rate
// (LU-k: k words a cycle, rounding up; PP-k: one; BS-w: a word in n/w cycles), during which
// no block enters, and
// each decryption starts from those words and runs the schedule backwards. Decryption is
// encryption's datapath on the block with its words swapped, in and out (simon_round_slice.sv).

module simon_core #(
  parameter int unsigned   WordBits  = 32,  // n: 32 (SIMON 64/128) or 64 (SIMON 128/128)
  parameter cs_pkg::dir_e  Direction = cs_pkg::DirUnified,
  parameter cs_pkg::arch_e Arch      = cs_pkg::ArchLoopUnrolled,
  parameter int unsigned   K         = 1,   // LU: rounds a pass; PP: slices (both divide T); BS: w, bits a cycle (divides n)
  parameter int unsigned   M         = 0,   // no inner registers: 0
  // Derived; the generated top level computes the same count (simon_arch_pkg::num_stages).
  localparam int unsigned  BlockBits = 2 * WordBits,  // its block (cs_core_ports.svh)
  localparam int unsigned  NumStages = Arch == cs_pkg::ArchPartialPipeline ? K : 1
) (
`include "cs_core_ports.svh"
);

  localparam int unsigned N        = WordBits;
  localparam int unsigned Words    = simon_pkg::key_words(N);
  localparam int unsigned Rounds   = simon_pkg::rounds(N);
  localparam bit          Serial   = Arch == cs_pkg::ArchBitSerial;
  localparam bit          EachReg  = Arch == cs_pkg::ArchPartialPipeline;
  localparam int unsigned W        = Serial ? K : N;   // bits a step
  localparam int unsigned Slices   = Serial ? 1 : K;
  localparam bit          Encrypts = Direction != cs_pkg::DirDecrypt;
  localparam bit          Decrypts = Direction != cs_pkg::DirEncrypt;
  localparam int unsigned TB       = simon_arch_pkg::TokenBits;

  if ((N != 32 && N != 64) || M != 0 || Arch == cs_pkg::ArchSubPipeline || K == 0 ||
      (Serial ? N % K != 0 : Rounds % K != 0)) begin : gen_bad_shape
    simon_core_n_32_or_64_k_dividing_t_or_w_dividing_n_and_no_sp u_error ();
  end

  logic key_fire;
  assign key_ready_o = 1'b1;   // a block carries its own key window
  assign key_fire    = key_valid_i && key_ready_o;

  // ---- The key: encryption's first words, decryption's last ---------------------------------
  logic [127:0] first_words, last_words;
  logic         setup_busy;
  if (Encrypts) begin : gen_key
    logic [127:0] key_q;   // k_{m-1} || ... || k_0
    always_ff @(posedge clk_i) begin
      if (key_fire) key_q <= key_i[255:128];
    end
    assign first_words = key_q;
  end else begin : gen_no_key
    assign first_words = '0;
  end

  if (Decrypts) begin : gen_setup
    simon_key_setup #(
      .WordBits(N),
      .W       (W),
      .Steps   (simon_arch_pkg::setup_steps(Arch, K))
    ) u_setup (
      .clk_i,
      .rst_ni,
      .start_i(key_fire),
      .key_i,
      .busy_o (setup_busy),
      .last_o (last_words)
    );
  end else begin : gen_no_setup
    assign setup_busy = 1'b0;
    assign last_words = '0;
  end

  // A decryption's window: K'_0 = k_{T-1} the oldest, so the last words in reverse order.
  logic [127:0] last_reversed;
  for (genvar i = 0; i < Words; i++) begin : gen_reverse
    assign last_reversed[N * i +: N] = last_words[N * (Words - 1 - i) +: N];
  end

  // ---- A new block --------------------------------------------------------------------------
  logic                 decrypt_in;
  logic [BlockBits-1:0] state_in;
  simon_arch_pkg::token_t entry;
  assign decrypt_in = cs_pkg::decrypts(Direction, in_decrypt_i);
  assign state_in   = decrypt_in ? {in_data_i[N-1:0], in_data_i[2*N-1:N]} : in_data_i;
  always_comb begin
    entry         = '0;
    entry.decrypt = decrypt_in;
    entry.state   = 128'(state_in);
    entry.keys    = decrypt_in ? last_reversed : first_words;
  end

  // ---- The loop -----------------------------------------------------------------------------
  // SIMON's T rounds (or BS-w's steps) around cs_round_loop.sv, its tokens flat (cs_pkg).
  simon_arch_pkg::token_t held, leaving;
  logic [Slices*TB-1:0] slice_in, slice_out;

  for (genvar u = 0; u < Slices; u++) begin : gen_slice
    simon_round_slice #(
      .WordBits (N),
      .W        (W),
      .Direction(Direction),
      .K        (Slices),
      .Slice    (u)
    ) u_slice (
      .token_i(slice_in[TB * u +: TB]),
      .token_o(slice_out[TB * u +: TB])
    );
  end

  // A bit-serial block is done when its last chunk of round T is in (read at module scope:
  // Yosys 0.23 resolves no struct fields inside generate blocks).
  logic done;
  assign done = held.round == 7'(Rounds) && held.phase == '0;

  // Entry and exit at the register after the last slice (cs_round_loop.sv); a full pipeline
  // (PP-T) advances on its exit buffer; BS-w's one step leaves when the cipher says it is done.
  // No block enters while a decryptor's key setup runs, nor in the cycle a key is taken.
  logic [Slices*TB-1:0] unused_after;
  logic                 unused_en, unused_idle;
  cs_round_loop #(
    .Width     (TB),
    .RoundBits (simon_arch_pkg::RoundBits),
    .Rounds    (Rounds),
    .K         (Slices),
    .EachReg   (EachReg),
    .ExitBuffer(EachReg && K == Rounds),
    .Positions (simon_arch_pkg::Positions),
    .ExitOnDone(Serial)
  ) u_loop (
    .en_o         (unused_en),
    .slice_in_o   (slice_in),
    .slice_out_i  (slice_out),
    .after_o      (unused_after),
    .inner_valid_i('0),
    .inner_tag_i  ('0),
    .inner_round_i('0),
    .entry_i      (entry),
    .entry_ok_i   (!key_fire && !setup_busy),
    .idle_o       (unused_idle),
    .held_o       (held),
    .done_i       (done),
    .finished_i   (held),
    .out_o        (leaving),
    .*  // the core's clock, reset, input, output and probe ports (cs_core_ports.svh)
  );

  // ---- The result: a decrypted block's words swapped back -----------------------------------
  logic [BlockBits-1:0] result;
  assign result     = leaving.state[BlockBits-1:0];
  assign out_data_o = leaving.decrypt ? {result[N-1:0], result[2*N-1:N]} : result;

  // Inputs and token fields some configurations leave unused.
  logic unused;
  assign unused = ^{key_i[127:0], key_len_i, key_bank_i, in_decrypt_i, in_bank_i, held, leaving, first_words,
                    last_words, done};

endmodule
