// SIMON's key schedule (Beaulieu et al. §3), W bits at a time, forwards or backwards. The
// window keys_i holds the next m round-key words, the oldest (the one the round takes now) in
// the low n bits; each step computes W bits of the word after the newest and shifts them in at
// the top, as simon_round_step.sv does with x and y. W = n is a whole word (LU-k, PP-k, and a
// decryptor's key setup); W = w < n is a bit-serial core's, a 2n- (m = 2) or 4n-bit (m = 4)
// shift register beside the data's (Aysu, Gulcan and Schaumont 2014).
//
// Forwards (encryption), for i >= m (the paper's c = 2^n - 4 is the ~ and the 3):
//   k_i = ~k_{i-m} ^ (I ^ S^-1)(S^-3 k_{i-1} [^ k_{i-3} if m = 4]) ^ z_j[(i-m) mod 62] ^ 3
// Backwards (decryption, the round keys in reverse: K'_i = k_{T-1-i}), the same equation
// solved for k_{i-m}, which in K' reads
//   K'_i = ~K'_{i-m} ^ (I ^ S^-1)(S^-3 K'_{i-m+1} [^ K'_{i-m+3}]) ^ z_j[(T-1-i) mod 62] ^ 3,
// so for m = 4 the rotated word and the plain one trade places (S^-3 of K'_{i-3}, K'_{i-1}
// plain), and for m = 2 the step is the forward one. The window then runs the same way in both
// directions, and a decryptor's datapath is its encryptor's (simon_round_slice.sv).
//
// Bit p = phase_i W + q of the new word reads bit p + d (mod n) of an earlier word, d = 0, 1,
// 3 or 4 (the rotations right): while p + d < n that bit has not moved out of the word's place
// in the window; once p + d >= n it wraps to the word's low bits, which already sit one word
// lower (the same word's bits, shifted down by the steps of this round).

module simon_key_step #(
  parameter int unsigned  WordBits = 32,   // n; m = 128 / n
  parameter int unsigned  W        = 32,   // bits a step, dividing n
  localparam int unsigned Chunks   = WordBits / W,
  localparam int unsigned PhaseW   = Chunks > 1 ? $clog2(Chunks) : 1
) (
  input  logic [127:0]      keys_i,
  input  logic [PhaseW-1:0] phase_i,      // the chunk of the word this step computes
  input  logic              z_i,          // the word's z_j bit (simon_pkg::z_by_round)
  input  logic              backward_i,   // decrypting: the schedule backwards
  output logic [127:0]      keys_o
);

  localparam int unsigned N = WordBits;
  localparam int unsigned M = simon_pkg::KeyBits / N;

  // The rotated taps t, each bit d(t) places on in the word whose bit p has not moved sits at
  // bit base(t) + q of the window: forwards S^-3 and S^-4 of k_{i-1} (the newest word) and S^-1
  // of k_{i-3}; backwards S^-3 and S^-4 of K'_{i-3} and S^-1 of K'_{i-1}.
  localparam int unsigned Taps = M == 4 ? 6 : 2;
  function automatic int unsigned base(input int unsigned t);
    base = t < 2 ? (M - 1) * N : t == 5 ? 3 * N : N;
  endfunction
  function automatic int unsigned shift(input int unsigned t);
    shift = t == 0 || t == 3 ? 3 : t == 1 || t == 4 ? 4 : 1;
  endfunction

  logic [W-1:0] k_new;

  for (genvar q = 0; q < W; q++) begin : gen_bit
    logic [31:0]     p;   // the bit of the new word computed here
    logic [Taps-1:0] tap;
    logic            c, rotated;
    assign p = 32'(phase_i) * W + q;

    for (genvar t = 0; t < Taps; t++) begin : gen_tap
      localparam int unsigned B = base(t);
      localparam int unsigned D = shift(t);
      if (q + D >= N) begin : gen_wrapped
        assign tap[t] = keys_i[B - N + D + q];
      end else if (q + D < W) begin : gen_in_place
        assign tap[t] = keys_i[B + D + q];
      end else begin : gen_either
        assign tap[t] = p + D < N ? keys_i[B + D + q] : keys_i[B - N + D + q];
      end
    end

    // c ^ z: bit 0 z_j's bit (c's is 0), bit 1 0, every other bit 1 (c = 2^n - 4).
    assign c = p == 0 ? z_i : p != 1;

    if (M == 4) begin : gen_m4
      assign rotated = backward_i ? tap[3] ^ tap[4] ^ keys_i[3 * N + q] ^ tap[5]
                                  : tap[0] ^ tap[1] ^ keys_i[N + q] ^ tap[2];
    end else begin : gen_m2
      assign rotated = tap[0] ^ tap[1];
    end

    assign k_new[q] = keys_i[q] ^ c ^ rotated;
  end

  assign keys_o = {k_new, keys_i[127:W]};

  if (M != 4) begin : gen_one_way
    logic unused_backward;   // m = 2: both directions step alike
    assign unused_backward = backward_i;
  end

endmodule
