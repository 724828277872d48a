// The rounds of MARS's three layers as functions of the state and the S-box words they read
// (mars_round.sv wires them to S-box ports and a multiplier). Referenced as
// mars_round_pkg::name. Each has its twin in sim-core/src/mars/: mixing.rs (forward_round,
// backward_round and their inverses), e_function.rs and core.rs.
//
// A mixing round reads four S-box words, S0 or S1 at the four bytes of one word x. Port p
// reads byte p of x; which half it reads is the round's "table set":
//   forward mixing, and its inverse      S0, S1, S0, S1 at bytes 0, 1, 2, 3
//   backward mixing, and its inverse     S1, S0, S1, S0
// so a port's 9-bit index is {half, byte p of x} (mix_index). A core round reads one word,
// S[low 9 bits of D0 + K[2i+4]] (e_index). The state is {D0, D1, D2, D3}.

package mars_round_pkg;

  typedef enum logic [2:0] {
    OpForwardMix     = 3'd0,  // encrypting, rounds 1..8
    OpCore           = 3'd1,  // encrypting, rounds 9..24
    OpBackwardMix    = 3'd2,  // encrypting, rounds 25..32
    OpInvBackwardMix = 3'd3,  // decrypting, rounds 1..8
    OpInvCore        = 3'd4,  // decrypting, rounds 9..24
    OpInvForwardMix  = 3'd5   // decrypting, rounds 25..32
  } op_e;

  function automatic op_e op_of(input mars_arch_pkg::layer_e layer, input logic decrypt);
    unique case (layer)
      mars_arch_pkg::LayerFirstMix: op_of = decrypt ? mars_round_pkg::OpInvBackwardMix : mars_round_pkg::OpForwardMix;
      mars_arch_pkg::LayerCore:     op_of = decrypt ? mars_round_pkg::OpInvCore : mars_round_pkg::OpCore;
      default:                      op_of = decrypt ? mars_round_pkg::OpInvForwardMix : mars_round_pkg::OpBackwardMix;
    endcase
  endfunction

  function automatic logic [31:0] w(input logic [127:0] state, input int unsigned p);
    w = state[127 - 32 * p -: 32];
  endfunction

  // The word whose bytes a mixing round looks up. Backward mixing first takes D3 (i = 2, 6)
  // or D1 (i = 3, 7) from D0; the inverse of forward mixing first undoes the addition of D3
  // (i = 0, 4) or D1 (i = 1, 5) and the rotation by 24; the inverses find D0 in word 3.
  function automatic logic [31:0] mix_word(input op_e op, input logic [1:0] i, input logic [127:0] s);
    unique case (op)
      mars_round_pkg::OpForwardMix:     mix_word = w(s, 0);
      mars_round_pkg::OpBackwardMix:    mix_word = w(s, 0) - (i == 2'd2 ? w(s, 3) : i == 2'd3 ? w(s, 1) : 32'd0);
      mars_round_pkg::OpInvBackwardMix: mix_word = cs_word_pkg::rotr(w(s, 3), 24);
      default:          mix_word = cs_word_pkg::rotl(w(s, 3) - (i == 2'd0 ? w(s, 2) : i == 2'd1 ? w(s, 0) : 32'd0), 24);
    endcase
  endfunction

  // The 9-bit S-box indices of a mixing round's four ports, port p in bits 9p +: 9.
  function automatic logic [35:0] mix_index(input op_e op, input logic [1:0] i, input logic [127:0] s);
    logic [31:0] x;
    logic        backward;  // the table set S1, S0, S1, S0
    x = mix_word(op, i, s);
    backward = op == mars_round_pkg::OpBackwardMix || op == mars_round_pkg::OpInvBackwardMix;
    for (int p = 0; p < 4; p++) mix_index[9 * p +: 9] = {backward ^ p[0], x[8 * p +: 8]};
  endfunction

  // A mixing round (or its inverse) given the four ports' words l0..l3 (mixing.rs).
  function automatic logic [127:0] mix_round(input op_e op, input logic [1:0] i, input logic [127:0] s,
                                             input logic [31:0] l0, input logic [31:0] l1,
                                             input logic [31:0] l2, input logic [31:0] l3);
    logic [31:0] x, d0, d1, d2, d3;
    x = mix_word(op, i, s);
    unique case (op)
      mars_round_pkg::OpForwardMix: begin  // D1 ^= S0[b0]; D1 += S1[b1]; D2 += S0[b2]; D3 ^= S1[b3]
        d1 = (w(s, 1) ^ l0) + l1;
        d2 = w(s, 2) + l2;
        d3 = w(s, 3) ^ l3;
        d0 = cs_word_pkg::rotr(x, 24);
        if (i == 2'd0) d0 = d0 + d3;
        if (i == 2'd1) d0 = d0 + d1;
        mix_round = {d1, d2, d3, d0};
      end
      mars_round_pkg::OpBackwardMix: begin  // D1 ^= S1[b0]; D2 -= S0[b3]; D3 -= S1[b2]; D3 ^= S0[b1]
        d1 = w(s, 1) ^ l0;
        d2 = w(s, 2) - l3;
        d3 = (w(s, 3) - l2) ^ l1;
        d0 = cs_word_pkg::rotl(x, 24);
        mix_round = {d1, d2, d3, d0};
      end
      mars_round_pkg::OpInvBackwardMix: begin  // (D1, D2, D3, D0) = s; undo the lookups, then the subtraction
        d0 = x;
        d3 = (w(s, 2) ^ l1) + l2;
        d2 = w(s, 1) + l3;
        d1 = w(s, 0) ^ l0;
        if (i == 2'd2) d0 = d0 + d3;
        if (i == 2'd3) d0 = d0 + d1;
        mix_round = {d0, d1, d2, d3};
      end
      default: begin  // mars_round_pkg::OpInvForwardMix: (D1, D2, D3, D0) = s
        d0 = x;
        d3 = w(s, 2) ^ l3;
        d2 = w(s, 1) - l2;
        d1 = (w(s, 0) - l1) ^ l0;
        mix_round = {d0, d1, d2, d3};
      end
    endcase
  endfunction

  // The E-function's input word: D0 encrypting; decrypting, D0 comes back from word 3
  // rotated back by 13 (core.rs inverse_round).
  function automatic logic [31:0] e_input(input logic decrypt, input logic [127:0] s);
    e_input = decrypt ? cs_word_pkg::rotr(w(s, 3), 13) : w(s, 0);
  endfunction

  // The E-function's S-box index: the low 9 bits of M = A + K[2i+4].
  function automatic logic [8:0] e_index(input logic decrypt, input logic [127:0] s, input logic [31:0] add_key);
    e_index = 9'(e_input(decrypt, s) + add_key);
  endfunction

  // A core round (or its inverse) given the E-function's lookup S[low 9 bits of M] and the
  // product (A <<< 13) * K[2i+5] mod 2^32 (e_function.rs, core.rs).
  // backward: the core's backward mode, rounds i = 8..15.
  function automatic logic [127:0] core_round(input logic decrypt, input logic backward, input logic [127:0] s,
                                              input logic [31:0] add_key, input logic [31:0] lookup,
                                              input logic [31:0] product);
    logic [31:0] a, l, m, r;
    a = e_input(decrypt, s);
    m = a + add_key;
    r = cs_word_pkg::rotl(product, 5);
    m = mars_pkg::rotl_var(m, r[4:0]);
    l = lookup ^ r;
    r = cs_word_pkg::rotl(r, 5);
    l = mars_pkg::rotl_var(l ^ r, r[4:0]);
    if (!decrypt) begin
      // D2 += M; forward mode (i < 8) D1 += L, D3 ^= R; backward mode D3 += L, D1 ^= R
      core_round = backward ? {w(s, 1) ^ r, w(s, 2) + m, w(s, 3) + l, cs_word_pkg::rotl(a, 13)}
                        : {w(s, 1) + l, w(s, 2) + m, w(s, 3) ^ r, cs_word_pkg::rotl(a, 13)};
    end else begin
      // (D1, D2, D3, D0 <<< 13) = s
      core_round = backward ? {a, w(s, 0) ^ r, w(s, 1) - m, w(s, 2) - l}
                        : {a, w(s, 0) - l, w(s, 1) - m, w(s, 2) ^ r};
    end
  endfunction

endpackage
