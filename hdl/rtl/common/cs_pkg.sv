// What every cipher's datapath shares with the mode wrapper (cs_mode.sv) and the generated
// top level: the modes of operation. Referenced as cs_pkg::name.

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

endpackage
