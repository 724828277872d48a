// MARS's key expansion (submission, "Key expansion", as revised in 1999;
// sim-core/src/mars/key_schedule.rs) as a key-setup unit, the core's online schedule, with the
// multiplication-key fix: all of MARS's, not Dandalis et al.'s, who left the fix out (their
// Sec. 4.1). The expansion is a serial chain of 300 word updates of the 15-word array T, 240 of
// them needing an S-box word of the one before, so no block can carry its own key schedule;
// after a key handshake (start_i) the unit loads T from the key and runs, busy_o high:
//
//   for j = 0..3:
//     1 cycle    the linear transformation of T (mars_pkg::linear: 15 chained updates, all
//                exclusive-ors and fixed rotations, in one cycle)
//     60 cycles  stirring, one word a cycle: T[i] = (T[i] + S[low 9 bits of T[i-1]]) <<< 9
//                (mars_pkg::stir), the S-box word read on the unit's own port (mars_sbox.sv)
//     then (in the next iteration's first cycle) K[10j..10j+9] = T[0, 4, 8, 12, 1, 5, 9, 13,
//     2, 6], the multiplication keys among them fixed on the way (mars_pkg::extract: five
//     fix units side by side, each a run-of-ten mask, a rotation of a B word, an AND, an XOR)
//   1 cycle      the last iteration's ten words
//
// 4 x 61 + 1 = 245 cycles. T is a circular shift register: the word being stirred is always
// word 0 and the T[i-1] it reads word 14, so nothing is addressed, and after 60 = 4 x 15 steps
// every word is back in place for the next linear transformation.
//
// Batch j is final in keys_o from cycle 63 + 61 j after the handshake (mars_pkg's
// BatchFinalAt), while the next is stirred: an encrypting core with S-boxes in logic takes its
// first block before the expansion ends, once every word it reads is final when read
// (mars_arch_pkg::early_entry), as Dandalis et al. ran their key setup beside the core (CHES
// 2000, Sec. 3). So the unit has an S-box port of its own, not one of the datapath's, which
// the block's rounds use meanwhile; it is the same 512-word S in logic or block RAM as the
// round unit's (SBox). Its index is the low 9 bits of word 14: of T now (SBoxLogic), or of T
// in the next cycle, registered by the block RAM (SBoxBram).

module mars_key_setup #(
  parameter mars_pkg::sbox_e SBox = mars_pkg::SBoxLogic
) (
  input  logic                         clk_i,
  input  logic                         rst_ni,
  input  logic                         start_i,
  input  logic [255:0]                 key_words_i,  // k[0..7] (mars_pkg::key_words)
  input  logic [1:0]                   key_len_i,    // 0, 1, 2: n = 4, 6, 8 words
  output logic                         busy_o,
  output logic [mars_pkg::KeyBits-1:0] keys_o        // K[0..39], K[k] in bits 32k +: 32
);

  localparam int unsigned TBits = 32 * mars_pkg::TWords;

  logic [TBits-1:0]             t_q, t_d;
  logic [mars_pkg::KeyBits-1:0] keys_q;
  logic [5:0]                   step_q;   // 0: linear transformation; 1..60: stirring
  logic [2:0]                   iter_q;   // j, and 4 for the last words out
  logic                         busy_q;
  logic                         last;     // the cycle of the last words out
  logic [31:0]                  lookup;   // S[index], the stirring's S-box word

  assign last = busy_q && iter_q == 3'd4;

  always_comb begin
    if (start_i)                            t_d = mars_pkg::initial_t(key_words_i, key_len_i);
    else if (busy_q && step_q == 6'd0)      t_d = mars_pkg::linear(t_q, iter_q[1:0]);
    else if (busy_q)                        t_d = mars_pkg::stir(t_q, lookup);
    else                                    t_d = t_q;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q <= 1'b0;
      step_q <= '0;
      iter_q <= '0;
    end else if (start_i) begin
      busy_q <= 1'b1;
      step_q <= '0;
      iter_q <= '0;
    end else if (busy_q) begin
      busy_q <= !last;
      step_q <= step_q == 6'd60 ? 6'd0 : step_q + 6'd1;
      if (step_q == 6'd60) iter_q <= iter_q + 3'd1;
    end
  end

  // T, and the last iteration's words out in the cycle after its stirring.
  always_ff @(posedge clk_i) begin
    t_q <= t_d;
    if (busy_q && step_q == 6'd0 && iter_q != 3'd0) begin
      unique case (iter_q)
        3'd1:    keys_q[319:0]     <= mars_pkg::extract(t_q, 2'd0);
        3'd2:    keys_q[639:320]   <= mars_pkg::extract(t_q, 2'd1);
        3'd3:    keys_q[959:640]   <= mars_pkg::extract(t_q, 2'd2);
        default: keys_q[1279:960]  <= mars_pkg::extract(t_q, 2'd3);
      endcase
    end
  end

  // The stirring's S-box word, S[low 9 bits of T[14]].
  mars_sbox #(.SBox(SBox)) u_sbox (
    .clk_i,
    .en_i        (start_i || (busy_q && !last)),
    .index_now_i (t_q[TBits-32 +: 9]),
    .index_next_i(t_d[TBits-32 +: 9]),
    .data_o      (lookup)
  );

  assign busy_o = busy_q;
  assign keys_o = keys_q;

endmodule
