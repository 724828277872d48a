// The ports of every cipher's core (hdl/ABI.md, "The core every cipher presents"), declared
// here once: a core's port list is this file,
//
//   module <cipher>_core #(
//     ...,
//     localparam int unsigned BlockBits = 128,  // its block: 128, or 64 (Triple DES)
//     localparam int unsigned NumStages = ...   // its register stages, a probe each
//   ) (
//   `include "cs_core_ports.svh"
//   );
//
// so the mode wrapper (cs_mode.sv), the generated top level (hdl/top.mjs) and the benches
// connect every core alike. Found on the include path hdl/rtl/common/, which every tool that
// reads the RTL is given (hdl/cores.mjs coreIncludes).

  input  logic                         clk_i,
  input  logic                         rst_ni,

  // A key, or for an offline schedule a round-key block (key_i[255:128]) of index key_bank_i.
  input  logic                         key_valid_i,
  output logic                         key_ready_o,
  input  logic [255:0]                 key_i,
  input  logic [1:0]                   key_len_i,
  input  logic [7:0]                   key_bank_i,

  input  logic                         in_valid_i,
  output logic                         in_ready_o,
  input  logic [BlockBits-1:0]         in_data_i,
  input  logic [cs_pkg::TagBits-1:0]   in_tag_i,
  input  logic                         in_decrypt_i,
  input  logic [3:0]                   in_bank_i,
  input  logic [7:0]                   in_slot_i,   // travels with the block (cs_mode.sv)

  output logic                         out_valid_o,
  input  logic                         out_ready_i,
  output logic [BlockBits-1:0]         out_data_o,
  output logic [cs_pkg::TagBits-1:0]   out_tag_o,
  output logic [7:0]                   out_slot_o,

  // Occupancy: which register stages hold a block, its tag and its round, 8 bits a stage.
  output logic [NumStages-1:0]         probe_valid_o,
  output logic [NumStages*cs_pkg::TagBits-1:0] probe_tag_o,
  output logic [NumStages*8-1:0]       probe_round_o
