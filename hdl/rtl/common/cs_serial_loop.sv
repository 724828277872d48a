// The loop of a bit-serial core (cs_pkg::ArchBitSerial; Aysu, Gulcan and Schaumont 2014):
// one register stage whose token a step (the cipher's, combinational) advances by a part of
// a round each cycle, until the cipher says the block is done. It is LU-1 (cs_round_loop.sv)
// whose round takes several cycles, so its exit is the cipher's to name (done_i), not a round
// count:
//   - a block in the register that is done leaves from it (held_o, or finished_i, the cipher's
//     output transform of it), one not yet done takes its next step; otherwise a new block
//     enters (load_i, entry_i) and takes its first step in the same cycle, as a block entering
//     LU-1 computes its first round in the cycle it enters;
//   - so a finished block leaves in the same cycle as the next block takes its place, and a
//     block of S steps takes S cycles;
//   - everything holds while a finished block waits for the output (cs_exit_buffer.sv).
// The token is a flat vector of the cipher's token_t (header: cs_pkg). Its one probe is
// "r1.<position>" (cs_stage_reg.sv) and reports the token's round field as the cipher keeps
// it (a bit-serial core: the round whose bits the register's newest bits are).

module cs_serial_loop #(
  parameter int unsigned Width     = 64,     // bits of the cipher's token_t
  parameter int unsigned RoundBits = 5,      // bits of its round
  parameter              Positions = "out",  // the cipher's register positions (cs_stage_reg.sv) ...
  parameter int unsigned Position  = 0       // ... and that of the register
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  // The step.
  output logic [Width-1:0] step_in_o,      // the token the step advances ...
  input  logic [Width-1:0] step_out_i,     // ... and after its step
  // Entry.
  input  logic             load_i,         // a new block enters now ...
  input  logic [Width-1:0] entry_i,        // ... this one
  output logic             ready_o,        // a new block may enter
  // Exit.
  output logic [Width-1:0] held_o,         // the token in the register
  input  logic             done_i,         // the cipher: held_o has taken its last step
  input  logic [Width-1:0] finished_i,     // what leaves of it once it is done
  output logic             out_valid_o,
  input  logic             out_ready_i,
  output logic [Width-1:0] out_o,
  // Probe of the register.
  output logic             probe_valid_o,
  output logic [23:0]      probe_tag_o,
  output logic [7:0]       probe_round_o
);

  localparam int unsigned ValidBit = cs_pkg::valid_bit(Width);

  logic             en, exit_valid, looping;
  logic [Width-1:0] held;

  assign exit_valid = held[ValidBit] && done_i;
  assign looping    = held[ValidBit] && !done_i;
  assign step_in_o  = looping ? held : load_i ? entry_i : '0;

  cs_stage_reg #(
    .Width    (Width),
    .RoundBits(RoundBits),
    .Index    (0),
    .Unit     (1),
    .Positions(Positions),
    .Position (Position)
  ) u_reg (
    .clk_i,
    .rst_ni,
    .en_i   (en),
    .d_i    (step_out_i),
    .q_o    (held),
    .probe_valid_o,
    .probe_tag_o,
    .probe_round_o
  );

  cs_exit_buffer #(.Width(Width), .Buffered(1'b0)) u_exit (
    .clk_i,
    .rst_ni,
    .en_o        (en),
    .exit_valid_i(exit_valid),
    .exit_i      (finished_i),
    .out_valid_o,
    .out_ready_i,
    .out_o
  );

  assign ready_o = en && !looping;
  assign held_o  = held;

endmodule
