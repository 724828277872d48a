// MixColumns / InvMixColumns (FIPS-197 §5.1.3, §5.3.3) on the four columns.
// The inverse reuses the forward matrix after a pre-multiplication by {04}x^2 + {05}
// (Daemen, Rijmen, "The Design of Rijndael", §4.1.3), as OpenTitan's aes_mix_single_column.

module aes_mix_columns (
  input  logic         inverse_i,
  input  logic [127:0] state_i,
  output logic [127:0] state_o
);

  for (genvar c = 0; c < 4; c++) begin : gen_column
    // Column c as bytes a0..a3 (rows 0..3); packed, since Yosys 0.23 turns small unpacked
    // arrays into memories and warns.
    logic [31:0] a, b;
    assign a = state_i[127 - 32 * c -: 32];

    // Inverse pre-step: b[r] = a[r] + {04}(a[r] + a[r+2]).
    logic [7:0] x4_even, x4_odd;
    assign x4_even = aes_pkg::xtime(aes_pkg::xtime(a[31:24] ^ a[15:8]));
    assign x4_odd  = aes_pkg::xtime(aes_pkg::xtime(a[23:16] ^ a[7:0]));
    assign b = inverse_i ? a ^ {x4_even, x4_odd, x4_even, x4_odd} : a;

    // Forward: s'[r] = {02}s[r] + {03}s[r+1] + s[r+2] + s[r+3].
    logic [7:0] all;
    assign all = b[31:24] ^ b[23:16] ^ b[15:8] ^ b[7:0];
    for (genvar r = 0; r < 4; r++) begin : gen_row
      logic [7:0] here, next;
      assign here = b[31 - 8 * r -: 8];
      assign next = b[31 - 8 * ((r + 1) % 4) -: 8];
      assign state_o[127 - 32 * c - 8 * r -: 8] = here ^ all ^ aes_pkg::xtime(here ^ next);
    end
  end

endmodule
