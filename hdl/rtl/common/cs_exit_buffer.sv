// The exit of a datapath: where a finished block leaves for the core's output, and the
// datapath's advance enable that goes with it.
//
// In a loop (Buffered = 0) every register holds while a finished block waits for the output
// (en = !(exit valid && !out_ready)). That enable is logic on an input port and it reaches
// every flip-flop and block RAM of the datapath: in a full pipeline more than 10,000 of them,
// so its routing would set the clock. A full pipeline's exit (Buffered = 1) is a two-token
// buffer that lets the enable come straight from a register, en_q, computed a cycle ahead:
// the pipeline may advance whenever the buffer will have room for the block that could leave
// in that cycle. A block leaves straight to the output when the buffer is empty and the output
// takes it, so with out_ready_i high the core's latency and rate are those of the pipeline
// alone; otherwise it waits here, and after two waiting blocks the pipeline holds.

module cs_exit_buffer #(
  parameter int unsigned Width    = 64,   // bits of the cipher's token_t
  parameter bit          Buffered = 1'b1  // the two-token buffer (a full pipeline), or a hold
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  output logic             en_o,          // the pipeline advances this cycle
  input  logic             exit_valid_i,  // a finished block in the last register
  input  logic [Width-1:0] exit_i,
  output logic             out_valid_o,
  input  logic             out_ready_i,
  output logic [Width-1:0] out_o
);

  if (!Buffered) begin : gen_hold
    // Everything holds while a finished block waits for the output to take it.
    assign en_o        = !(exit_valid_i && !out_ready_i);
    assign out_valid_o = exit_valid_i;
    assign out_o       = exit_i;
    logic unused_clock;
    assign unused_clock = ^{clk_i, rst_ni};
  end else begin : gen_buffer

    logic [Width-1:0] slot0_q, slot1_q;  // two registers: Yosys 0.23 takes no arrays of structs
    logic [1:0]       count_q, count_d;
    logic             head_q, en_q;

    logic take, direct, push, pop;
    assign take    = en_q && exit_valid_i;                    // the finished block moves on now
    assign direct  = take && count_q == 2'd0 && out_ready_i;  // ... straight to the output
    assign push    = take && !direct;                         // ... into the buffer
    assign pop     = count_q != 2'd0 && out_ready_i;
    assign count_d = count_q + {1'b0, push} - {1'b0, pop};

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        count_q <= 2'd0;
        head_q  <= 1'b0;
        en_q    <= 1'b1;
      end else begin
        count_q <= count_d;
        if (pop) head_q <= !head_q;
        // Room for the block that may leave next cycle. A push needs en_q, so it never meets
        // a full buffer.
        en_q <= count_d != 2'd2;
      end
    end

    // A push writes behind the block already waiting, if any (at most one: en_q was high).
    always_ff @(posedge clk_i) begin
      if (push && !(head_q ^ count_q[0])) slot0_q <= exit_i;
      if (push && (head_q ^ count_q[0])) slot1_q <= exit_i;
    end

    assign en_o        = en_q;
    assign out_valid_o = count_q != 2'd0 || take;
    assign out_o       = count_q == 2'd0 ? exit_i : head_q ? slot1_q : slot0_q;

  end

endmodule
