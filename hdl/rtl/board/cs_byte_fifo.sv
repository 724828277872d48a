// A first-in first-out queue of bytes in one synchronous-read RAM, valid/ready on both
// sides. The board puts one in front of the UART transmitter (cs_board_top.sv), so the
// host link can answer and stream result blocks while earlier bytes are still on the line.
//
// The RAM's read register is the output register (out_q): a read is issued when it is
// empty or being emptied, which is what lets Yosys map the array to one SB_RAM40_4K on
// iCE40 (512 x 8) or a block RAM elsewhere. The memory needs no reset.

module cs_byte_fifo #(
  parameter int unsigned Depth = 512,  // a power of two
  localparam int unsigned AddrBits = $clog2(Depth)
) (
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       in_valid_i,
  output logic       in_ready_o,
  input  logic [7:0] in_data_i,
  output logic       out_valid_o,
  input  logic       out_ready_i,
  output logic [7:0] out_data_o
);

  // The full count as a part-select of a 32-bit constant (Yosys 0.23 has no casts).
  localparam logic [31:0] DepthWord = Depth;

  logic [7:0]          mem_q [Depth];
  logic [AddrBits-1:0] write_q, read_q;
  logic [AddrBits:0]   count_q;   // bytes in the RAM, not counting out_q
  logic [7:0]          out_q;
  logic                out_valid_q;

  logic write, read;
  assign in_ready_o = count_q != DepthWord[AddrBits:0];
  assign write      = in_valid_i && in_ready_o;
  assign read       = count_q != '0 && (!out_valid_q || out_ready_i);

  always_ff @(posedge clk_i) begin
    if (write) mem_q[write_q] <= in_data_i;
  end

  always_ff @(posedge clk_i) begin
    if (read) out_q <= mem_q[read_q];
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      write_q     <= '0;
      read_q      <= '0;
      count_q     <= '0;
      out_valid_q <= 1'b0;
    end else begin
      if (write) write_q <= write_q + 1'b1;
      if (read) read_q <= read_q + 1'b1;
      if (write && !read) count_q <= count_q + 1'b1;
      else if (read && !write) count_q <= count_q - 1'b1;
      out_valid_q <= read || (out_valid_q && !out_ready_i);
    end
  end

  assign out_valid_o = out_valid_q;
  assign out_data_o  = out_q;

endmodule
