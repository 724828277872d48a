// One register stage of a Triple DES datapath: holds one token (des_arch_pkg::token_t) and
// reports it on the occupancy probes. Only `valid` is reset; the rest is data. In simulation
// (CS_PROBE_NAMES) the stage registers its readable name with the harness, "r<u>.out" for
// the register after round unit u (hdl/ABI.md, hdl/doc/des.md). A near-copy of
// rc6_stage_reg.sv (token type and names differ; DES has no inner registers).

module des_stage_reg #(
  parameter int unsigned Index = 0,  // probe index, unique in the core
  parameter int unsigned Unit  = 1   // round unit (1-based)
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  logic                  en_i,
  input  des_arch_pkg::token_t  d_i,
  output des_arch_pkg::token_t  q_o,
  output logic                  probe_valid_o,
  output logic [23:0]           probe_tag_o,
  output logic [7:0]            probe_round_o
);

  logic valid_q;
  des_arch_pkg::token_t data_q;

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
  assign probe_round_o = {2'b00, data_q.round};

`ifdef VERILATOR
  if ($bits(des_arch_pkg::token_t) != des_arch_pkg::TokenBits) begin : gen_token_bits_mismatch
    des_arch_pkg_token_bits_mismatch u_error ();
  end
`endif

`ifdef CS_PROBE_NAMES
  import "DPI-C" function void cs_register_probe(input int index, input string name);
  initial begin
    cs_register_probe(Index, $sformatf("r%0d.out", Unit));
  end
`endif

endmodule
