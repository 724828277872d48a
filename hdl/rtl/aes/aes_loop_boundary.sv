// The end of a round slice (aes_core.sv): what a token does after AddRoundKey.
//   Pass     inside a full pipeline or between LU-k's slices: move on, through the
//            register after AddRoundKey if there is one (HasReg)
//   Ring     a loop boundary with a register: a new block enters it for round 0 when
//            nothing arrives from the slice, and a finished block leaves from it
//   RingOpen a loop boundary closed by registered S-boxes: a finished block leaves right
//            after AddRoundKey, and a new block enters the next slice in its place
// Its own module because Yosys 0.23 resolves no struct fields inside generate blocks.

module aes_loop_boundary #(
  parameter int unsigned Kind   = 0,  // 0 Pass, 1 Ring, 2 RingOpen
  parameter bit          HasReg = 1'b1,
  parameter bit          Last   = 1'b0,  // Pass: the end of a full pipeline, blocks leave
  parameter int unsigned Index  = 0,  // probe index of the register
  parameter int unsigned Unit   = 1
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  logic                  en_i,
  input  aes_arch_pkg::token_t  out_i,      // from the slice, after AddRoundKey
  input  aes_arch_pkg::token_t  entry_i,    // a new block, round 0
  input  logic                  load_i,     // enter it here
  output aes_arch_pkg::token_t  next_o,     // to the next slice
  output aes_arch_pkg::token_t  exit_o,     // the block leaving here, or 0
  output logic                  exiting_o,
  output logic                  free_o,     // a new block may enter here
  output logic                  probe_valid_o,
  output logic [23:0]           probe_tag_o,
  output logic [7:0]            probe_round_o,
  output logic [3:0]            bank_o           // the key bank the register's token uses
);

  localparam int unsigned Pass = 0, Ring = 1;

  aes_arch_pkg::token_t d, held, empty;
  assign empty = '0;

  function automatic logic done(input logic [3:0] round, input logic [1:0] key_len);
    done = round == aes_arch_pkg::rounds_of(key_len);
  endfunction

  if (HasReg) begin : gen_reg
    cs_stage_reg #(
      .Width    (aes_arch_pkg::TokenBits),
      .RoundBits(aes_arch_pkg::RoundBits),
      .Index    (Index),
      .Unit     (Unit),
      .Positions(aes_arch_pkg::Positions),
      .Position (aes_arch_pkg::PositionArk)
    ) u_reg (
      .clk_i,
      .rst_ni,
      .en_i,
      .d_i  (d),
      .q_o  (held),
      .probe_valid_o,
      .probe_tag_o,
      .probe_round_o
    );
    assign bank_o = held[aes_arch_pkg::BankLsb +: 4];
  end else begin : gen_no_reg
    assign held          = out_i;
    assign probe_valid_o = 1'b0;
    assign probe_tag_o   = '0;
    assign probe_round_o = '0;
    assign bank_o        = '0;
  end

  if (Kind == Pass) begin : gen_pass
    assign d         = out_i;
    assign next_o    = held;
    assign exit_o    = Last ? held : empty;
    assign exiting_o = Last && held.valid;
    assign free_o    = 1'b0;
  end else if (Kind == Ring) begin : gen_ring
    assign d         = out_i.valid ? out_i : (load_i ? entry_i : empty);
    assign exiting_o = held.valid && done(held.round, held.key_len);
    assign exit_o    = exiting_o ? held : empty;
    assign next_o    = held.valid && !exiting_o ? held : empty;
    assign free_o    = !out_i.valid;
  end else begin : gen_ring_open
    assign d         = empty;
    assign exiting_o = out_i.valid && done(out_i.round, out_i.key_len);
    assign exit_o    = exiting_o ? out_i : empty;
    assign next_o    = out_i.valid && !exiting_o ? out_i : (load_i ? entry_i : empty);
    assign free_o    = !out_i.valid || exiting_o;
  end

  logic unused;
  assign unused = ^{d, held, load_i, entry_i, clk_i, rst_ni, en_i};

endmodule
