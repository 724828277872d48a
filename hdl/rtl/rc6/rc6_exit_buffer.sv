// The exit of a full pipeline (PP-20, SP-20-m): a two-token buffer that lets the
// pipeline's advance enable come from a register, as aes_exit_buffer.sv does for AES.
// A copy of serpent_exit_buffer.sv with RC6's token type.
// The enable, en_o, is computed a cycle ahead: the pipeline may advance whenever the
// buffer will have room for the block that could leave in that cycle. A block leaves
// straight to the output when the buffer is empty and the output takes it, so with
// out_ready_i high the core's latency and rate are the pipeline's alone.

module rc6_exit_buffer (
  input  logic                      clk_i,
  input  logic                      rst_ni,
  output logic                      en_o,
  input  logic                      exit_valid_i,  // a finished block in the last register
  input  rc6_arch_pkg::token_t  exit_i,
  output logic                      out_valid_o,
  input  logic                      out_ready_i,
  output rc6_arch_pkg::token_t  out_o
);

  rc6_arch_pkg::token_t slot0_q, slot1_q;
  logic [1:0] count_q, count_d;
  logic       head_q, en_q;
  logic       take, direct, push, pop;

  assign take    = en_q && exit_valid_i;
  assign direct  = take && count_q == 2'd0 && out_ready_i;
  assign push    = take && !direct;
  assign pop     = count_q != 2'd0 && out_ready_i;
  assign count_d = count_q + {1'b0, push} - {1'b0, pop};

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      count_q <= 2'd0;
      head_q  <= 1'b0;
      en_q    <= 1'b1;
    end else begin
      count_q <= count_d;
      if (pop) head_q <= !head_q;
      en_q <= count_d != 2'd2;  // a push needs en_q, so it never meets a full buffer
    end
  end

  // A push writes behind the block already waiting, if any.
  always_ff @(posedge clk_i) begin
    if (push && !(head_q ^ count_q[0])) slot0_q <= exit_i;
    if (push && (head_q ^ count_q[0])) slot1_q <= exit_i;
  end

  assign en_o        = en_q;
  assign out_valid_o = count_q != 2'd0 || take;
  assign out_o       = count_q == 2'd0 ? exit_i : head_q ? slot1_q : slot0_q;

endmodule
