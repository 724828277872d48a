// What travels through a SIMON datapath, how long a block stays and how fast a decryptor's key
// setup runs, for every architecture of the family (simon_core.sv). Referenced as
// simon_arch_pkg::name.

package simon_arch_pkg;

  // A token is one block in flight with everything it carries; one register stage holds one.
  // `round` (the header's) counts rounds begun: completed rounds in LU-k and PP-k, and in a
  // bit-serial core the round the register's newest bits belong to (1..T while a block is in
  // it, so its probe shows the round whose bits are being computed). `phase` is the chunk of
  // w bits of the round a bit-serial core computes next (0 in LU-k and PP-k, whose step is a
  // whole round). `state` is x || y in its low 2n bits (simon_round_step.sv: shifted by the
  // chunks done; a decrypted block is held with its words swapped). `keys` is the online key
  // schedule's window of the next m round-key words, the one this round takes in the low n bits
  // (simon_key_step.sv): the schedule travels with the block and needs no register of its own.
  // The header is every cipher's (cs_token_header.svh).
  localparam int unsigned RoundBits = 7;
  localparam int unsigned PhaseBits = 6;   // up to n / w = 64 chunks a round
  typedef struct packed {
`include "cs_token_header.svh"
    logic [PhaseBits-1:0] phase;
    logic [127:0]         state;
    logic [127:0]         keys;
  } token_t;

  // Width of a token: Yosys 0.23 has no $bits of a type, so flat vectors of tokens use this
  // (Verilator's -Wall holds it to the struct: every core hands a token_t to a flat port).
  localparam int unsigned TokenBits = 1 + 24 + RoundBits + 1 + 8 + PhaseBits + 128 + 128;

  // The register positions (cs_stage_reg.sv): one, "r3.out" after round unit 3.
  localparam Positions = "out";

  // Chunks a round takes in a core of architecture `arch`: n / w bit-serially (K = w), one
  // (a whole round) otherwise. Enum labels are qualified: Yosys 0.23 evaluates these from
  // another scope.
  function automatic int unsigned chunks(input cs_pkg::arch_e arch, input int unsigned k,
                                         input int unsigned word_bits);
    chunks = arch == cs_pkg::ArchBitSerial ? word_bits / k : 1;
  endfunction

  // The mode wrapper's Latency (cs_mode.sv), which sizes its slots: the most blocks that can
  // enter a core of these parameters while one block is in it, bounded by the cycles a block
  // spends there (one block enters a cycle): T/k register passes in LU-k, T in PP-k (no
  // initial round: the key is XORed inside the round), and one more as in des_arch_pkg. A
  // bit-serial block stays T n/w cycles (1,408 or more: more than the wrapper's 8-bit slot
  // counts), but it is alone in the core, the next entering only as it leaves, as in LU-1:
  // LU-1's bound, 2.
  function automatic int unsigned core_latency(input cs_pkg::arch_e arch, input int unsigned k,
                                               input int unsigned word_bits);
    int unsigned t;
    t = simon_pkg::rounds(word_bits);
    core_latency = (arch == cs_pkg::ArchLoopUnrolled ? t / k :
                    arch == cs_pkg::ArchBitSerial ? 1 : t) + 1;
  endfunction

  // Register stages of a core: k in PP-k, one otherwise.
  function automatic int unsigned num_stages(input cs_pkg::arch_e arch, input int unsigned k);
    num_stages = arch == cs_pkg::ArchPartialPipeline ? k : 1;
  endfunction

  // Key-schedule steps a decryptor's key setup takes a cycle (simon_key_setup.sv), a word
  // each, at the round unit's rate: k chained in LU-k, one in PP-k (a stage's one round a
  // cycle); a bit-serial core's one step takes n/w cycles.
  function automatic int unsigned setup_steps(input cs_pkg::arch_e arch, input int unsigned k);
    setup_steps = arch == cs_pkg::ArchLoopUnrolled ? k : 1;
  endfunction

  // Cycles a decryptor's key setup takes after a key handshake: the T - m steps from the key
  // k_0..k_{m-1} to the last m words k_{T-m}..k_{T-1}, setup_steps a cycle (the last cycle
  // keeps the window after the step that ends them, where k does not divide T - m), or
  // bit-serially n/w cycles a step.
  function automatic int unsigned setup_cycles(input cs_pkg::arch_e arch, input int unsigned k,
                                               input int unsigned word_bits);
    int unsigned steps, per_cycle;
    steps = simon_pkg::rounds(word_bits) - simon_pkg::key_words(word_bits);
    per_cycle = simon_arch_pkg::setup_steps(arch, k);
    setup_cycles = (steps + per_cycle - 1) / per_cycle * simon_arch_pkg::chunks(arch, k, word_bits);
  endfunction

endpackage
