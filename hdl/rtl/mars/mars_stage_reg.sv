// One register stage of a MARS datapath: holds one token (mars_arch_pkg::token_t) in front of
// its layer's round logic and reports it on the occupancy probes. Only `valid` is reset; the
// rest is data. The token holds a block before its round round + 1, so the probe shows the
// round in progress, 1..32 (hdl/ABI.md). In simulation (CS_PROBE_NAMES) the stage registers
// its name with the harness: "loop" for the iterative core's one register, "mix_in", "core"
// and "mix_out" for the concurrent core's three (hdl/doc/mars.md). A near-copy of
// rc6_stage_reg.sv (token type, round width and names differ).

module mars_stage_reg #(
  parameter int unsigned Index    = 0,  // probe index, unique in the core
  parameter int unsigned Position = 0   // 0 loop, 1 mix_in, 2 core, 3 mix_out
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  logic                  en_i,
  input  mars_arch_pkg::token_t d_i,
  output mars_arch_pkg::token_t q_o,
  output logic                  probe_valid_o,
  output logic [23:0]           probe_tag_o,
  output logic [7:0]            probe_round_o
);

  logic valid_q;
  mars_arch_pkg::token_t data_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      valid_q <= 1'b0;
    end else if (en_i) begin
      valid_q <= d_i.valid;
    end
  end

  always_ff @(posedge clk_i) begin
    if (en_i) begin
      data_q <= d_i;
    end
  end

  always_comb begin
    q_o = data_q;
    q_o.valid = valid_q;
  end

  assign probe_valid_o = valid_q;
  assign probe_tag_o   = data_q.tag;
  assign probe_round_o = {2'b00, data_q.round} + 8'd1;

`ifdef VERILATOR
  localparam mars_arch_pkg::token_t Probe = '{valid: 1'b1, round: 6'h3f, default: '0};
  if ($bits(mars_arch_pkg::token_t) != mars_arch_pkg::TokenBits ||
      Probe != ((1 << mars_arch_pkg::ValidBit) | (168'h3f << mars_arch_pkg::RoundLsb))) begin : gen_token_bits_mismatch
    mars_arch_pkg_token_bits_mismatch u_error ();
  end
`endif

`ifdef CS_PROBE_NAMES
  import "DPI-C" function void cs_register_probe(input int index, input string name);
  initial begin
    string name;
    if (Position == 1) name = "mix_in";
    else if (Position == 2) name = "core";
    else if (Position == 3) name = "mix_out";
    else name = "loop";
    cs_register_probe(Index, name);
  end
`endif

endmodule
