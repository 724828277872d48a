// One register stage of a Twofish datapath: holds one token (twofish_arch_pkg::token_t)
// and reports it on the occupancy probes. Only `valid` is reset; the rest is data.
// In simulation (CS_PROBE_NAMES) the stage registers its readable name with the harness,
// e.g. "r3.f" for the register after round unit 3 (hdl/ABI.md, hdl/doc/twofish.md). A
// near-copy of serpent_stage_reg.sv with Twofish's token and stage names.

module twofish_stage_reg #(
  parameter int unsigned Index    = 0,  // probe index, unique in the core
  parameter int unsigned Unit     = 1,  // round unit (1-based)
  parameter int unsigned Position = 2,  // 1 sbox (SP's inner register), 2 f (end of round)
  parameter bit          InRound  = 0   // holds a round in progress: probe shows round + 1
) (
  input  logic                      clk_i,
  input  logic                      rst_ni,
  input  logic                      en_i,
  input  twofish_arch_pkg::token_t  d_i,
  output twofish_arch_pkg::token_t  q_o,
  output logic                      probe_valid_o,
  output logic [23:0]               probe_tag_o,
  output logic [7:0]                probe_round_o
);

  logic valid_q;
  twofish_arch_pkg::token_t data_q;

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
  assign probe_round_o = {3'b000, data_q.round} + (InRound ? 8'd1 : 8'd0);

`ifdef VERILATOR
  if ($bits(twofish_arch_pkg::token_t) != twofish_arch_pkg::TokenBits) begin : gen_token_bits_mismatch
    twofish_arch_pkg_token_bits_mismatch u_error ();
  end
`endif

`ifdef CS_PROBE_NAMES
  import "DPI-C" function void cs_register_probe(input int index, input string name);
  initial begin
    string position;
    if (Position == 1) position = "sbox";
    else position = "f";
    cs_register_probe(Index, $sformatf("r%0d.%s", Unit, position));
  end
`endif

endmodule
