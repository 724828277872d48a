// The 32-bit words of the word-oriented ciphers (Serpent, Twofish, RC6, MARS): their specs
// write a block as four words, each little-endian (byte 0 least significant), where the
// cores' ports carry byte 0 on top (hdl/ABI.md). Referenced as cs_word_pkg::name.

package cs_word_pkg;

  // Word p (0..3) of a state {W0, W1, W2, W3}, or of any group of four words.
  function automatic logic [31:0] word(input logic [127:0] state, input int unsigned p);
    word = state[127 - 32 * p -: 32];
  endfunction

  function automatic logic [31:0] rotl(input logic [31:0] x, input int unsigned n);
    rotl = (x << n) | (x >> (32 - n));
  endfunction

  function automatic logic [31:0] rotr(input logic [31:0] x, input int unsigned n);
    rotr = (x >> n) | (x << (32 - n));
  endfunction

  // A 32-bit lane of the ports (byte 0 on top) as a word (byte 0 least significant), and back.
  function automatic logic [31:0] bswap(input logic [31:0] x);
    bswap = {x[7:0], x[15:8], x[23:16], x[31:24]};
  endfunction

  // A block as the ports carry it, as four words, and back.
  function automatic logic [127:0] from_bytes(input logic [127:0] bytes);
    from_bytes = {cs_word_pkg::bswap(bytes[127:96]), cs_word_pkg::bswap(bytes[95:64]),
                  cs_word_pkg::bswap(bytes[63:32]), cs_word_pkg::bswap(bytes[31:0])};
  endfunction

  function automatic logic [127:0] to_bytes(input logic [127:0] state);
    to_bytes = cs_word_pkg::from_bytes(state);  // the swap is its own inverse
  endfunction

endpackage
