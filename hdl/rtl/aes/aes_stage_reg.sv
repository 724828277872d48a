// One register stage of an AES datapath: holds one token (aes_arch_pkg::token_t) and
// reports it on the occupancy probes. Only `valid` is reset; the rest is data.
// In simulation (CS_PROBE_NAMES) the stage registers its readable name with the harness,
// e.g. "r3.sbox" for the register after round unit 3's S-boxes (hdl/ABI.md).

module aes_stage_reg #(
  parameter int unsigned Index    = 0,  // probe index, unique in the core
  parameter int unsigned Unit     = 1,  // round unit (1-based); 0: the input register
  parameter int unsigned Position = 4,  // 0 in, 1 sbox, 2 shift, 3 mix, 4 ark
  parameter int unsigned Sub      = 0,  // k-th register inside a pipelined S-box (1-based)
  parameter bit          InRound  = 0   // holds a round in progress: probe shows round + 1
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  logic                  en_i,
  input  aes_arch_pkg::token_t  d_i,
  output aes_arch_pkg::token_t  q_o,
  output logic                  probe_valid_o,
  output logic [23:0]           probe_tag_o,
  output logic [3:0]            probe_round_o,
  output logic [3:0]            bank_o          // the key bank the token uses
);

  logic valid_q;
  aes_arch_pkg::token_t data_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      valid_q <= 1'b0;
    end else if (en_i) begin
      valid_q <= d_i.valid;
    end
  end

  always_ff @(posedge clk_i) begin
    if (en_i) begin
      data_q <= d_i;
    end
  end

  always_comb begin
    q_o = data_q;
    q_o.valid = valid_q;
  end

  assign probe_valid_o = valid_q;
  assign probe_tag_o   = data_q.tag;
  assign probe_round_o = InRound ? data_q.round + 4'd1 : data_q.round;
  assign bank_o        = data_q.bank;

`ifdef VERILATOR
  if ($bits(aes_arch_pkg::token_t) != aes_arch_pkg::TokenBits) begin : gen_token_bits_mismatch
    aes_arch_pkg_token_bits_mismatch u_error ();
  end
`endif

`ifdef CS_PROBE_NAMES
  import "DPI-C" function void cs_register_probe(input int index, input string name);
  initial begin
    string position;
    unique case (Position)
      0:       position = "in";
      1:       position = Sub == 0 ? "sbox" : $sformatf("sbox%0d", Sub);
      2:       position = "shift";
      3:       position = "mix";
      default: position = "ark";
    endcase
    cs_register_probe(Index, Unit == 0 ? position : $sformatf("r%0d.%s", Unit, position));
  end
`endif

endmodule
