// What travels through a Triple DES datapath, how long a block stays, and which key of its
// bank each DES operation takes, for every architecture of the family (des_core.sv).
// Referenced as des_arch_pkg::name.

package des_arch_pkg;

  // A token is one block in flight with everything it carries: one register stage of the
  // datapath holds one token. `round` counts completed rounds, 0..48. `cd` is C_n || D_n of the
  // key schedule after the token's last round (des_key_step.sv): the next round's subkey is
  // computed from it on the fly, so the key schedule travels with the block (Chodowiec et al.,
  // Fig. 7b: a next-key module in every stage) and needs no register of its own. The header
  // is every cipher's (cs_token_header.svh).
  localparam int unsigned RoundBits = 6;
  typedef struct packed {
`include "cs_token_header.svh"
    logic [3:0]    bank;      // the key bank whose K1, K2, K3 the block uses
    logic [63:0]   state;     // L || R (des_pkg)
    logic [55:0]   cd;
  } token_t;

  // Width of a token: Yosys 0.23 has no $bits of a type, so flat vectors of tokens use this
  // (Verilator's -Wall holds it to the struct: every core hands a token_t to a flat port).
  localparam int unsigned TokenBits = 1 + 24 + RoundBits + 1 + 8 + 4 + 64 + 56;

  // The register positions (cs_stage_reg.sv): one, "r3.out" after round unit 3.
  localparam Positions = "out";

  // Where `bank` sits in a flat token (below it: state, cd), for code that reads it inside a
  // generate block, where Yosys 0.23 resolves no struct fields.
  localparam int unsigned BankLsb = 64 + 56;

  // The most cycles a block spends in a core of these parameters, which sizes the mode
  // wrapper's slots: 48/k register passes in LU-k, 48 in PP-k, and one more as in
  // rc6_arch_pkg. IP and FP are wiring outside the loop and add no cycle. Enum labels are
  // qualified: Yosys 0.23 evaluates this from another scope.
  function automatic int unsigned core_latency(input cs_pkg::arch_e arch, input int unsigned k);
    core_latency = (arch == cs_pkg::ArchLoopUnrolled ? des_pkg::TdesRounds / k : des_pkg::TdesRounds) + 1;
  endfunction

  // Register stages of a core: one in LU-k, k in PP-k.
  function automatic int unsigned num_stages(input cs_pkg::arch_e arch, input int unsigned k);
    num_stages = arch == cs_pkg::ArchLoopUnrolled ? 1 : k;
  endfunction

  // The DES operation (pass 0, 1, 2) a token with r completed rounds is in, and what it does.
  // Encrypting: E_K1, D_K2, E_K3. Decrypting: D_K3, E_K2, D_K1 (SP 800-67 Sec. 3.1).
  function automatic logic [1:0] pass_of(input logic [5:0] round);
    pass_of = round < 6'd16 ? 2'd0 : round < 6'd32 ? 2'd1 : 2'd2;
  endfunction

  // Whether the pass runs DES decryption (subkeys K16..K1).
  function automatic logic pass_decrypts(input logic decrypt, input logic [1:0] pass);
    pass_decrypts = decrypt ^ (pass == 2'd1);
  endfunction

  // Which of the bank's keys (0: K1, 1: K2, 2: K3) the pass uses.
  function automatic logic [1:0] key_index(input logic decrypt, input logic [1:0] pass);
    key_index = decrypt ? 2'd2 - pass : pass;
  endfunction

endpackage
