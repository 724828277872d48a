// The next-key module of Chodowiec et al. (Fig. 7b): one round's subkey on the fly from the
// key schedule's state C || D (FIPS 46-3, "Key Schedule Calculation"), for encryption or
// decryption order.
//
//   encrypting, round n (1..16):  C_n D_n = C_{n-1} D_{n-1} <<< shift(n);        K_n = PC-2(C_n D_n)
//   decrypting, round n (1..16):  uses K_{17-n}. C_16 D_16 = C_0 D_0 (the shifts add up to 28),
//                                 so round 1 takes PC-2 of the bank's key unrotated (m = 0), and
//                                 round n > 1 rotates right by shift(18 - n) first: C_{17-n} D_{17-n}.
//
// Either way the rotated value is both this round's PC-2 input and the state handed on with
// the block (cd_o), so each round rotates by m = 0, 1 or 2 places, as Fig. 7b says. At the
// first round of a DES operation (n_i = 0) cd_i is the bank's key after PC-1 (C_0 D_0),
// otherwise the state the token brought from its last round.

module des_key_step (
  input  logic [55:0] cd_i,
  input  logic [3:0]  n_i,        // rounds of this DES operation already done, 0..15
  input  logic        decrypt_i,  // this DES operation decrypts (subkeys K16..K1)
  output logic [55:0] cd_o,
  output logic [47:0] subkey_o
);

  logic [4:0] n1;   // the round, 1..16
  assign n1 = {1'b0, n_i} + 5'd1;

  always_comb begin
    if (!decrypt_i) cd_o = des_pkg::rotl_cd(cd_i, des_pkg::shift(n1));
    else if (n_i == 4'd0) cd_o = cd_i;
    else cd_o = des_pkg::rotr_cd(cd_i, des_pkg::shift(5'd18 - n1));
  end

  assign subkey_o = des_pkg::pc2(cd_o);

endmodule
