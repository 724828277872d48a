// RC6's key schedule (paper, Sec. 2.3; sim-core/src/rc6/key_schedule.rs) as a key-setup unit
// (the core's online schedule). The table S[0..43] is mixed with the key words L[0..c-1]
// over 3 max(c, 44) = 132 iterations, each needing the one before:
//
//   A = S[i] = (S[i] + A + B) <<< 3
//   B = L[j] = (L[j] + A + B) <<< (A + B)          (rc6_rotate.sv, left)
//   i = (i + 1) mod 44, j = (j + 1) mod c
//
// After a key handshake (start_i) the unit loads S with P32 + kQ32 and L with the key, then
// runs two iterations a cycle, 66 cycles, busy_o high throughout: Dandalis et al. (CHES 2000,
// Sec. 3) built each key setup "to sustain the processing rate of the cryptographic core",
// and an RC6 round reads two words of S. Step s works on pair p = s mod 22 (S[2p], S[2p+1]) in
// pass s / 22, so the third pass writes S[2p], S[2p+1] for the last time in step 44 + p: from
// then on they are final in keys_o at their own place, and an encrypting core may start its
// first block before the setup ends (rc6_pkg's EntryKeysAt, cs_pkg::early_entry). S is a
// table addressed by the pair (a RAM in Dandalis et al.'s design, the key setup passing its
// results to the core "as soon as the key-dependent data for the first encryption round is
// available"); L is a circular shift register turning two words a cycle, c being even (4, 6
// or 8 from key_len_i), so L[j] and L[j + 1] are always its words 0 and 1.

module rc6_key_setup (
  input  logic                        clk_i,
  input  logic                        rst_ni,
  input  logic                        start_i,
  input  logic [255:0]                key_words_i,  // L[0..7] (rc6_pkg::key_words)
  input  logic [1:0]                  key_len_i,    // 0, 1, 2: c = 4, 6, 8
  output logic                        busy_o,
  output logic [rc6_pkg::KeyBits-1:0] keys_o        // S[0..43], S[k] in bits 32k +: 32
);

  localparam int unsigned KeyBits = rc6_pkg::KeyBits;
  localparam int unsigned Pairs   = rc6_pkg::KeyWords / 2;  // 22

  logic [KeyBits-1:0] s_q;
  logic [255:0]       l_q;
  logic [31:0]        a_q, b_q;
  logic [1:0]         len_q;
  logic [4:0]         pair_q;
  logic               busy;

  // Two iterations: S[2p] with L[j], then S[2p + 1] with L[j + 1].
  logic [31:0] s_even, s_odd, a1, ab1, b1, a2, ab2, b2;
  assign {s_odd, s_even} = s_q[64 * pair_q +: 64];
  assign a1  = cs_word_pkg::rotl(s_even + a_q + b_q, 3);
  assign ab1 = a1 + b_q;
  rc6_rotate u_rotate_1 (.x_i(l_q[31:0] + ab1), .amount_i(ab1[4:0]), .right_i(1'b0), .x_o(b1));
  assign a2  = cs_word_pkg::rotl(s_odd + a1 + b1, 3);
  assign ab2 = a2 + b1;
  rc6_rotate u_rotate_2 (.x_i(l_q[63:32] + ab2), .amount_i(ab2[4:0]), .right_i(1'b0), .x_o(b2));

  // L turned two words: word j takes word j + 2, and the new B's go in at words c - 2, c - 1.
  logic [255:0] l_next;
  always_comb begin
    l_next = {64'h0, l_q[255:64]};
    unique case (len_q)
      2'd0:    l_next[127:64]  = {b2, b1};
      2'd1:    l_next[191:128] = {b2, b1};
      default: l_next[255:192] = {b2, b1};
    endcase
  end

  // 66 steps, one a cycle.
  logic [6:0] step;
  cs_step_counter #(.Width(7), .Last(7'(rc6_pkg::SetupCycles - 1))) u_steps (
    .clk_i, .rst_ni, .start_i, .busy_o(busy), .step_o(step)
  );

  always_ff @(posedge clk_i) begin
    if (start_i) begin
      s_q    <= rc6_pkg::initial_table();
      l_q    <= key_words_i;
      len_q  <= key_len_i;
      a_q    <= '0;
      b_q    <= '0;
      pair_q <= '0;
    end else if (busy) begin
      // One write enable a pair: Yosys 0.23 builds a write at a variable part-select as a
      // 1,408-bit barrel shifter of data and mask (7,291 LUT4 on ECP5 for this unit; 2,134
      // with the loop's 22 comparisons).
      for (int p = 0; p < Pairs; p++) if (pair_q == 5'(p)) s_q[64 * p +: 64] <= {a2, a1};
      l_q    <= l_next;
      a_q    <= a2;
      b_q    <= b2;
      pair_q <= pair_q == 5'(Pairs - 1) ? '0 : pair_q + 5'd1;
    end
  end

  assign busy_o = busy;
  logic unused_step;
  assign unused_step = ^step;
  assign keys_o = s_q;

endmodule
