// UART transmitter, 8N1, least significant bit first (board/PROTOCOL.md).
//
// A byte is framed as {stop, data, start} in a shift register that idles at all ones; the
// line is the register's low bit, straight from a flip-flop, so it never glitches. Bytes
// offered back to back leave back to back, one frame every 10 bit times.

module cs_uart_tx #(
  parameter int unsigned ClockHz = 12_000_000,
  parameter int unsigned Baud    = 115_200,
  // Derived: clock cycles per bit, rounded to the nearest.
  localparam int unsigned ClksPerBit = (ClockHz + Baud / 2) / Baud,
  localparam int unsigned CountBits  = $clog2(ClksPerBit)
) (
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       valid_i,
  output logic       ready_o,
  input  logic [7:0] data_i,
  output logic       tx_o       // the serial line, idle high
);

  // Yosys 0.23 has no casts: narrow the count with a part-select of a 32-bit constant.
  localparam logic [31:0] LastCount = ClksPerBit - 1;

  logic [9:0]           frame_q;  // bits still to send, the next in frame_q[0]
  logic [3:0]           left_q;   // bits of the frame still to send
  logic [CountBits-1:0] count_q;  // cycles into the current bit

  logic bit_done;
  assign bit_done = count_q == LastCount[CountBits-1:0];
  assign ready_o  = left_q == 4'd0;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      frame_q <= '1;
      left_q  <= '0;
      count_q <= '0;
    end else if (valid_i && ready_o) begin
      frame_q <= {1'b1, data_i, 1'b0};
      left_q  <= 4'd10;
      count_q <= '0;
    end else if (!ready_o) begin
      count_q <= bit_done ? '0 : count_q + 1'b1;
      if (bit_done) begin
        frame_q <= {1'b1, frame_q[9:1]};
        left_q  <= left_q - 4'd1;
      end
    end
  end

  assign tx_o = frame_q[0];

endmodule
