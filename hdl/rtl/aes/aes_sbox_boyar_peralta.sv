// AES S-box and inverse S-box as the depth-16 circuits of Boyar and Peralta, "A depth-16
// circuit for the AES S-box" (SEC 2012; IACR ePrint 2011/332): a top linear layer (Fig. 5
// forward, Fig. 6 inverse), the non-linear middle shared by both directions (Fig. 7, 63
// gates: inversion in GF(2^8) through a tower field), and a bottom linear layer (Fig. 8
// forward, Fig. 9 inverse). Forward: 128 gates, inverse: 127, both of depth 16. The inverse
// is the paper's own circuit, not A^-1 o S o A^-1, so both directions have depth 16 and the
// middle is built once; inverse_i selects the top and bottom layers. Latency 0.
//
// Names follow the paper lower-cased: inputs U0..U7 (U0 the most significant bit), top
// outputs T1..T27 with the inverse's helpers R5..R19 and Y5, middle M1..M63 and D (U7
// forward, Y5 inverse), bottom L0..L29 / P0..P29 and outputs S0..S7 / W0..W7 (S0 the most
// significant bit). In the paper + is XOR, # is XNOR and x is AND.

module aes_sbox_boyar_peralta (
  input  logic       inverse_i,  // 1: InvSubBytes
  input  logic [7:0] data_i,
  output logic [7:0] data_o
);

  logic [7:0] u, s, w;
  for (genvar i = 0; i < 8; i++) begin : gen_bit_order
    assign u[i]          = data_i[7 - i];
    assign data_o[7 - i] = inverse_i ? w[i] : s[i];
  end

  // Fig. 5: top linear transform, forward direction.
  logic [27:1] tf;
  always_comb begin
    tf[1]  = u[0] ^ u[3];
    tf[2]  = u[0] ^ u[5];
    tf[3]  = u[0] ^ u[6];
    tf[4]  = u[3] ^ u[5];
    tf[5]  = u[4] ^ u[6];
    tf[6]  = tf[1] ^ tf[5];
    tf[7]  = u[1] ^ u[2];
    tf[8]  = u[7] ^ tf[6];
    tf[9]  = u[7] ^ tf[7];
    tf[10] = tf[6] ^ tf[7];
    tf[11] = u[1] ^ u[5];
    tf[12] = u[2] ^ u[5];
    tf[13] = tf[3] ^ tf[4];
    tf[14] = tf[6] ^ tf[11];
    tf[15] = tf[5] ^ tf[11];
    tf[16] = tf[5] ^ tf[12];
    tf[17] = tf[9] ^ tf[16];
    tf[18] = u[3] ^ u[7];
    tf[19] = tf[7] ^ tf[18];
    tf[20] = tf[1] ^ tf[19];
    tf[21] = u[6] ^ u[7];
    tf[22] = tf[7] ^ tf[21];
    tf[23] = tf[2] ^ tf[22];
    tf[24] = tf[2] ^ tf[10];
    tf[25] = tf[20] ^ tf[17];
    tf[26] = tf[3] ^ tf[16];
    tf[27] = tf[1] ^ tf[12];
  end

  // Fig. 6: top linear transform, inverse direction. It has no T5, T7, T11, T12, T18, T21
  // (helpers of Fig. 5 that the middle does not read).
  logic [27:1] tr;
  logic        r5, r13, r17, r18, r19, y5;
  always_comb begin
    tr = '0;
    tr[23] = u[0] ^ u[3];
    tr[22] = ~(u[1] ^ u[3]);
    tr[2]  = ~(u[0] ^ u[1]);
    tr[1]  = u[3] ^ u[4];
    tr[24] = ~(u[4] ^ u[7]);
    r5     = u[6] ^ u[7];
    tr[8]  = ~(u[1] ^ tr[23]);
    tr[19] = tr[22] ^ r5;
    tr[9]  = ~(u[7] ^ tr[1]);
    tr[10] = tr[2] ^ tr[24];
    tr[13] = tr[2] ^ r5;
    tr[3]  = tr[1] ^ r5;
    tr[25] = ~(u[2] ^ tr[1]);
    r13    = u[1] ^ u[6];
    tr[17] = ~(u[2] ^ tr[19]);
    tr[20] = tr[24] ^ r13;
    tr[4]  = u[4] ^ tr[8];
    r17    = ~(u[2] ^ u[5]);
    r18    = ~(u[5] ^ u[6]);
    r19    = ~(u[2] ^ u[4]);
    y5     = u[0] ^ r17;
    tr[6]  = tr[22] ^ r17;
    tr[16] = r13 ^ r19;
    tr[27] = tr[1] ^ r18;
    tr[15] = tr[10] ^ tr[27];
    tr[14] = tr[10] ^ r18;
    tr[26] = tr[3] ^ tr[16];
  end

  // Fig. 7: the shared non-linear middle.
  logic [27:1] t;
  logic        d;
  logic [63:1] m;
  assign t = inverse_i ? tr : tf;
  assign d = inverse_i ? y5 : u[7];
  always_comb begin
    m[1]  = t[13] & t[6];
    m[2]  = t[23] & t[8];
    m[3]  = t[14] ^ m[1];
    m[4]  = t[19] & d;
    m[5]  = m[4] ^ m[1];
    m[6]  = t[3] & t[16];
    m[7]  = t[22] & t[9];
    m[8]  = t[26] ^ m[6];
    m[9]  = t[20] & t[17];
    m[10] = m[9] ^ m[6];
    m[11] = t[1] & t[15];
    m[12] = t[4] & t[27];
    m[13] = m[12] ^ m[11];
    m[14] = t[2] & t[10];
    m[15] = m[14] ^ m[11];
    m[16] = m[3] ^ m[2];
    m[17] = m[5] ^ t[24];
    m[18] = m[8] ^ m[7];
    m[19] = m[10] ^ m[15];
    m[20] = m[16] ^ m[13];
    m[21] = m[17] ^ m[15];
    m[22] = m[18] ^ m[13];
    m[23] = m[19] ^ t[25];
    m[24] = m[22] ^ m[23];
    m[25] = m[22] & m[20];
    m[26] = m[21] ^ m[25];
    m[27] = m[20] ^ m[21];
    m[28] = m[23] ^ m[25];
    m[29] = m[28] & m[27];
    m[30] = m[26] & m[24];
    m[31] = m[20] & m[23];
    m[32] = m[27] & m[31];
    m[33] = m[27] ^ m[25];
    m[34] = m[21] & m[22];
    m[35] = m[24] & m[34];
    m[36] = m[24] ^ m[25];
    m[37] = m[21] ^ m[29];
    m[38] = m[32] ^ m[33];
    m[39] = m[23] ^ m[30];
    m[40] = m[35] ^ m[36];
    m[41] = m[38] ^ m[40];
    m[42] = m[37] ^ m[39];
    m[43] = m[37] ^ m[38];
    m[44] = m[39] ^ m[40];
    m[45] = m[42] ^ m[41];
    m[46] = m[44] & t[6];
    m[47] = m[40] & t[8];
    m[48] = m[39] & d;
    m[49] = m[43] & t[16];
    m[50] = m[38] & t[9];
    m[51] = m[37] & t[17];
    m[52] = m[42] & t[15];
    m[53] = m[45] & t[27];
    m[54] = m[41] & t[10];
    m[55] = m[44] & t[13];
    m[56] = m[40] & t[23];
    m[57] = m[39] & t[19];
    m[58] = m[43] & t[3];
    m[59] = m[38] & t[22];
    m[60] = m[37] & t[20];
    m[61] = m[42] & t[1];
    m[62] = m[45] & t[4];
    m[63] = m[41] & t[2];
  end

  // Fig. 8: bottom linear transform, forward direction.
  logic [29:0] l;
  always_comb begin
    l[0]  = m[61] ^ m[62];
    l[1]  = m[50] ^ m[56];
    l[2]  = m[46] ^ m[48];
    l[3]  = m[47] ^ m[55];
    l[4]  = m[54] ^ m[58];
    l[5]  = m[49] ^ m[61];
    l[6]  = m[62] ^ l[5];
    l[7]  = m[46] ^ l[3];
    l[8]  = m[51] ^ m[59];
    l[9]  = m[52] ^ m[53];
    l[10] = m[53] ^ l[4];
    l[11] = m[60] ^ l[2];
    l[12] = m[48] ^ m[51];
    l[13] = m[50] ^ l[0];
    l[14] = m[52] ^ m[61];
    l[15] = m[55] ^ l[1];
    l[16] = m[56] ^ l[0];
    l[17] = m[57] ^ l[1];
    l[18] = m[58] ^ l[8];
    l[19] = m[63] ^ l[4];
    l[20] = l[0] ^ l[1];
    l[21] = l[1] ^ l[7];
    l[22] = l[3] ^ l[12];
    l[23] = l[18] ^ l[2];
    l[24] = l[15] ^ l[9];
    l[25] = l[6] ^ l[10];
    l[26] = l[7] ^ l[9];
    l[27] = l[8] ^ l[10];
    l[28] = l[11] ^ l[14];
    l[29] = l[11] ^ l[17];
    s[0]  = l[6] ^ l[24];
    s[1]  = ~(l[16] ^ l[26]);
    s[2]  = ~(l[19] ^ l[28]);
    s[3]  = l[6] ^ l[21];
    s[4]  = l[20] ^ l[22];
    s[5]  = l[25] ^ l[29];
    s[6]  = ~(l[13] ^ l[27]);
    s[7]  = ~(l[6] ^ l[23]);
  end

  // Fig. 9: bottom linear transform, inverse direction (the figure has no P21).
  logic [29:0] p;
  always_comb begin
    p = '0;
    p[0]  = m[52] ^ m[61];
    p[1]  = m[58] ^ m[59];
    p[2]  = m[54] ^ m[62];
    p[3]  = m[47] ^ m[50];
    p[4]  = m[48] ^ m[56];
    p[5]  = m[46] ^ m[51];
    p[6]  = m[49] ^ m[60];
    p[7]  = p[0] ^ p[1];
    p[8]  = m[50] ^ m[53];
    p[9]  = m[55] ^ m[63];
    p[10] = m[57] ^ p[4];
    p[11] = p[0] ^ p[3];
    p[12] = m[46] ^ m[48];
    p[13] = m[49] ^ m[51];
    p[14] = m[49] ^ m[62];
    p[15] = m[54] ^ m[59];
    p[16] = m[57] ^ m[61];
    p[17] = m[58] ^ p[2];
    p[18] = m[63] ^ p[5];
    p[19] = p[2] ^ p[3];
    p[20] = p[4] ^ p[6];
    p[22] = p[2] ^ p[7];
    p[23] = p[7] ^ p[8];
    p[24] = p[5] ^ p[7];
    p[25] = p[6] ^ p[10];
    p[26] = p[9] ^ p[11];
    p[27] = p[10] ^ p[18];
    p[28] = p[11] ^ p[25];
    p[29] = p[15] ^ p[20];
    w[0]  = p[13] ^ p[22];
    w[1]  = p[26] ^ p[29];
    w[2]  = p[17] ^ p[28];
    w[3]  = p[12] ^ p[22];
    w[4]  = p[23] ^ p[27];
    w[5]  = p[19] ^ p[24];
    w[6]  = p[14] ^ p[23];
    w[7]  = p[9] ^ p[16];
  end

  logic unused_gaps;
  assign unused_gaps = ^{t[5], t[7], t[11], t[12], t[18], t[21], p[21]};

endmodule
