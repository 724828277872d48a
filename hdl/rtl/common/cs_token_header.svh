// The header every cipher's token starts with (hdl/ABI.md, "Tokens"), declared here once: a
// cipher's <cipher>_arch_pkg declares RoundBits (the bits of its round count) and then
//
//   typedef struct packed {
//   `include "cs_token_header.svh"
//     ...  // the cipher's own fields
//   } token_t;
//
// so the shared plumbing (cs_stage_reg, cs_token_pin, cs_round_loop) finds the header where
// cs_pkg's valid_bit, tag_lsb, round_lsb, decrypt_bit and slot_lsb say, in a flat token of any width.
// Its width is 1 + 24 + RoundBits + 1 + 8, the start of the package's TokenBits (Yosys 0.23
// reads no other package's names in a package). Found on the include path hdl/rtl/common/
// (hdl/cores.mjs coreIncludes).

    logic                       valid;
    logic [23:0]                tag;      // cs_pkg::TagBits
    logic [RoundBits-1:0]       round;    // completed rounds
    logic                       decrypt;
    logic [7:0]                 slot;     // the mode's context for this block, returned with it (cs_mode.sv)
