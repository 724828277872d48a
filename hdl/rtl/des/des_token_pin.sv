// A token with the fields its configuration fixes replaced by those constants, as
// rc6_token_pin.sv does for RC6: the logic of the other direction folds away, and so does the
// round's choice of key and swap wherever the slice's round within a DES operation is fixed.
//
// K divides 16, so slice u of a loop of K slices only ever sees rounds r = u (mod K): the
// round's low log2(K) bits are u (LowBits of them pinned to Slice). In PP-16 (Chodowiec et
// al.'s Fig. 7) that fixes every stage's round within the DES operation, so the first stage
// always takes the key from its bank, the last never swaps, and no stage has Fig. 6's mux3,
// mux4 or key multiplexers.

module des_token_pin #(
  parameter des_pkg::dir_e Direction = des_pkg::DirEncrypt,
  parameter int unsigned   LowBits   = 0,   // log2(K)
  parameter int unsigned   Slice     = 0
) (
  input  des_arch_pkg::token_t token_i,
  output des_arch_pkg::token_t token_o
);

  localparam logic [5:0] PinMask  = 6'((1 << LowBits) - 1);
  localparam logic [5:0] PinValue = 6'(Slice) & PinMask;

  always_comb begin
    token_o = token_i;
    token_o.round = (token_i.round & ~PinMask) | PinValue;
    if (Direction != des_pkg::DirUnified) token_o.decrypt = Direction == des_pkg::DirDecrypt;
  end

endmodule
