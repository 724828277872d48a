// A pipeline register of the S-boxes' common interface: loads d_i on a clock edge with en_i
// high, or, with Registered = 0, is a wire. The composite-field S-box places its five stage
// boundaries with it, so its combinational and pipelined forms share one datapath.

module aes_sbox_pipe_reg #(
  parameter int unsigned Width      = 8,
  parameter bit          Registered = 1'b1
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             en_i,
  input  logic [Width-1:0] d_i,
  output logic [Width-1:0] q_o
);

  if (Registered) begin : gen_reg
    logic [Width-1:0] q_q;

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        q_q <= '0;
      end else if (en_i) begin
        q_q <= d_i;
      end
    end

    assign q_o = q_q;
  end else begin : gen_wire
    logic unused_pipeline;
    assign unused_pipeline = ^{clk_i, rst_ni, en_i};

    assign q_o = d_i;
  end

endmodule
