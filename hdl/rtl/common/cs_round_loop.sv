// The loop of round slices in Elbirt et al.'s architectures (AES3 2000, Sec. 4), for the cores
// whose blocks enter and leave at one place (Serpent, Twofish, RC6, Triple DES):
//   LU-k    k slices combinationally, then one register
//   PP-k    k slices, each ending in a register, in a loop
//   SP-k-m  PP-k with m more registers inside each slice (the slices hold them: Inner)
// The core instantiates its round slices and hands their tokens here; this module holds the
// register after each slice (after the last alone in LU-k) and chains them: slice u + 1 takes
// what leaves slice u's register, and slice 0 takes the input mux's choice:
//   - a block in the last register that has done its Rounds rounds leaves from it (held_o,
//     or finished_i, the cipher's output transform of it), and one still going goes round
//     again; otherwise a new block enters (load_i, entry_i);
//   - so a finished block leaves in the same cycle as the next block takes its place, and a
//     block makes exactly Rounds register passes in LU and PP (Rounds (m + 1) in SP);
//   - everything holds while a finished block waits for the output, except in a full
//     pipeline (ExitBuffer), which advances on a register of its exit buffer
//     (cs_exit_buffer.sv).
// Tokens are flat vectors of the cipher's token_t (header: cs_pkg). Probes: slice u's inner
// registers are Base .. Base + Inner - 1 (Base = u (Inner + 1)), reported by the slice, and
// its register after the round Base + Inner, named "r<u + 1>.<position>" (cs_stage_reg.sv).

module cs_round_loop #(
  parameter int unsigned Width      = 64,     // bits of the cipher's token_t
  parameter int unsigned RoundBits  = 5,      // bits of its round
  parameter int unsigned Rounds     = 16,     // a block leaves when its round reaches this
  parameter int unsigned K          = 1,      // slices
  parameter bit          EachReg    = 1'b0,   // a register after every slice (PP, SP), else after the last (LU)
  parameter int unsigned Inner      = 0,      // registers inside a slice (SP's m)
  parameter bit          ExitBuffer = 1'b0,   // a full pipeline: advance on the exit buffer
  parameter              Positions  = "out",  // the cipher's register positions (cs_stage_reg.sv) ...
  parameter int unsigned Position   = 0,      // ... and that of the register after a round
  // Derived.
  localparam int unsigned InnerW    = Inner > 0 ? Inner : 1,
  localparam int unsigned NumStages = EachReg ? K * (Inner + 1) : 1
) (
  input  logic                        clk_i,
  input  logic                        rst_ni,
  output logic                        en_o,           // every register of the datapath advances
  // The slices.
  output logic [K*Width-1:0]          slice_in_o,     // slice u's token in ...
  input  logic [K*Width-1:0]          slice_out_i,    // ... and after its round
  output logic [K*Width-1:0]          after_o,        // ... and after its register, if any
  input  logic [K*InnerW-1:0]         inner_valid_i,  // the probes of their inner registers
  input  logic [K*InnerW*24-1:0]      inner_tag_i,
  input  logic [K*InnerW*8-1:0]       inner_round_i,
  // Entry.
  input  logic                        load_i,         // a new block enters now ...
  input  logic [Width-1:0]            entry_i,        // ... this one
  output logic                        ready_o,        // a new block may enter
  // Exit.
  output logic [Width-1:0]            held_o,         // the token in the last register
  input  logic [Width-1:0]            finished_i,     // what leaves of it once it is done
  output logic                        leave_o,        // a finished block leaves the last register
  output logic                        out_valid_o,
  input  logic                        out_ready_i,
  output logic [Width-1:0]            out_o,
  // Probes of every register stage.
  output logic [NumStages-1:0]        probe_valid_o,
  output logic [NumStages*24-1:0]     probe_tag_o,
  output logic [NumStages*8-1:0]      probe_round_o
);

  localparam int unsigned ValidBit = cs_pkg::valid_bit(Width);
  localparam int unsigned RoundLsb = cs_pkg::round_lsb(Width, RoundBits);

  if (K == 0 || (!EachReg && Inner != 0)) begin : gen_bad_shape
    cs_round_loop_needs_a_slice_and_lu_has_no_inner_registers u_error ();
  end

  logic en;

  // split_var: Verilator would otherwise see one signal through LU-k's chain of slices and
  // report a combinational loop that is not there.
  logic [K*Width-1:0] slice_in /* verilator split_var */;
  logic [K*Width-1:0] after    /* verilator split_var */;
  assign slice_in_o = slice_in;
  assign after_o    = after;

  for (genvar u = 0; u < K; u++) begin : gen_stage
    localparam int unsigned Base = u * (Inner + 1);

    if (EachReg && Inner > 0) begin : gen_inner_probes
      assign probe_valid_o[Base +: Inner]          = inner_valid_i[InnerW * u +: Inner];
      assign probe_tag_o[24 * Base +: 24 * Inner]  = inner_tag_i[24 * InnerW * u +: 24 * Inner];
      assign probe_round_o[8 * Base +: 8 * Inner]  = inner_round_i[8 * InnerW * u +: 8 * Inner];
    end

    // The register after the round: after every slice in PP and SP, after the last in LU.
    if (EachReg || u == K - 1) begin : gen_reg
      localparam int unsigned Index = EachReg ? Base + Inner : 0;
      cs_stage_reg #(
        .Width    (Width),
        .RoundBits(RoundBits),
        .Index    (Index),
        .Unit     (EachReg ? u + 1 : 1),
        .Positions(Positions),
        .Position (Position)
      ) u_reg (
        .clk_i,
        .rst_ni,
        .en_i         (en),
        .d_i          (slice_out_i[Width * u +: Width]),
        .q_o          (after[Width * u +: Width]),
        .probe_valid_o(probe_valid_o[Index]),
        .probe_tag_o  (probe_tag_o[24 * Index +: 24]),
        .probe_round_o(probe_round_o[8 * Index +: 8])
      );
    end else begin : gen_no_reg
      assign after[Width * u +: Width] = slice_out_i[Width * u +: Width];
    end

    if (u + 1 < K) begin : gen_next
      assign slice_in[Width * (u + 1) +: Width] = after[Width * u +: Width];
    end
  end

  // Entry and exit at the register after the last slice.
  logic [Width-1:0] held;
  logic             exit_valid, looping;
  assign held       = after[Width * (K - 1) +: Width];
  assign exit_valid = held[ValidBit] && held[RoundLsb +: RoundBits] == RoundBits'(Rounds);
  assign looping    = held[ValidBit] && !exit_valid;
  assign slice_in[Width-1:0] = looping ? held : load_i ? entry_i : '0;

  // Everything holds while a finished block waits for the output, except in a full pipeline,
  // which advances on a register of its exit buffer, not on logic of out_ready_i.
  cs_exit_buffer #(.Width(Width), .Buffered(ExitBuffer)) u_exit (
    .clk_i,
    .rst_ni,
    .en_o        (en),
    .exit_valid_i(exit_valid),
    .exit_i      (finished_i),
    .out_valid_o,
    .out_ready_i,
    .out_o
  );

  assign en_o    = en;
  assign ready_o = en && !looping;
  assign held_o  = held;
  assign leave_o = exit_valid && en;

  // Inner probes a shape without inner registers leaves unused.
  logic unused;
  assign unused = ^{inner_valid_i, inner_tag_i, inner_round_i};

endmodule
