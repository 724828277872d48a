// The Triple DES core family: one datapath of K round slices (des_round_slice.sv) in a loop,
// behind the same ports as rc6_core and serpent_core (hdl/ABI.md, "The core every cipher
// presents") with 64-bit blocks, so that cs_mode (BlockBits = 64) takes it unchanged.
//
// Architectures (Chodowiec et al., Sec. 4; the lab's vocabulary of Elbirt et al.):
//   LU-k    k DES rounds combinationally, then one register: 48/k cycles a block, with or
//           without feedback (k | 16). LU-1 is Chodowiec et al.'s basic iterative architecture
//           (Fig. 6): one DES round iterated 48 times, 48 cycles a block in CBC.
//   PP-k    k round slices, each ending in a register, in a loop: k blocks in flight, 48/k
//           cycles a block without feedback, 48 with (k | 16). PP-16 is their extended
//           architecture (Fig. 7): single DES unrolled and pipelined, a Triple DES block going
//           round it three times, so 16 blocks of 16 independent streams (multi-stream CBC) are
//           in flight: 16 blocks every 48 cycles, 3 cycles a block.
// A block makes exactly 48 round passes. It enters through the input mux in front of slice 0,
// and a finished block leaves from the register after the last slice in the same cycle as
// the next block takes its place at slice 0, as in rc6_core.
//
// IP and FP sit outside the loop, on the input and output paths (they are wiring): the loop
// runs E_K1, D_K2, E_K3 (decrypting D_K3, E_K2, D_K1) on L || R, with FP and IP between the
// operations cancelling (des_round.sv).
//
// Single DES is keying option 3 (K1 = K2 = K3, a 64-bit key): E_K(D_K(E_K(P))) = E_K(P). It
// takes the same 48 cycles a block here, as in Chodowiec et al.'s unit: the loop counts 48
// rounds whatever the bank holds, and the first two DES operations undo each other. (A core
// that knew a bank held single DES could stop after 16 rounds, 16 cycles a block in LU-1, but
// then its latency would depend on the key, and the paper's unit does not.)
//
// Keys (Chodowiec et al., Sec. 4.2, Fig. 6b): NumBanks banks (four in the paper) of three DES
// keys each (des_key_banks.sv), written by a key handshake into bank key_bank_i, K1 || K2 || K3
// after PC-1, the bundle's length from key_len_i (des_pkg::key_len_of) or KeyLen. A block names
// its bank on in_bank_i and carries it. The round keys are computed on the fly
// (des_key_step.sv): the key state C || D travels with the block, and at the start of each DES
// operation slice 0 takes the operation's key from the block's bank. A bank is written only
// when no block in flight uses it: key_ready_o is low while one does, and blocks of other
// banks go on (the paper's dual-port banks). No block enters in the cycle a key is taken.

module des_core #(
  parameter des_pkg::key_len_e KeyLen    = des_pkg::KeyLen3in1,
  parameter cs_pkg::dir_e     Direction = cs_pkg::DirUnified,
  parameter cs_pkg::arch_e    Arch      = cs_pkg::ArchLoopUnrolled,
  parameter int unsigned       K         = 1,  // LU: rounds a pass; PP: slices. Divides 16.
  parameter int unsigned       M         = 0,  // no inner registers: 0
  parameter int unsigned       NumBanks  = 4,  // key banks of three keys (Chodowiec et al.: 4)
  // Derived; the generated top level will compute the same count (des_arch_pkg::num_stages).
  localparam bit          EachReg   = Arch != cs_pkg::ArchLoopUnrolled,
  localparam int unsigned BlockBits = 64,  // its block (cs_core_ports.svh)
  localparam int unsigned NumStages = EachReg ? K : 1
) (
`include "cs_core_ports.svh"
);

  localparam int unsigned BankBits = NumBanks > 1 ? $clog2(NumBanks) : 1;

  // K divides the 16 rounds of a DES operation (1, 2, 4, 8, 16), so every operation starts in
  // slice 0; no inner registers (M = 0, no SP).
  if (K == 0 || des_pkg::Rounds % K != 0 || M != 0 || Arch == cs_pkg::ArchSubPipeline) begin : gen_bad_shape
    des_core_k_must_divide_16_and_arch_be_lu_or_pp u_error ();
  end

  logic key_fire;
  assign key_fire = key_valid_i && key_ready_o;

  // ---- The key banks ------------------------------------------------------------------------
  logic [3:0]  read_bank;
  logic [1:0]  read_index;
  logic [55:0] read_cd;
  des_key_banks #(.NumBanks(NumBanks)) u_key_banks (
    .clk_i,
    .write_i     (key_fire),
    .write_bank_i(key_bank_i[3:0]),
    .key_i,
    .key_len_i   (KeyLen == des_pkg::KeyLen3in1 ? des_pkg::key_len_of(key_len_i) : KeyLen),
    .read_bank_i (read_bank),
    .read_index_i(read_index),
    .cd_o        (read_cd)
  );

  // ---- A new block, through IP on the way in ------------------------------------------------
  des_arch_pkg::token_t entry;
  always_comb begin
    entry         = '0;
    entry.decrypt = cs_pkg::decrypts(Direction, in_decrypt_i);
    entry.bank    = 4'(in_bank_i[BankBits-1:0]);
    entry.state   = des_pkg::ip(in_data_i);
  end

  // ---- The loop ----------------------------------------------------------------------------
  // Triple DES's 48 rounds around cs_round_loop.sv, its tokens flat (cs_pkg); the loop's
  // input mux is Chodowiec et al.'s mux1 and mux2. No shape is a full pipeline of all 48
  // rounds, so none needs an exit buffer.
  localparam int unsigned TB = des_arch_pkg::TokenBits;
  logic [K*TB-1:0] slice_in, slice_out, after;

  for (genvar u = 0; u < K; u++) begin : gen_slice
    logic [3:0] slice_bank;
    logic [1:0] slice_index;

    des_round_slice #(
      .Direction(Direction),
      .K        (K),
      .Slice    (u)
    ) u_slice (
      .token_i    (slice_in[TB * u +: TB]),
      .token_o    (slice_out[TB * u +: TB]),
      .key_bank_o (slice_bank),
      .key_index_o(slice_index),
      .key_cd_i   (u == 0 ? read_cd : 56'h0)
    );

    if (u == 0) begin : gen_key_read
      assign read_bank  = slice_bank;
      assign read_index = slice_index;
    end else begin : gen_no_key_read
      logic unused_key_read;
      assign unused_key_read = ^{slice_bank, slice_index};
    end
  end

  des_arch_pkg::token_t held, unused_out;
  logic unused_en, unused_idle;  // the slices have no registers of their own; no key store
  cs_round_loop #(
    .Width    (TB),
    .RoundBits(des_arch_pkg::RoundBits),
    .Rounds   (des_pkg::TdesRounds),
    .K        (K),
    .EachReg  (EachReg),
    .Positions(des_arch_pkg::Positions)
  ) u_loop (
    .en_o         (unused_en),
    .slice_in_o   (slice_in),
    .slice_out_i  (slice_out),
    .after_o      (after),
    .inner_valid_i('0),
    .inner_tag_i  ('0),
    .inner_round_i('0),
    .entry_i      (entry),
    .entry_ok_i   (!key_fire),
    .idle_o       (unused_idle),
    .held_o       (held),
    .done_i       (1'b0),
    .finished_i   (held),
    .out_o        (unused_out),
    .*  // the core's clock, reset, input, output and probe ports (cs_core_ports.svh)
  );

  // A bank is written only when no block in flight uses it (a finished block waiting at the
  // exit counts too: conservative, and it leaves in the next cycle the output is ready). The
  // stage's bank by its place in the flat token (no struct fields inside generate blocks for
  // Yosys 0.23).
  logic [NumStages-1:0] stage_uses_bank;
  for (genvar s = 0; s < NumStages; s++) begin : gen_bank_in_use
    localparam int unsigned U = EachReg ? s : K - 1;  // the slice whose register it is
    assign stage_uses_bank[s] = probe_valid_o[s] &&
        after[TB * U + des_arch_pkg::BankLsb +: 4] == 4'(key_bank_i[BankBits-1:0]);
  end
  assign key_ready_o = !(|stage_uses_bank);

  assign out_data_o = des_pkg::fp(held.state);

  // Inputs and token fields some configurations leave unused.
  logic unused;
  assign unused = ^{key_len_i, key_bank_i, in_decrypt_i, in_bank_i, held, after, unused_en, unused_idle, unused_out};

endmodule
