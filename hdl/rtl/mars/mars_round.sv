// One round unit of a MARS datapath: the rounds of the layers it has (FirstMix, Core,
// LastMix), applied to the token in its stage register, on its own S-box ports (mars_sbox.sv)
// and multiplier (mars_multiply.sv); the round math is mars_round_pkg's. The iterative core
// has one unit with all three layers (Dandalis et al.: "only one round of each layer was
// implemented that was used repeatedly"), the concurrent core one unit a layer.
//
// S-box ports: a unit with a mixing layer has four (a mixing round reads four words), one
// with the core alone one. A unit with the core and a mixing layer reads the E-function's word
// on port 0, since a token is in one layer at a time. The online key setup reads an S-box
// port of its own (mars_key_setup.sv), so blocks may run beside it.
//
// With SBoxBram every port is read a cycle ahead: its index is computed from next_i, the
// token going into the stage register at the clock edge that loads it (mars_sbox.sv), with
// the register's enable.

module mars_round #(
  parameter cs_pkg::dir_e  Direction = cs_pkg::DirEncrypt,
  parameter mars_pkg::mul_e  Mul       = mars_pkg::MulStar,
  parameter mars_pkg::sbox_e SBox      = mars_pkg::SBoxLogic,
  parameter bit              FirstMix  = 1'b1,
  parameter bit              Core      = 1'b1,
  parameter bit              LastMix   = 1'b1,
  localparam int unsigned    Ports     = FirstMix || LastMix ? 4 : 1
) (
  input  logic                         clk_i,
  input  logic                         en_i,               // the stage register's enable
  input  mars_arch_pkg::token_t        token_i,            // in the stage register
  input  mars_arch_pkg::token_t        next_i,             // going into it (SBoxBram)
  input  logic [mars_pkg::KeyBits-1:0] keys_i,
  output mars_arch_pkg::token_t        token_o             // the token after its round
);

  localparam bit OneLayer = (FirstMix ? 1 : 0) + (Core ? 1 : 0) + (LastMix ? 1 : 0) == 1;

  // The layer of a token's next round: fixed in a one-layer unit.
  function automatic mars_arch_pkg::layer_e layer_for(input logic [5:0] round);
    if (OneLayer) layer_for = FirstMix ? mars_arch_pkg::LayerFirstMix : Core ? mars_arch_pkg::LayerCore
                                                                           : mars_arch_pkg::LayerLastMix;
    else          layer_for = mars_arch_pkg::layer_of(round);
  endfunction

  // The S-box indices a token's next round reads, port p in bits 9p +: 9.
  function automatic logic [35:0] indices(input logic [5:0] round, input logic decrypt, input logic [127:0] state,
                                          input logic [mars_pkg::KeyBits-1:0] keys);
    mars_arch_pkg::layer_e layer;
    logic [3:0] i;
    logic dec;
    layer = layer_for(round);
    dec   = cs_pkg::decrypts(Direction, decrypt);
    i     = mars_arch_pkg::layer_index(round, dec);
    if (layer == mars_arch_pkg::LayerCore) indices = {27'd0, mars_round_pkg::e_index(dec, state, mars_arch_pkg::add_key(keys, i))};
    else indices = mars_round_pkg::mix_index(mars_round_pkg::op_of(layer, dec), i[1:0], state);
  endfunction

  mars_arch_pkg::layer_e layer;
  mars_round_pkg::op_e   op;
  logic                  decrypt;
  logic [3:0]            index;
  assign decrypt = cs_pkg::decrypts(Direction, token_i.decrypt);
  assign layer   = layer_for(token_i.round);
  assign op      = mars_round_pkg::op_of(layer, decrypt);
  assign index   = mars_arch_pkg::layer_index(token_i.round, decrypt);

  logic [35:0] index_now, index_next;
  assign index_now  = indices(token_i.round, token_i.decrypt, token_i.state, keys_i);
  assign index_next = indices(next_i.round, next_i.decrypt, next_i.state, keys_i);

  logic [127:0] lookups;  // port p's word in bits 32p +: 32
  for (genvar p = 0; p < 4; p++) begin : gen_port
    if (p < Ports) begin : gen_sbox
      mars_sbox #(.SBox(SBox)) u_sbox (
        .clk_i,
        .en_i,
        .index_now_i (index_now[9 * p +: 9]),
        .index_next_i(index_next[9 * p +: 9]),
        .data_o      (lookups[32 * p +: 32])
      );
    end else begin : gen_no_sbox
      assign lookups[32 * p +: 32] = '0;
    end
  end

  // The E-function's product (A <<< 13) * K[2i+5].
  logic [31:0] product;
  if (Core) begin : gen_multiply
    mars_multiply #(.Mul(Mul)) u_multiply (
      .a_i(cs_word_pkg::rotl(mars_round_pkg::e_input(decrypt, token_i.state), 13)),
      .b_i(mars_arch_pkg::mul_key(keys_i, index)),
      .p_o(product)
    );
  end else begin : gen_no_multiply
    assign product = '0;
  end

  always_comb begin
    token_o = token_i;
    token_o.decrypt = decrypt;
    token_o.round   = token_i.round + 6'd1;
    if (layer == mars_arch_pkg::LayerCore) begin
      token_o.state = mars_round_pkg::core_round(decrypt, index[3], token_i.state, mars_arch_pkg::add_key(keys_i, index),
                                                 lookups[31:0], product);
    end else begin
      token_o.state = mars_round_pkg::mix_round(op, index[1:0], token_i.state, lookups[31:0], lookups[63:32],
                                                lookups[95:64], lookups[127:96]);
    end
  end

  logic unused;
  assign unused = ^{index_now, index_next, next_i};

endmodule
