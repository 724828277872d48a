// RC6's data-dependent rotation as a five-level barrel shifter (Elbirt et al., Sec. 5.1;
// sim-core/src/rc6/rotation.rs): level k passes its input or rotates it by 16, 8, 4, 2, 1
// (k = 0..4), chosen by bit 4 - k of the amount, so 5 x 32 two-input multiplexers and no
// decoder. right_i turns every level the other way (decryption's >>>); a core of one
// direction ties it to a constant and the other wiring folds away.

module rc6_rotate (
  input  logic [31:0] x_i,
  input  logic [4:0]  amount_i,   // the low five bits of t or u
  input  logic        right_i,
  output logic [31:0] x_o
);

  // One level a step of the loop: a fixed wiring (a rotation by a constant costs no logic)
  // and a two-input multiplexer a bit, or two and a direction choice in a unified core.
  localparam int unsigned Levels = 5;
  always_comb begin
    x_o = x_i;
    for (int k = 0; k < Levels; k++) begin
      if (amount_i[4 - k]) begin
        x_o = right_i ? (x_o >> (16 >> k)) | (x_o << (32 - (16 >> k)))
                      : (x_o << (16 >> k)) | (x_o >> (32 - (16 >> k)));
      end
    end
  end

endmodule
