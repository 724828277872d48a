// The ports of the generated top level cs_top (hdl/top.mjs): what every simulator
// (hdl/harness/), bench and board top drives (hdl/ABI.md, "The top level every core
// presents"), declared here once. cs_top's port list is this file; its header declares
// TagWidth (24), BlockBits (the cipher's block) and NumStages (its core's register stages).
// Found on the include path hdl/rtl/common/ (hdl/cores.mjs coreIncludes).

  input  logic                          clk_i,
  input  logic                          rst_ni,
  input  logic                          key_valid_i,
  output logic                          key_ready_o,
  input  logic [255:0]                  key_i,
  input  logic [1:0]                    key_len_i,
  input  logic [7:0]                    key_bank_i,
  input  logic                          iv_valid_i,
  output logic                          iv_ready_o,
  input  logic [BlockBits-1:0]          iv_i,
  input  logic [7:0]                    iv_index_i,
  input  logic                          cfg_valid_i,
  output logic                          cfg_ready_o,
  input  logic [2:0]                    cfg_mode_i,
  input  logic [7:0]                    cfg_chains_i,
  input  logic                          in_valid_i,
  output logic                          in_ready_o,
  input  logic [BlockBits-1:0]          in_data_i,
  input  logic [TagWidth-1:0]           in_tag_i,
  input  logic                          in_decrypt_i,
  input  logic [3:0]                    in_bank_i,
  input  logic [7:0]                    in_stream_i,
  output logic                          out_valid_o,
  input  logic                          out_ready_i,
  output logic [BlockBits-1:0]          out_data_o,
  output logic [TagWidth-1:0]           out_tag_o,
  output logic [NumStages-1:0]          probe_valid_o,
  output logic [NumStages*TagWidth-1:0] probe_tag_o,
  output logic [NumStages*8-1:0]        probe_round_o
