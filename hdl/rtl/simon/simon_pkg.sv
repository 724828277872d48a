// The SIMON family's constants (Beaulieu, Shors, Smith, Treatman-Clark, Weeks and Wingers, "The
// SIMON and SPECK Families of Lightweight Block Ciphers", 2013, §3 and Table 3.1) for the two
// members the lab builds, both with 128-bit keys: SIMON 64/128 (word n = 32, m = 4 key words,
// 44 rounds, z3) and SIMON 128/128 (n = 64, m = 2, 68 rounds, z2). The word size selects the
// member: every function takes it. Referenced as simon_pkg::name (Yosys 0.23: no imports).
//
// Bit and word order: a word's bit 0 is its least significant; S^j is a rotation left by j
// within n bits. A block is x || y (x on top), a key k_{m-1} || ... || k_0 (k_{m-1} on top):
// the paper's order, which is also the ports' (hdl/ABI.md: byte 0 in the top byte).

package simon_pkg;

  localparam int unsigned KeyBits = 128;  // the key of both members
  localparam int unsigned ZBits   = 62;   // the period of the constant sequences

  // The constant sequences z2 and z3 (§3, the paper's strings), the first character z_j[0] in
  // the top bit: z_j[i] is bit ZBits - 1 - i.
  localparam logic [ZBits-1:0] Z2 = 62'b10101111011100000011010010011000101000010001111110010110110011;
  localparam logic [ZBits-1:0] Z3 = 62'b11011011101011000110010111100000010010001010011100110100001111;

  // Rounds T, key words m and the sequence of a member with a 128-bit key, by its word size
  // (Table 3.1: 64/128 T = 44, m = 4, z3; 128/128 T = 68, m = 2, z2).
  function automatic int unsigned rounds(input int unsigned word_bits);
    rounds = word_bits == 32 ? 44 : 68;
  endfunction

  function automatic int unsigned key_words(input int unsigned word_bits);
    key_words = KeyBits / word_bits;
  endfunction

  function automatic logic [ZBits-1:0] z_sequence(input int unsigned word_bits);
    z_sequence = word_bits == 32 ? simon_pkg::Z3 : simon_pkg::Z2;
  endfunction

  // The z bit of each round r = 0..127 (rounds completed before it), as a table the round
  // indexes. Encrypting, round r + 1 computes key word k_{r+m} and takes z_j[r mod 62]. A
  // decryptor runs the schedule backwards (simon_key_step.sv): round r + 1 computes
  // k_{T-1-m-r} from the m after it and takes z_j[(T-1-m-r) mod 62]; its last m rounds compute
  // words no round uses, and take 0.
  function automatic logic [127:0] z_by_round(input int unsigned word_bits, input logic backward);
    int               t, m, index;   // signed: a backward index runs below 0
    logic [ZBits-1:0] z;
    t = simon_pkg::rounds(word_bits);
    m = simon_pkg::key_words(word_bits);
    z = simon_pkg::z_sequence(word_bits);
    z_by_round = '0;
    for (int r = 0; r < 128; r++) begin
      index = backward ? t - 1 - m - r : r;
      if (index >= 0) z_by_round[r] = z[ZBits - 1 - (index % ZBits)];
    end
  endfunction

endpackage
