// One DES round on L || R (FIPS 46-3, Figure 1): L_n = R_{n-1}, R_n = L_{n-1} xor f(R_{n-1}, K_n).
//
// The last round of each DES operation (rounds 16, 32 and 48 of Triple DES) does not swap
// the halves: its result is the preoutput R_16 || L_16. Between the operations of Triple DES,
// FP and the next IP cancel (sim-core/src/des/trace.rs), so that preoutput is the next
// operation's L_0 || R_0 as it stands, and IP and FP stay outside the loop. The choice
// between the two outputs is Chodowiec et al.'s mux3 and mux4 (Sec. 4.1, Fig. 6a); in a
// pipeline whose every stage has a fixed round (PP-16, their Fig. 7) last_i is a constant and
// the multiplexers disappear.
// Decryption is the same round with the subkeys in reverse order (des_key_step.sv).

module des_round (
  input  logic [63:0] state_i,   // L || R
  input  logic [47:0] subkey_i,
  input  logic        last_i,    // the 16th round of a DES operation: no swap
  output logic [63:0] state_o
);

  logic [31:0] l, r, f, l_new;
  assign {l, r} = state_i;
  des_f u_f (.r_i(r), .subkey_i, .f_o(f));
  assign l_new   = l ^ f;
  assign state_o = last_i ? {l_new, r} : {r, l_new};

endmodule
