// The board top level (board/README.md): the configured core cs_top behind a UART that
// speaks board/PROTOCOL.md. The core runs on the board's oscillator directly.
//
//   uart_rx_i -> cs_uart_rx -> cs_host_link <-> cs_top
//                                   |
//   uart_tx_o <- cs_uart_tx <- cs_byte_fifo (512 bytes: 32 results of 16 bytes, 64 of 8)
//
// BlockBits is the core's block size, cs_top's own BlockBits (128, or 64 for Triple DES), as
// the mode wrapper cs_mode takes it: the export sets it from the configuration's cipher (its
// Makefile's chparam, the FuseSoC and vendor parameters), and a wrong one fails to elaborate
// against cs_top's ports (Verilator's WIDTH) or, in a synthesis tool that pads, is caught by
// the host script: I reports the block size the board was built for.
//
// There is no reset pin: a counter holds the design in reset for 512 cycles after the FPGA
// is configured. It relies on the counter starting at 0: on iCE40 the global reset held
// during configuration clears every flip-flop (Lattice iCE40 family data sheets, PLB,
// "Global Reset Control"), and the declaration's initial value asks the same of other
// families' tools.

module cs_board_top #(
  parameter int unsigned ClockHz      = 12_000_000,
  parameter int unsigned Baud         = 115_200,
  parameter bit          LedActiveLow = 1'b0,
  parameter int unsigned BlockBits    = 128
) (
  input  logic       clk_i,
  input  logic       uart_rx_i,
  output logic       uart_tx_o,
  output logic [1:0] led_o       // [0] heartbeat (about 1 Hz), [1] busy
);

  // ---- Power-on reset ---------------------------------------------------------------------
  logic [9:0] por_q = '0;   // counts to 512, then stays
  logic       rst_n;
  assign rst_n = por_q[9];

  always_ff @(posedge clk_i) begin
    if (!por_q[9]) por_q <= por_q + 10'd1;
  end

  // ---- UART and command interface -----------------------------------------------------------
  logic       rx_valid, tx_valid, tx_ready, line_valid, line_ready, busy;
  logic [7:0] rx_data, tx_data, line_data;

  cs_uart_rx #(
    .ClockHz(ClockHz),
    .Baud   (Baud)
  ) u_uart_rx (
    .clk_i,
    .rst_ni (rst_n),
    .rx_i   (uart_rx_i),
    .valid_o(rx_valid),
    .data_o (rx_data)
  );

  logic         key_valid, key_ready, iv_valid, iv_ready, cfg_valid, cfg_ready;
  logic         in_valid, in_ready, in_decrypt, out_valid, out_ready;
  logic [255:0] key;
  logic [1:0]   key_len;
  logic [3:0]   key_bank, in_bank;
  logic [BlockBits-1:0] iv, in_data, out_data;
  logic [7:0]   iv_index, cfg_chains, in_stream;
  logic [2:0]   cfg_mode;
  logic [23:0]  in_tag, out_tag;
  logic [63:0]  cycle;

  cs_host_link #(
    .ClockHz  (ClockHz),
    .Baud     (Baud),
    .BlockBits(BlockBits)
  ) u_host_link (
    .clk_i,
    .rst_ni       (rst_n),
    .rx_valid_i   (rx_valid),
    .rx_data_i    (rx_data),
    .tx_valid_o   (tx_valid),
    .tx_ready_i   (tx_ready),
    .tx_data_o    (tx_data),
    .busy_o       (busy),
    .cycle_o      (cycle),
    .key_valid_o  (key_valid),
    .key_ready_i  (key_ready),
    .key_o        (key),
    .key_len_o    (key_len),
    .key_bank_o   (key_bank),
    .iv_valid_o   (iv_valid),
    .iv_ready_i   (iv_ready),
    .iv_o         (iv),
    .iv_index_o   (iv_index),
    .cfg_valid_o  (cfg_valid),
    .cfg_ready_i  (cfg_ready),
    .cfg_mode_o   (cfg_mode),
    .cfg_chains_o (cfg_chains),
    .in_valid_o   (in_valid),
    .in_ready_i   (in_ready),
    .in_data_o    (in_data),
    .in_tag_o     (in_tag),
    .in_decrypt_o (in_decrypt),
    .in_bank_o    (in_bank),
    .in_stream_o  (in_stream),
    .out_valid_i  (out_valid),
    .out_ready_o  (out_ready),
    .out_data_i   (out_data)
  );

  cs_byte_fifo #(
    .Depth(512)
  ) u_tx_fifo (
    .clk_i,
    .rst_ni     (rst_n),
    .in_valid_i (tx_valid),
    .in_ready_o (tx_ready),
    .in_data_i  (tx_data),
    .out_valid_o(line_valid),
    .out_ready_i(line_ready),
    .out_data_o (line_data)
  );

  cs_uart_tx #(
    .ClockHz(ClockHz),
    .Baud   (Baud)
  ) u_uart_tx (
    .clk_i,
    .rst_ni (rst_n),
    .valid_i(line_valid),
    .ready_o(line_ready),
    .data_i (line_data),
    .tx_o   (uart_tx_o)
  );

  // ---- The configured core ----------------------------------------------------------------
  // The probes serve the simulators (hdl/ABI.md); a board leaves them open, and their width
  // is the core's own (cs_top's NumStages), hence the waiver in hdl/lint/verilator.vlt.
  cs_top u_core (
    .clk_i,
    .rst_ni       (rst_n),
    .key_valid_i  (key_valid),
    .key_ready_o  (key_ready),
    .key_i        (key),
    .key_len_i    (key_len),
    .key_bank_i   ({4'd0, key_bank}),  // the protocol carries up to 16 banks (board/PROTOCOL.md)
    .iv_valid_i   (iv_valid),
    .iv_ready_o   (iv_ready),
    .iv_i         (iv),
    .iv_index_i   (iv_index),
    .cfg_valid_i  (cfg_valid),
    .cfg_ready_o  (cfg_ready),
    .cfg_mode_i   (cfg_mode),
    .cfg_chains_i (cfg_chains),
    .in_valid_i   (in_valid),
    .in_ready_o   (in_ready),
    .in_data_i    (in_data),
    .in_tag_i     (in_tag),
    .in_decrypt_i (in_decrypt),
    .in_bank_i    (in_bank),
    .in_stream_i  (in_stream),
    .out_valid_o  (out_valid),
    .out_ready_i  (out_ready),
    .out_data_o   (out_data),
    .out_tag_o    (out_tag),
    .probe_valid_o(),
    .probe_tag_o  (),
    .probe_round_o()
  );

  // The board sends results in the order the core returns them, without their tags
  // (board/PROTOCOL.md).
  logic unused_out_tag;
  assign unused_out_tag = ^out_tag;

  // ---- LEDs ---------------------------------------------------------------------------------
  // The heartbeat is a bit of the cycle counter: bit B toggles every 2^B cycles, and
  // 2^(B+1) lies between ClockHz and 2 ClockHz, a period of 1 to 2 s.
  localparam int unsigned BeatBit = $clog2(ClockHz) - 1;

  logic unused_cycle;
  assign unused_cycle = ^{cycle[63:BeatBit+1], cycle[BeatBit-1:0]};

  assign led_o = {busy, cycle[BeatBit]} ^ {2{LedActiveLow}};

endmodule
