// What every cipher's datapath shares with the mode wrapper (cs_mode.sv), the generated top
// level and the shared plumbing of this folder: the modes of operation, the configuration axes
// every core has, and where a token's header sits. Referenced as cs_pkg::name.

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

  // The configuration axes every cipher's core spells alike (hdl/ABI.md, "The core every
  // cipher presents"; a cipher's own axes, such as its S-boxes, are its package's). A core
  // refuses the values it does not build.
  typedef enum logic [1:0] {
    DirEncrypt,
    DirDecrypt,
    DirUnified  // shared datapath, run-time select through in_decrypt_i (Moshopoulos et al., Fig. 2)
  } dir_e;

  // Architectures in the vocabulary of Elbirt et al. (AES3, 2000), and the bit-serial one of
  // the lightweight ciphers (Aysu, Gulcan and Schaumont 2014): BS-w is LU-1 whose round takes
  // several cycles, w bits of it a cycle (cs_round_loop.sv's ExitOnDone).
  typedef enum logic [1:0] {
    ArchLoopUnrolled,     // LU-k: k rounds combinationally, then one register
    ArchPartialPipeline,  // PP-k: k round slices, each ending in a register, in a loop
    ArchSubPipeline,      // SP-k-m: PP-k with m more registers inside each round
    ArchBitSerial         // BS-w: one register, w bits of a round computed a cycle
  } arch_e;

  // The key a key handshake carries: a fixed length (its value key_len_i's code for it), or the
  // length from key_len_i at run time (Chodowiec et al.). Triple DES's bundles are des_pkg's.
  typedef enum logic [1:0] {
    KeyLen128,  // key_len_i 0
    KeyLen192,  // 1
    KeyLen256,  // 2
    KeyLen3in1  // any, by key_len_i
  } key_len_e;

  typedef enum logic [1:0] {
    KeyScheduleOnline,  // round keys computed from the key beside the data, or at key setup
    KeyScheduleBanked,  // banks of precomputed round keys (Chodowiec et al., Sec. 3.3)
    KeyScheduleOffline  // round keys in registers (parameters, or loaded a block a handshake)
  } key_schedule_e;

  // key_len_i's code of a fixed key length (KeyLen3in1: 128 bits), and the length a key
  // handshake sets: key_len_i's when the length is chosen at run time.
  function automatic logic [1:0] key_len_code(input key_len_e key_len);
    key_len_code = key_len == cs_pkg::KeyLen192 ? 2'd1 : key_len == cs_pkg::KeyLen256 ? 2'd2 : 2'd0;
  endfunction

  function automatic logic [1:0] new_key_len(input key_len_e key_len, input logic [1:0] key_len_i);
    new_key_len = key_len == cs_pkg::KeyLen3in1 ? key_len_i : cs_pkg::key_len_code(key_len);
  endfunction

  // Whether a block entering a core of direction `dir` is decrypted: in_decrypt_i says so in
  // a unified core.
  function automatic logic decrypts(input dir_e dir, input logic in_decrypt);
    decrypts = dir == cs_pkg::DirDecrypt ? 1'b1 : dir == cs_pkg::DirEncrypt ? 1'b0 : in_decrypt;
  endfunction

  // The first cycle (the key handshake's is 0) in which an encryption block may enter while
  // its key is still being set up, so that every key it reads is final by the cycle it reads
  // it: Dandalis et al. (CHES 2000, Sec. 3) ran the key setup beside the core, "while the
  // cryptographic core was processing the data of the ith round, the key-setup component was
  // calculating the key-dependent data for the (i + 1)th round". The cipher says from which
  // cycle the entry's keys are final (`entry_at`), round r's (`round_one_at` + r - 1) and the
  // exit's (`exit_at`); the architecture says when a block entering at t reads them: round r in
  // t + ceil(r / k) - 1 (LU-k) or t + (r - 1) per_round (PP-k, SP-k-m, read as early as its
  // first register allows), the exit in t + its register passes. Later blocks enter later.
  // sim-core's timing::early_entry computes the same cycle from registry/ciphers.json.
  function automatic int early_entry(input int entry_at, input int round_one_at, input int exit_at,
                                     input int rounds, input arch_e arch, input int k, input int per_round);
    int t, start, passes;
    t = entry_at;
    for (int r = 1; r <= rounds; r++) begin
      start = arch == cs_pkg::ArchLoopUnrolled ? (r + k - 1) / k - 1 : (r - 1) * per_round;
      if (round_one_at + r - 1 - start > t) t = round_one_at + r - 1 - start;
    end
    passes = arch == cs_pkg::ArchLoopUnrolled ? rounds / k : rounds * per_round;
    if (exit_at - passes > t) t = exit_at - passes;
    early_entry = t;
  endfunction

  // A token is one block in flight with everything it carries: each cipher's
  // <cipher>_arch_pkg::token_t, a packed struct, and one register stage holds one. Every
  // cipher's token starts with the same header (cs_token_header.svh), most significant bits
  // first,
  //   valid, tag[TagBits], round[round bits], decrypt, slot[8],
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

  function automatic int unsigned slot_lsb(input int unsigned width, input int unsigned round_bits);
    slot_lsb = width - 10 - cs_pkg::TagBits - round_bits;
  endfunction

`ifdef CS_PROBE_NAMES
  // A register stage names itself to the harness in simulation (cs_stage_reg.sv): its probe
  // index and what its name is made of (hdl/harness/cs_stage_name.h). Declared here, once, not
  // in the stage register, where Verilator wrote a wrapper for every instance.
  import "DPI-C" function void cs_register_probe(input int index, input string positions, input int position,
                                                 input int sub, input int unit);
`endif

endpackage
