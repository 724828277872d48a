// RC6's quadratic function f(x) = x(2x + 1) mod 2^32 (sim-core/src/rc6/quadratic.rs), built
// the way the Mul parameter asks:
//
//   MulSquarer  Elbirt et al. (Sec. 5.1): f(x) = 2x^2 + x. 2x^2 mod 2^32 = 2 (x^2 mod 2^31),
//               and x^2 mod 2^31 depends only on x[30:0], so a 31-bit squarer suffices. The
//               squarer is an array of partial-product rows summed, folded by symmetry: row i
//               is x_i (2^2i + 2^(2i+2) (x >> (i + 1))), i.e. the diagonal bit x_i at 2^2i and
//               each pair x_i x_j (i < j) once at 2^(i+j+1); rows from i = 16 on fall above
//               2^31 and vanish. No `*`: Yosys builds it from adders in LUTs and carry chains.
//   MulStar     x * (2x + 1) written with `*`: Yosys maps it to the ECP5's MULT18X18D blocks.
//   MulArray    x * (2x + 1) as the textbook array multiplier: row j is x << j where bit j of
//               2x + 1 is set, 32 rows summed mod 2^32. No `*` and no folding, so it is what a
//               LUT multiplier costs without Elbirt et al.'s observation (the squarer's yardstick).

module rc6_quadratic #(
  parameter rc6_pkg::mul_e Mul = rc6_pkg::MulSquarer
) (
  input  logic [31:0] x_i,
  output logic [31:0] f_o
);

  if (Mul == rc6_pkg::MulStar) begin : gen_star
    assign f_o = x_i * {x_i[30:0], 1'b1};
  end else if (Mul == rc6_pkg::MulArray) begin : gen_array
    logic [31:0] y;  // 2x + 1
    assign y = {x_i[30:0], 1'b1};
    always_comb begin
      f_o = '0;
      for (int j = 0; j < 32; j++) f_o = f_o + ({32{y[j]}} & (x_i << j));
    end
  end else begin : gen_squarer
    localparam int unsigned Rows = 16;  // rows i with 2i < 31
    logic [Rows*31-1:0] row;  // row i in bits 31i +: 31 (Yosys 0.23 has no packed 2-D arrays)
    for (genvar i = 0; i < Rows; i++) begin : gen_row
      logic [30:0] above;  // x_j for j > i, at 2^(i+j+1) = 2^(2i+2) 2^(j-i-1)
      assign above  = 31'(x_i[30:0] >> (i + 1)) << (2 * i + 2);
      assign row[31 * i +: 31] = {31{x_i[i]}} & (above | (31'd1 << (2 * i)));
    end
    logic [30:0] square;  // x^2 mod 2^31
    always_comb begin
      square = '0;
      for (int i = 0; i < Rows; i++) square = square + row[31 * i +: 31];
    end
    assign f_o = {square, 1'b0} + x_i;
  end

endmodule
