// UART receiver, 8N1, least significant bit first (board/PROTOCOL.md).
//
// The line passes a two-flip-flop synchronizer first: it comes from another clock domain
// (the USB-UART bridge), and one flip-flop alone may go metastable (Cummings, "Clock Domain
// Crossing (CDC) Design & Verification Techniques Using SystemVerilog", SNUG 2008, Sec. 4).
// A falling edge starts a frame; the start bit is checked again half a bit later, so a
// glitch shorter than that is ignored, and from there every bit is sampled one bit time
// later, in the middle of the bit. The frame ends in the middle of the stop bit, which leaves
// half a bit of slack for a sender whose clock runs a little faster.

module cs_uart_rx #(
  parameter int unsigned ClockHz = 12_000_000,
  parameter int unsigned Baud    = 115_200,
  // Derived: clock cycles per bit, rounded to the nearest.
  localparam int unsigned ClksPerBit = (ClockHz + Baud / 2) / Baud,
  localparam int unsigned CountBits  = $clog2(ClksPerBit)
) (
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       rx_i,      // the serial line, idle high
  output logic       valid_o,   // one cycle: data_o is a byte with a valid stop bit
  output logic [7:0] data_o
);

  // Yosys 0.23 has no casts: narrow the counts with part-selects of 32-bit constants.
  localparam logic [31:0] LastCount = ClksPerBit - 1;      // the middle of the next bit
  localparam logic [31:0] HalfCount = ClksPerBit / 2 - 1;  // the middle of the start bit

  typedef enum logic [1:0] {
    RxIdle,
    RxStart,
    RxData,
    RxStop
  } rx_state_e;

  logic [1:0]           sync_q;  // the synchronizer; sync_q[1] is safe to use
  rx_state_e            state_q;
  logic [CountBits-1:0] count_q;
  logic [2:0]           bit_q;
  logic [7:0]           shift_q;
  logic                 valid_q;

  logic line;
  assign line = sync_q[1];

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sync_q <= 2'b11;
    end else begin
      sync_q <= {sync_q[0], rx_i};
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= RxIdle;
      count_q <= '0;
      bit_q   <= '0;
      shift_q <= '0;
      valid_q <= 1'b0;
    end else begin
      valid_q <= 1'b0;
      count_q <= count_q + 1'b1;
      unique case (state_q)
        RxIdle: begin
          count_q <= '0;
          if (!line) state_q <= RxStart;
        end
        RxStart: begin
          if (count_q == HalfCount[CountBits-1:0]) begin
            count_q <= '0;
            bit_q   <= '0;
            state_q <= line ? RxIdle : RxData;
          end
        end
        RxData: begin
          if (count_q == LastCount[CountBits-1:0]) begin
            count_q <= '0;
            shift_q <= {line, shift_q[7:1]};
            bit_q   <= bit_q + 1'b1;
            if (bit_q == 3'd7) state_q <= RxStop;
          end
        end
        RxStop: begin
          if (count_q == LastCount[CountBits-1:0]) begin
            valid_q <= line;  // a low stop bit is a framing error: the byte is dropped
            state_q <= RxIdle;
          end
        end
        default: state_q <= RxIdle;
      endcase
    end
  end

  assign valid_o = valid_q;
  assign data_o  = shift_q;

endmodule
