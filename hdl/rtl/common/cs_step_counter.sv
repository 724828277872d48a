// The step counter of an iterative key setup (serpent_key_setup, twofish_key_setup,
// rc6_key_setup): a key handshake (start_i) starts it at step 0, it counts one step a cycle
// while busy_o is high, and it stops after step Last, Last + 1 steps in all.

module cs_step_counter #(
  parameter int unsigned      Width = 8,
  parameter logic [Width-1:0] Last  = '0
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             start_i,
  output logic             busy_o,
  output logic [Width-1:0] step_o   // the step in progress while busy_o
);

  logic [Width-1:0] step_q;
  logic             busy_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      step_q <= '0;
      busy_q <= 1'b0;
    end else if (start_i) begin
      step_q <= '0;
      busy_q <= 1'b1;
    end else if (busy_q) begin
      step_q <= step_q + 1'b1;
      busy_q <= step_q != Last;
    end
  end

  assign busy_o = busy_q;
  assign step_o = step_q;

endmodule
