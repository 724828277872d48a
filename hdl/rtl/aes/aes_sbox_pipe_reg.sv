// A pipeline register of the S-boxes' common interface: loads d_i on a clock edge with en_i
// high, or, with Registered = 0, is a wire. The composite-field S-box places its five stage
// boundaries with it, so its combinational and pipelined forms share one datapath.
//
// Not traced but for its lint sink: its ports and register are its composite S-box's stage
// values (s1_d, s1, ...), in the waveform under those names and the same identifier codes, so
// the S-box comparison counts the same toggles without them, and the 1,000 copies of its
// names and parameters in an SP-10-3 core took 7 KB of that model's gzipped WebAssembly
// (scripts/TOOLCHAIN.md). The sink stays, counted with the whole core as every lint sink is
// (web/src/sbox-compare/sbox-nets.ts).

/*verilator tracing_off*/
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
    /*verilator tracing_on*/
    logic unused_pipeline;
    /*verilator tracing_off*/
    assign unused_pipeline = ^{clk_i, rst_ni, en_i};

    assign q_o = d_i;
  end

endmodule
/*verilator tracing_on*/
