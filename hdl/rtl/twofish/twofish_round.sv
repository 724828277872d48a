// The rest of a Twofish round once its key-dependent S-boxes have given their eight bytes
// (twofish_g.sv): the MDS half of the two g's, the PHT, the round's two subkeys, and the mix
// into the right half with the swap of the halves (paper, Sec. 4.1, Figure 1):
//   T0 = MDS . sb[0..3] = g(Z0),  T1 = MDS . sb[4..7] = g(ROL(Z1, 8))
//   F0 = T0 + T1 + Ka,  F1 = T0 + 2 T1 + Kb   (mod 2^32)
//   encrypt  Z' = {ROR(Z2 ^ F0, 1), ROL(Z3, 1) ^ F1, Z0, Z1}
//   decrypt  Z' = {ROL(Z2, 1) ^ F0, ROR(Z3 ^ F1, 1), Z0, Z1}
// (the decryption form on the exchanged state of twofish_arch_pkg). A unified round shares
// MDS, PHT and the adders; only the two one-bit rotations are chosen by `decrypt_i`.

module twofish_round (
  input  logic         decrypt_i,
  input  logic [127:0] state_i,   // {Z0, Z1, Z2, Z3}
  input  logic [63:0]  sb_i,      // s_j of Z0's byte j in bits 8j +: 8, of ROL(Z1, 8)'s in 32 + 8j +: 8
  input  logic [31:0]  ka_i,
  input  logic [31:0]  kb_i,
  output logic [127:0] state_o
);

  logic [31:0] t0, t1, f0, f1, z2, z3, n0, n1;
  logic [63:0] p;
  assign t0 = twofish_pkg::mds(sb_i[31:0]);
  assign t1 = twofish_pkg::mds(sb_i[63:32]);
  assign p  = twofish_pkg::pht(t0, t1);
  assign f0 = p[63:32] + ka_i;
  assign f1 = p[31:0] + kb_i;
  assign z2 = cs_word_pkg::word(state_i, 2);
  assign z3 = cs_word_pkg::word(state_i, 3);
  assign n0 = decrypt_i ? cs_word_pkg::rotl(z2, 1) ^ f0 : cs_word_pkg::rotr(z2 ^ f0, 1);
  assign n1 = decrypt_i ? cs_word_pkg::rotr(z3 ^ f1, 1) : cs_word_pkg::rotl(z3, 1) ^ f1;
  assign state_o = {n0, n1, state_i[127:64]};

endmodule
