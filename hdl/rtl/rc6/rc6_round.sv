// One RC6 round, encrypting or undoing one (paper, "Encryption/Decryption with RC6-w/r/b";
// sim-core/src/rc6/mod.rs), in three combinational parts with the sub-pipeline registers of
// SP-k-m between them (rc6_round_slice.sv places them; here the parts are only wired):
//
//   part Q  t = f(B) <<< 5, u = f(D) <<< 5       (decrypting, B and D after the inverse
//           permutation, i.e. A and C of the state that comes in: the same t and u as the
//           encryption round read)
//   part R  encrypting   A = (A ^ t) <<< u,  C = (C ^ u) <<< t
//           decrypting   (A, B, C, D) = (D, A, B, C); A = (A - S[2i]) >>> u, C = (C - S[2i+1]) >>> t
//   part F  encrypting   A += S[2i], C += S[2i+1]; (A, B, C, D) = (B, C, D, A)
//           decrypting   A ^= t, C ^= u
//
// so both directions are "f, rotate, finish" and a unified round (run-time decrypt_i) shares
// the two quadratic units; the rotators turn either way (rc6_rotate.sv). Each part takes its own
// token and key words: with inner registers the parts hold different blocks.

module rc6_round #(
  parameter rc6_pkg::mul_e Mul = rc6_pkg::MulSquarer
) (
  // Each part reads its own block's token (state, decrypt; R also t and u).
  input  rc6_arch_pkg::token_t q_i,
  output logic [31:0]          q_t_o,
  output logic [31:0]          q_u_o,
  input  rc6_arch_pkg::token_t r_i,
  input  logic [63:0]          r_key_i,    // {S[2i], S[2i+1]}
  output logic [127:0]         r_state_o,
  input  rc6_arch_pkg::token_t f_i,
  input  logic [63:0]          f_key_i,    // {S[2i], S[2i+1]}
  output logic [127:0]         f_state_o
);

  // ---- Part Q: the two quadratic functions and the fixed rotation by lg w = 5 ---------------
  logic [31:0] fb_in, fd_in, fb, fd;
  assign fb_in = q_i.decrypt ? cs_word_pkg::word(q_i.state, 0) : cs_word_pkg::word(q_i.state, 1);
  assign fd_in = q_i.decrypt ? cs_word_pkg::word(q_i.state, 2) : cs_word_pkg::word(q_i.state, 3);
  rc6_quadratic #(.Mul(Mul)) u_f_b (.x_i(fb_in), .f_o(fb));
  rc6_quadratic #(.Mul(Mul)) u_f_d (.x_i(fd_in), .f_o(fd));
  assign q_t_o = cs_word_pkg::rotl(fb, 5);
  assign q_u_o = cs_word_pkg::rotl(fd, 5);

  // ---- Part R: the data-dependent rotations --------------------------------------------------
  logic [31:0] ra, rb, rc, rd, a_in, c_in, a_rot, c_rot;
  always_comb begin
    {ra, rb, rc, rd} = r_i.state;
    if (r_i.decrypt) begin
      {ra, rb, rc, rd} = {rd, ra, rb, rc};          // undo the words' turn
      a_in = ra - r_key_i[63:32];
      c_in = rc - r_key_i[31:0];
    end else begin
      a_in = ra ^ r_i.t;
      c_in = rc ^ r_i.u;
    end
  end
  rc6_rotate u_rot_a (.x_i(a_in), .amount_i(r_i.u[4:0]), .right_i(r_i.decrypt), .x_o(a_rot));
  rc6_rotate u_rot_c (.x_i(c_in), .amount_i(r_i.t[4:0]), .right_i(r_i.decrypt), .x_o(c_rot));
  assign r_state_o = {a_rot, rb, c_rot, rd};

  // ---- Part F: key addition and the words' turn, or the exclusive-ors ------------------------
  logic [31:0] fa, fb2, fc, fd2;
  always_comb begin
    {fa, fb2, fc, fd2} = f_i.state;
    if (f_i.decrypt) begin
      f_state_o = {fa ^ f_i.t, fb2, fc ^ f_i.u, fd2};
    end else begin
      f_state_o = {fb2, fc + f_key_i[31:0], fd2, fa + f_key_i[63:32]};
    end
  end

  // The token fields a part does not read (the header, and t and u where it takes none).
  logic unused;
  assign unused = ^{q_i, r_i, f_i};

endmodule
