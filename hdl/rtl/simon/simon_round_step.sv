// SIMON's round function (Beaulieu et al. §3), W bits at a time:
//
//   x' = y ^ (S^1 x & S^8 x) ^ S^2 x ^ k,   y' = x
//
// W = n is the whole round (LU-k and PP-k); W = w < n is a bit-serial core's w bits a cycle,
// after Aysu, Gulcan and Schaumont (2014): x and y are one 2n-bit shift register, x on top,
// shifted right by W each step, the new bits of x' entering at the top and the bits of y they
// replace leaving at the bottom. After n/W steps the register holds x' || x = x' || y', the
// next round's state, so the same step serves every round without moving a word.
//
// Where each bit of step `phase_i` (bits p = phase_i W + q, q = 0..W-1, of the round) comes
// from, in the register as it stands:
//   y[p]                   bit q (the oldest)
//   x[p - a], a = 1, 2, 8  bit n - a + q while p >= a: that bit of x has not moved yet;
//                          bit 2n - a + q while p < a (the rotation wraps to x's top bits):
//                          those have already been replaced in x' but still sit, unchanged,
//                          at the bottom of the new x' || x (the paper's "the bits the
//                          rotations need are still in the shift register")
//   k[p]                   key_i[q] (simon_key_step.sv: the schedule's oldest bits)
// With W = n the taps of p < a are x's top bits, as the rotations say, and the step is the
// round.

module simon_round_step #(
  parameter int unsigned  WordBits = 32,   // n
  parameter int unsigned  W        = 32,   // bits a step, dividing n
  localparam int unsigned Chunks   = WordBits / W,
  localparam int unsigned PhaseW   = Chunks > 1 ? $clog2(Chunks) : 1
) (
  input  logic [2*WordBits-1:0] state_i,
  input  logic [W-1:0]          key_i,
  input  logic [PhaseW-1:0]     phase_i,   // the chunk of the round this step computes
  output logic [2*WordBits-1:0] state_o
);

  localparam int unsigned N = WordBits;

  logic [W-1:0] x_new;

  for (genvar q = 0; q < W; q++) begin : gen_bit
    logic        s1, s2, s8;
    logic [31:0] p;   // the bit of the round computed here
    assign p = 32'(phase_i) * W + q;

    // x[p - a]: where that bit is (above); when q >= a it has not moved (p >= q >= a).
    if (q >= 1) begin : gen_s1
      assign s1 = state_i[N - 1 + q];
    end else begin : gen_s1_wrap
      assign s1 = p >= 1 ? state_i[N - 1 + q] : state_i[2 * N - 1 + q];
    end
    if (q >= 2) begin : gen_s2
      assign s2 = state_i[N - 2 + q];
    end else begin : gen_s2_wrap
      assign s2 = p >= 2 ? state_i[N - 2 + q] : state_i[2 * N - 2 + q];
    end
    if (q >= 8) begin : gen_s8
      assign s8 = state_i[N - 8 + q];
    end else begin : gen_s8_wrap
      assign s8 = p >= 8 ? state_i[N - 8 + q] : state_i[2 * N - 8 + q];
    end

    assign x_new[q] = state_i[q] ^ (s1 & s8) ^ s2 ^ key_i[q];

    if (q >= 8) begin : gen_unused_position
      logic unused_p;   // no rotation wraps here
      assign unused_p = ^p;
    end
  end

  assign state_o = {x_new, state_i[2*N-1:W]};

endmodule
