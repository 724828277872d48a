// The ports of a register stage (cs_stage_reg.sv, and cs_inner_reg.sv, which may be one),
// declared here once: a clock-enabled register of the cipher's token_t (Width bits) and its
// occupancy probe (hdl/ABI.md). Found on the include path hdl/rtl/common/, as
// cs_core_ports.svh is.

  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             en_i,
  input  logic [Width-1:0] d_i,
  output logic [Width-1:0] q_o,
  output logic             probe_valid_o,
  output logic [23:0]      probe_tag_o,
  output logic [7:0]       probe_round_o
