// cs_top behind two pins, for placing and routing a core out of context where the tool has
// no such mode (nextpnr-ice40 0.4): the core's 600-odd port bits would each need a pin.
// Used only by `npm run synth` (scripts/lib/synth-figures.mjs), which takes the core's area
// from a synthesis of cs_top alone and only the Fmax from this wrapper.
//
// Every input of cs_top comes from one shift register fed by din_i, so each is a register
// output, as in a system around the core. Every output is registered and folded into dout_o
// by a tree of XORs, four bits to a LUT4 and a register after each level, so the tree adds
// one LUT level between registers and never the critical path.

module cs_serial_ports #(
  parameter  int unsigned NumStages = 1,    // cs_top's, which the generated top level fixes
  parameter  int unsigned BlockBits = 128,  // cs_top's too: the cipher's block, 64 or 128
  localparam int unsigned TagWidth  = 24,
  localparam int unsigned InBits    = 1 + 256 + 2 + 8 + 1 + BlockBits + 8 + 1 + 3 + 8 +
                                      1 + BlockBits + TagWidth + 1 + 4 + 8 + 1,
  localparam int unsigned OutBits   = 4 + 1 + BlockBits + TagWidth + NumStages * (1 + TagWidth + 8),
  localparam int unsigned Levels    = 7  // 4^7 inputs at most
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic din_i,
  output logic dout_o
);

  logic [InBits-1:0] in_q;
  always_ff @(posedge clk_i) in_q <= {in_q[InBits-2:0], din_i};

  // cs_top's ports as wires of the same names, which `.*` connects (cs_top_ports.svh).
  logic                      key_valid_i, key_ready_o, iv_valid_i, iv_ready_o, cfg_valid_i, cfg_ready_o;
  logic [255:0]              key_i;
  logic [1:0]                key_len_i;
  logic [7:0]                key_bank_i;
  logic [3:0]                in_bank_i;
  logic [BlockBits-1:0]      iv_i, in_data_i, out_data_o;
  logic [7:0]                iv_index_i, cfg_chains_i, in_stream_i;
  logic [2:0]                cfg_mode_i;
  logic                      in_valid_i, in_ready_o, in_decrypt_i, out_valid_o, out_ready_i;
  logic [TagWidth-1:0]       in_tag_i, out_tag_o;
  logic [NumStages-1:0]      probe_valid_o;
  logic [NumStages*TagWidth-1:0] probe_tag_o;
  logic [NumStages*8-1:0]    probe_round_o;

  assign {key_valid_i, key_i, key_len_i, key_bank_i, iv_valid_i, iv_i, iv_index_i, cfg_valid_i, cfg_mode_i,
          cfg_chains_i, in_valid_i, in_data_i, in_tag_i, in_decrypt_i, in_bank_i, in_stream_i, out_ready_i} = in_q;

  cs_top u_core (.*);

  // Level l of the tree holds width(l) bits, zero-padded to Stride.
  function automatic int unsigned width(input int unsigned level);
    width = OutBits;
    for (int unsigned l = 0; l < level; l++) width = (width + 3) / 4;
  endfunction

  localparam int unsigned Stride = 4 * ((OutBits + 3) / 4);
  logic [(Levels+1)*Stride-1:0] fold_q;
  always_ff @(posedge clk_i) begin
    fold_q[Stride-1:0] <= Stride'({key_ready_o, iv_ready_o, cfg_ready_o, in_ready_o, out_valid_o, out_data_o,
                             out_tag_o, probe_valid_o, probe_tag_o, probe_round_o});
  end
  for (genvar l = 1; l <= Levels; l++) begin : gen_level
    for (genvar i = 0; i < Stride; i++) begin : gen_bit
      if (i < width(l)) begin : gen_xor
        always_ff @(posedge clk_i) fold_q[l * Stride + i] <= ^fold_q[(l - 1) * Stride + 4 * i +: 4];
      end else begin : gen_zero
        always_ff @(posedge clk_i) fold_q[l * Stride + i] <= 1'b0;
      end
    end
  end
  assign dout_o = fold_q[Levels * Stride];

endmodule
