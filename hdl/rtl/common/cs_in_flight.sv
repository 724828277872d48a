// No block in flight, as a register: a count of the blocks a core holds, for cores whose
// shared key store may change only between blocks (an offline schedule's registers, a table
// the key setup rewrites). The store's write then waits on one flip-flop rather than on an OR
// of every stage's valid bit across the die (the offline full pipelines' slowest path on
// ECP5, nextpnr). A block enters on enter_i and leaves on leave_i; MaxBlocks is the most the
// core holds (its stages, and an exit buffer's two where blocks there still need the store).

module cs_in_flight #(
  parameter int unsigned MaxBlocks   = 1,
  parameter int unsigned NumStages   = 1,
  parameter bit          CheckStages = 1'b0  // simulation: the count is the valid stages'
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic                 enter_i,
  input  logic                 leave_i,
  input  logic [NumStages-1:0] stage_valid_i,  // the stages' probes, for CheckStages
  output logic                 idle_o
);

  localparam int unsigned CountBits = $clog2(MaxBlocks + 1);

  logic [CountBits-1:0] in_flight_q, in_flight_d;
  logic                 idle_q;
  assign in_flight_d = in_flight_q + CountBits'(enter_i) - CountBits'(leave_i);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      in_flight_q <= '0;
      idle_q      <= 1'b1;
    end else begin
      in_flight_q <= in_flight_d;
      idle_q      <= in_flight_d == '0;
`ifdef VERILATOR
      // The count is the number of valid stages, every cycle of every simulation.
      if (CheckStages && 32'(in_flight_q) != 32'($countones(stage_valid_i))) begin
        $fatal(1, "%m: %0d blocks counted in flight, %0d stages valid", in_flight_q, $countones(stage_valid_i));
      end
`endif
    end
  end
  assign idle_o = idle_q;

  logic unused;
  assign unused = ^stage_valid_i;

endmodule
