// The DES cipher function f(R, K) = P(S1..S8(E(R) xor K)) (FIPS 46-3, Figure 2): E widens
// the right half to 48 bits, the round's subkey is XORed in, the eight S-boxes take six bits
// each to four, and P permutes the 32 bits. Combinational; E and P are wiring, the S-boxes
// 6-to-4 tables (des_pkg). Chodowiec et al. build it the same way ("directly follows the
// algorithm specification", Sec. 4.1).

module des_f (
  input  logic [31:0] r_i,
  input  logic [47:0] subkey_i,
  output logic [31:0] f_o
);

  assign f_o = des_pkg::f(r_i, subkey_i);

endmodule
