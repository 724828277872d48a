// The E-function's multiplication a * b mod 2^32 (sim-core/src/mars/e_function.rs multiply),
// built the way the Mul parameter asks:
//
//   MulStar   `*`: Yosys maps the 32 x 32 product's low half to the ECP5's MULT18X18D blocks.
//   MulArray  the textbook array multiplier: row j is a << j where bit j of b is set, 32 rows
//             summed mod 2^32, no `*`, so Yosys builds it from adders in LUTs and carry
//             chains (the idea of rc6_quadratic.sv's MulArray, on two operands). Dandalis et
//             al. (Sec. 3) likewise left the vendor's multiplier macros for "a multiplier that
//             computes partial results in parallel and outputs only the required 32 bits".

module mars_multiply #(
  parameter mars_pkg::mul_e Mul = mars_pkg::MulStar
) (
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  output logic [31:0] p_o
);

  if (Mul == mars_pkg::MulArray) begin : gen_array
    always_comb begin
      p_o = '0;
      for (int j = 0; j < 32; j++) p_o = p_o + ({32{b_i[j]}} & (a_i << j));
    end
  end else begin : gen_star
    assign p_o = a_i * b_i;
  end

endmodule
