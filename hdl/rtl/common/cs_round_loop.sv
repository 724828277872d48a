// The loop of round slices in Elbirt et al.'s architectures (AES3 2000, Sec. 4), for the cores
// whose blocks enter and leave at one place (Serpent, Twofish, RC6, Triple DES, SIMON):
//   LU-k    k slices combinationally, then one register
//   PP-k    k slices, each ending in a register, in a loop
//   SP-k-m  PP-k with m more registers inside each slice (the slices hold them: Inner)
//   BS-w    LU-1 whose round takes several cycles (cs_pkg::ArchBitSerial; Aysu, Gulcan and
//           Schaumont 2014): the slice is the cipher's step, a part of a round, and the block
//           leaves when the cipher says it is done (ExitOnDone, done_i), not by a round count
// The core instantiates its round slices and hands their tokens here; this module holds the
// register after each slice (after the last alone in LU-k) and chains them: slice u + 1 takes
// what leaves slice u's register, and slice 0 takes the input mux's choice:
//   - a block in the last register that has done its Rounds rounds leaves from it (held_o,
//     or finished_i, the cipher's output transform of it), and one still going goes round
//     again; otherwise a new block enters (in_valid_i and in_ready_o: entry_i, the loop writing
//     its header's valid bit, tag and slot), and takes its first slice in the cycle it enters;
//   - so a finished block leaves in the same cycle as the next block takes its place, and a
//     block makes exactly Rounds register passes in LU and PP (Rounds (m + 1) in SP);
//   - everything holds while a finished block waits for the output, except in a full
//     pipeline (ExitBuffer), which advances on a register of its exit buffer
//     (cs_exit_buffer.sv);
//   - a core whose shared key store may change only between blocks has the blocks it holds
//     counted (CountBlocks, cs_in_flight.sv): idle_o, none in flight. A block counts until it
//     leaves the last register, or, where the exit buffer's blocks still need the store
//     (CountToOutput), until it leaves the output.
// Tokens are flat vectors of the cipher's token_t (header: cs_pkg), K of them side by side
// for the slices (Yosys 0.23 connects no ports to elements of struct arrays). Probes: slice u's inner
// registers are Base .. Base + Inner - 1 (Base = u (Inner + 1)), reported by the slice, and
// its register after the round Base + Inner, named "r<u + 1>.<position>" (cs_stage_reg.sv).

module cs_round_loop #(
  parameter int unsigned Width         = 64,     // bits of the cipher's token_t
  parameter int unsigned RoundBits     = 5,      // bits of its round
  parameter int unsigned Rounds        = 16,     // a block leaves when its round reaches this
  parameter int unsigned K             = 1,      // slices
  parameter bit          EachReg       = 1'b0,   // a register after every slice (PP, SP), else after the last (LU)
  parameter int unsigned Inner         = 0,      // registers inside a slice (SP's m)
  parameter bit          ExitBuffer    = 1'b0,   // a full pipeline: advance on the exit buffer
  parameter              Positions     = "out",  // the cipher's register positions (cs_stage_reg.sv) ...
  parameter int unsigned Position      = 0,      // ... and that of the register after a round
  parameter bit          ExitOnDone    = 1'b0,   // a block leaves on done_i (BS-w), not on Rounds
  parameter bit          CountBlocks   = 1'b0,   // idle_o: no block in flight ...
  parameter bit          CountToOutput = 1'b0,   // ... counted until they leave the output
  // Derived.
  localparam int unsigned InnerW        = Inner > 0 ? Inner : 1,
  localparam int unsigned NumStages     = EachReg ? K * (Inner + 1) : 1
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
  input  logic                        in_valid_i,     // a new block is offered ...
  input  logic [Width-1:0]            entry_i,        // ... this one (its header: decrypt, round)
  input  logic [cs_pkg::TagBits-1:0]  in_tag_i,       // ... its tag and slot (ABI), returned with it
  input  logic [7:0]                  in_slot_i,
  input  logic                        entry_ok_i,     // the core lets blocks in (its keys are ready)
  output logic                        in_ready_o,     // the loop takes it
  output logic                        idle_o,         // no block in flight (CountBlocks)
  // Exit.
  output logic [Width-1:0]            held_o,         // the token in the last register
  input  logic                        done_i,         // held_o has taken its last step (ExitOnDone)
  input  logic [Width-1:0]            finished_i,     // what leaves of it once it is done
  output logic                        out_valid_o,
  input  logic                        out_ready_i,
  output logic [Width-1:0]            out_o,
  output logic [cs_pkg::TagBits-1:0]  out_tag_o,      // out_o's tag and slot
  output logic [7:0]                  out_slot_o,
  // Probes of every register stage.
  output logic [NumStages-1:0]        probe_valid_o,
  output logic [NumStages*24-1:0]     probe_tag_o,
  output logic [NumStages*8-1:0]      probe_round_o
);

  localparam int unsigned ValidBit = cs_pkg::valid_bit(Width);
  localparam int unsigned RoundLsb = cs_pkg::round_lsb(Width, RoundBits);
  localparam int unsigned TagLsb   = cs_pkg::tag_lsb(Width);
  localparam int unsigned SlotLsb  = cs_pkg::slot_lsb(Width, RoundBits);

  if (K == 0 || (!EachReg && Inner != 0)) begin : gen_bad_shape
    cs_round_loop_needs_a_slice_and_lu_has_no_inner_registers u_error ();
  end

  logic en, load;

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
  logic [Width-1:0] held, entry;
  logic             done, exit_valid, looping;
  always_comb begin
    entry                              = entry_i;
    entry[ValidBit]                    = 1'b1;
    entry[TagLsb +: cs_pkg::TagBits]   = in_tag_i;
    entry[SlotLsb +: 8]                = in_slot_i;
  end
  assign held       = after[Width * (K - 1) +: Width];
  assign done       = ExitOnDone ? done_i : held[RoundLsb +: RoundBits] == RoundBits'(Rounds);
  assign exit_valid = held[ValidBit] && done;
  assign looping    = held[ValidBit] && !done;
  assign slice_in[Width-1:0] = looping ? held : load ? entry : '0;

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

  assign en_o       = en;
  assign in_ready_o = en && !looping && entry_ok_i;
  assign load       = in_valid_i && in_ready_o;
  assign held_o     = held;
  assign out_tag_o  = out_o[TagLsb +: cs_pkg::TagBits];
  assign out_slot_o = out_o[SlotLsb +: 8];

  if (CountBlocks) begin : gen_count
    // The stages, and the exit buffer's two where its blocks still need the store.
    cs_in_flight #(
      .MaxBlocks  (NumStages + (CountToOutput ? 2 : 0)),
      .NumStages  (NumStages),
      .CheckStages(!CountToOutput)
    ) u_in_flight (
      .clk_i,
      .rst_ni,
      .enter_i      (load),
      .leave_i      (CountToOutput ? out_valid_o && out_ready_i : exit_valid && en),
      .stage_valid_i(probe_valid_o),
      .idle_o
    );
  end else begin : gen_no_count
    assign idle_o = 1'b0;
  end

  // Inputs a shape leaves unused: inner probes without inner registers, done_i when the
  // round count says.
  logic unused;
  assign unused = ^{inner_valid_i, inner_tag_i, inner_round_i, done_i};

endmodule
