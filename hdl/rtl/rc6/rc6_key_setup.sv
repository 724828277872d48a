// RC6's key schedule (paper, Sec. 2.3; sim-core/src/rc6/key_schedule.rs) as a key-setup unit
// (the core's online schedule): RC6 cannot compute round keys beside the data, since the table
// S[0..43] is mixed with the key words L[0..c-1] over 3 max(c, 44) = 132 iterations, each
// needing the one before. After a key handshake (start_i) the unit loads S with P32 + kQ32
// and L with the key, then runs one iteration a cycle, 132 cycles, busy_o high throughout:
//
//   A = S[i] = (S[i] + A + B) <<< 3
//   B = L[j] = (L[j] + A + B) <<< (A + B)          (rc6_rotate.sv, left)
//   i = (i + 1) mod 44, j = (j + 1) mod c
//
// S and L are circular shift registers rather than addressed arrays: S[i] is always in word
// 0 and the new A goes into word 43 as the words move down one place, so the unit reads and
// writes fixed words, with no 44-way multiplexer or write decoder. After 132 = 3 x 44 steps
// every S word is back in its place, and keys_o is the table the datapath reads (the core
// holds blocks out while busy_o, and only starts a setup with no block in flight). L turns
// over its first c words (c = 4, 6, 8 from key_len_i).

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

  logic [KeyBits-1:0] s_q;
  logic [255:0]       l_q;
  logic [31:0]        a_q, b_q;
  logic [1:0]         len_q;
  logic               busy;

  // One iteration.
  logic [31:0] a_new, ab, b_sum, b_new;
  assign a_new = cs_word_pkg::rotl(s_q[31:0] + a_q + b_q, 3);
  assign ab    = a_new + b_q;
  assign b_sum = l_q[31:0] + ab;
  rc6_rotate u_rotate (.x_i(b_sum), .amount_i(ab[4:0]), .right_i(1'b0), .x_o(b_new));

  // L turned one word: word j takes word j + 1, and the new B goes in at word c - 1.
  logic [255:0] l_next;
  always_comb begin
    l_next = {32'h0, l_q[255:32]};
    unique case (len_q)
      2'd0:    l_next[127:96]  = b_new;
      2'd1:    l_next[191:160] = b_new;
      default: l_next[255:224] = b_new;
    endcase
  end

  // 132 iterations, one a cycle. S and L turn, so no word is addressed by the count.
  logic [7:0] step;
  cs_step_counter #(.Width(8), .Last(8'(rc6_pkg::SetupIterations - 1))) u_steps (
    .clk_i, .rst_ni, .start_i, .busy_o(busy), .step_o(step)
  );
  logic unused_step;
  assign unused_step = ^step;

  always_ff @(posedge clk_i) begin
    if (start_i) begin
      s_q   <= rc6_pkg::initial_table();
      l_q   <= key_words_i;
      len_q <= key_len_i;
      a_q   <= '0;
      b_q   <= '0;
    end else if (busy) begin
      s_q   <= {a_new, s_q[KeyBits-1:32]};
      l_q   <= l_next;
      a_q   <= a_new;
      b_q   <= b_new;
    end
  end

  assign busy_o = busy;
  assign keys_o = s_q;

endmodule
