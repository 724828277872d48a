// What every cipher's datapath shares with the mode wrapper (cs_mode.sv), the generated top
// level and the shared plumbing of this folder: the modes of operation, and where a token's
// header sits. Referenced as cs_pkg::name.

package cs_pkg;

  // Modes of operation (NIST SP 800-38A; Swankoski et al.'s staggered CBC; Chodowiec et
  // al.'s multi-stream CBC). ModeAll selects one at run time (cs_mode.sv); the harness's
  // cs_set_mode takes these codes (hdl/ABI.md).
  typedef enum logic [2:0] {
    ModeEcb             = 3'd0,
    ModeCtr             = 3'd1,
    ModeCbc             = 3'd2,
    ModeCfb             = 3'd3,
    ModeOfb             = 3'd4,
    ModeInterleavedCbc  = 3'd5,
    ModeMultiStreamCbc  = 3'd6,
    ModeAll             = 3'd7
  } mode_e;

  // A token is one block in flight with everything it carries: each cipher's
  // <cipher>_arch_pkg::token_t, a packed struct, and one register stage holds one. Every
  // cipher's token starts with the same header, most significant bits first,
  //   valid, tag[TagBits], round[round bits], decrypt,
  // so the shared plumbing (cs_stage_reg, cs_token_pin, cs_round_loop) reads it from a flat
  // vector of any width (hdl/ABI.md, "Tokens"). The functions give its bits in a token of
  // `width` bits whose round has `round_bits`.
  localparam int unsigned TagBits = 24;

  function automatic int unsigned valid_bit(input int unsigned width);
    valid_bit = width - 1;
  endfunction

  function automatic int unsigned tag_lsb(input int unsigned width);
    tag_lsb = width - 1 - cs_pkg::TagBits;
  endfunction

  function automatic int unsigned round_lsb(input int unsigned width, input int unsigned round_bits);
    round_lsb = width - 1 - cs_pkg::TagBits - round_bits;
  endfunction

  function automatic int unsigned decrypt_bit(input int unsigned width, input int unsigned round_bits);
    decrypt_bit = width - 2 - cs_pkg::TagBits - round_bits;
  endfunction

endpackage
