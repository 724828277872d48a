// The board's command interpreter: board/PROTOCOL.md (version 2) between the UART and the
// configured core cs_top (hdl/ABI.md). Bytes come in from cs_uart_rx; answers go out as a
// byte stream (valid/ready) to the transmitter's FIFO. Blocks are the core's: BlockBits
// (cs_top's, 128 or 64), BlockBytes = BlockBits / 8 bytes on the line; I reports it.
//
// Arguments shift into one 256-bit register, arg_q, byte 0 first, so after a command's
// bytes the last of them sit at the bottom: a key ends up left-aligned (byte 0 in bits
// 255..248, as key_i wants) once the bytes a short key lacks are shifted in as zeros, and an
// IV or a block is arg_q[BlockBits-1:0]. The first two argument bytes of every command are
// also kept in hdr_a_q and hdr_b_q (key length and bank, chain, mode and chains, flags and
// bank).
//
// Answers leave from the registers that hold them, a byte at a time: one to three prefix
// bytes (pre_q: the letter, then the unknown byte, or I's version and block bytes), then 8
// bytes of a number (I's clock and baud, or num_q: C's cycle count, T's cycles), then
// BlockBytes bytes of sum_q (a B result, T's checksum). sum_q shifts out and takes in zeros,
// so it is 0 again once sent: a B result is XORed into it as T's results are.
//
// Area (iCE40 UP5K, the default board, has little to spare): an iCE40 flip-flop has one
// set/reset input, synchronous or asynchronous, so the wide data registers here have no
// asynchronous reset: they are cleared or loaded when a command starts, and a clear is then
// free (arg_q needs neither: every byte of it is shifted in before it is used).
//
// B streams: the BlockBytes bytes of a block assemble in arg_q[BlockBits-1:0], which is
// in_data_o while in_valid_q waits for the core; the next byte waits (in byte_q) until the
// core has taken the block. A result is taken (out_ready_o) when sum_q is free, so a full transmit FIFO
// holds the core back (cs_top keeps a result until out_ready_i). T clears arg_q and offers
// it with the block count in its low 32 bits.

module cs_host_link #(
  parameter int unsigned ClockHz   = 12_000_000,
  parameter int unsigned Baud      = 115_200,
  parameter int unsigned BlockBits = 128        // the core's block: 64 or 128 bits
) (
  input  logic         clk_i,
  input  logic         rst_ni,

  // Received bytes (cs_uart_rx).
  input  logic         rx_valid_i,
  input  logic [7:0]   rx_data_i,

  // Bytes to send (the transmit FIFO).
  output logic         tx_valid_o,
  input  logic         tx_ready_i,
  output logic [7:0]   tx_data_o,

  output logic         busy_o,      // a command or its answer in progress
  output logic [63:0]  cycle_o,     // clock cycles since reset (C's answer)

  // The core (cs_top's ports, hdl/ABI.md).
  output logic         key_valid_o,
  input  logic         key_ready_i,
  output logic [255:0] key_o,
  output logic [1:0]   key_len_o,
  output logic [3:0]   key_bank_o,
  output logic         iv_valid_o,
  input  logic         iv_ready_i,
  output logic [BlockBits-1:0] iv_o,
  output logic [7:0]   iv_index_o,
  output logic         cfg_valid_o,
  input  logic         cfg_ready_i,
  output logic [2:0]   cfg_mode_o,
  output logic [7:0]   cfg_chains_o,
  output logic         in_valid_o,
  input  logic         in_ready_i,
  output logic [BlockBits-1:0] in_data_o,
  output logic [23:0]  in_tag_o,
  output logic         in_decrypt_o,
  output logic [3:0]   in_bank_o,
  output logic [7:0]   in_stream_o,
  input  logic         out_valid_i,
  output logic         out_ready_o,
  input  logic [BlockBits-1:0] out_data_i
);

  // ---- Constants -------------------------------------------------------------------------
  localparam logic [7:0] Version = 8'd2;

  // A block on the line: BlockBytes bytes, a power of two (8 or 16), so a byte counter of
  // ByteBits bits wraps at the end of each block.
  localparam int unsigned BlockBytes = BlockBits / 8;
  localparam int unsigned ByteBits   = $clog2(BlockBytes);
  localparam logic [7:0]  BlockWord  = 8'(BlockBytes);
  localparam logic [5:0]  IvArgBytes = 6'(BlockBytes + 1);  // V: chain index, IV
  localparam logic [4:0]  SumBytes   = 5'(BlockBytes);

  // Command bytes (ASCII) and the answers' own letters.
  localparam logic [7:0] CmdIdentify   = 8'h49;  // "I"
  localparam logic [7:0] CmdKey        = 8'h4b;  // "K"
  localparam logic [7:0] CmdIv         = 8'h56;  // "V"
  localparam logic [7:0] CmdMode       = 8'h4d;  // "M"
  localparam logic [7:0] CmdBlocks     = 8'h42;  // "B"
  localparam logic [7:0] CmdThroughput = 8'h54;  // "T"
  localparam logic [7:0] CmdCycles     = 8'h43;  // "C"
  localparam logic [7:0] AnsUnknown    = 8'h3f;  // "?"
  localparam logic [7:0] AnsTimeout    = 8'h21;  // "!"
  localparam logic [7:0] LowerCase     = 8'h20;  // "K" | 0x20 = "k"

  // Bytes a key command's arguments occupy in arg_q once padded: length, bank, 32 key bytes.
  localparam logic [5:0] KeyArgBytes = 6'd34;

  // 1/20 s without an argument byte abandons a command.
  localparam int unsigned TimeoutCycles = ClockHz / 20;
  localparam int unsigned TimerBits     = $clog2(TimeoutCycles);
  localparam logic [31:0] TimerLast     = TimeoutCycles - 1;

  localparam logic [31:0] ClockWord = ClockHz;
  localparam logic [31:0] BaudWord  = Baud;

  typedef enum logic [2:0] {
    StIdle,        // waiting for a command byte
    StArgs,        // receiving a command's argument bytes
    StPad,         // K: zero bytes after a short key, to left-align it
    StKey,         // K: the key handshake
    StIv,          // V: the IV handshake
    StCfg,         // M: the mode handshake
    StBlocks,      // B: streaming blocks through the core
    StThroughput   // T: offering blocks back to back
  } state_e;

  // ---- Registers -------------------------------------------------------------------------
  state_e         state_q;
  logic           byte_valid_q;   // a received byte waits in byte_q
  logic [7:0]     byte_q;
  logic [7:0]     cmd_q;
  logic [5:0]     arg_n_q;        // argument bytes received (and K's padding)
  logic [7:0]     hdr_a_q, hdr_b_q;
  logic [7:0]     stream_q;
  logic           in_valid_q;     // B: arg_q[127:0] is a block for the core
  logic           abort_q;        // B: timed out; finish the blocks in flight, then "!"
  logic [8:0]     flight_q;       // B, T: blocks in the core (cs_top has at most 256 slots)
  logic [ByteBits-1:0] rx_byte_q; // B: bytes of the current block received
  logic [TimerBits-1:0] timer_q;
  logic [63:0]    cycle_q;        // clock cycles since reset
  // The answer being sent: prefix bytes, then a number's, then sum_q's.
  logic [23:0]    pre_q;
  logic [1:0]     pre_n_q;
  logic [3:0]     num_n_q;
  logic           ident_q;        // the number is I's clock and baud, not num_q
  logic [4:0]     sum_n_q;
  // Data registers, cleared when a command starts (no asynchronous reset, see above).
  logic [255:0]   arg_q;
  logic [31:0]    count_q;        // B, T: blocks in the command
  logic [15:0]    got_q;          // B: blocks received
  logic [31:0]    offered_q;      // B, T: blocks the core has taken (the next block's tag)
  logic [63:0]    num_q;          // C's cycle count, T's cycles
  logic [BlockBits-1:0] sum_q;    // a B result, T's checksum

  // ---- Decoding --------------------------------------------------------------------------
  logic answer_idle, tx_fire, in_fire, out_fire;
  assign answer_idle = pre_n_q == 2'd0 && num_n_q == 4'd0 && sum_n_q == 5'd0;
  assign tx_fire     = tx_valid_o && tx_ready_i;
  assign in_fire     = in_valid_o && in_ready_i;
  assign out_fire    = out_valid_i && out_ready_o;

  // Argument bytes each command takes; K's depend on its first byte, the length code
  // (0: 16, 1: 24, 2: 32, 3: 8 key bytes), V's on the block size.
  logic [5:0] need;
  always_comb begin
    unique case (cmd_q)
      CmdKey: begin
        unique case (hdr_a_q[1:0])
          2'd0:    need = 6'd18;
          2'd1:    need = 6'd26;
          2'd2:    need = 6'd34;
          default: need = 6'd10;
        endcase
      end
      CmdIv:         need = IvArgBytes;
      CmdMode:       need = 6'd2;
      CmdBlocks:     need = 6'd5;
      CmdThroughput: need = 6'd6;
      default:       need = 6'd1;
    endcase
  end

  logic known;  // byte_q is a command letter
  assign known = byte_q == CmdIdentify || byte_q == CmdKey || byte_q == CmdIv || byte_q == CmdMode ||
                 byte_q == CmdBlocks || byte_q == CmdThroughput || byte_q == CmdCycles;

  // The last argument bytes, the one being taken now included: B's and T's counts.
  logic [31:0] args_now;
  assign args_now = {arg_q[23:0], byte_q};

  logic take_byte;    // byte_q is consumed this cycle
  logic last_arg;     // ... and it is the command's last argument byte
  logic starts_b, starts_t;
  logic timing;       // waiting for a byte the command needs
  logic timed_out;
  logic block_done;   // B: the byte taken completes a block
  logic blocks_done;  // B: every block received, and every result taken
  logic all_offered;  // T: every block offered
  logic t_done;       // T: every result taken
  assign last_arg    = state_q == StArgs && take_byte && arg_n_q + 6'd1 == need;
  assign starts_b    = last_arg && cmd_q == CmdBlocks;
  assign starts_t    = last_arg && cmd_q == CmdThroughput;
  logic rx_more;      // B: blocks still to receive
  assign rx_more     = got_q != count_q[15:0];
  assign timing      = state_q == StArgs || (state_q == StBlocks && rx_more && !abort_q);
  assign timed_out   = timing && timer_q == TimerLast[TimerBits-1:0];
  assign block_done  = state_q == StBlocks && take_byte && &rx_byte_q;
  assign blocks_done = flight_q == 9'd0 && !in_valid_q && (!rx_more || abort_q);
  assign all_offered = offered_q == count_q;
  assign t_done      = all_offered && flight_q == 9'd0;

  always_comb begin
    unique case (state_q)
      StIdle:   take_byte = byte_valid_q && answer_idle;
      StArgs:   take_byte = byte_valid_q;
      StBlocks: take_byte = byte_valid_q && !in_valid_q && rx_more && !abort_q;
      default:  take_byte = 1'b0;
    endcase
  end

  // ---- The received byte -----------------------------------------------------------------
  // A byte waits in byte_q until a state takes it; a byte arriving while one waits (a
  // host that ignored the answers' pacing) replaces it.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      byte_valid_q <= 1'b0;
      byte_q       <= '0;
    end else if (rx_valid_i) begin
      byte_valid_q <= 1'b1;
      byte_q       <= rx_data_i;
    end else if (take_byte) begin
      byte_valid_q <= 1'b0;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) timer_q <= '0;
    else timer_q <= timing && !byte_valid_q && !timed_out ? timer_q + 1'b1 : '0;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) cycle_q <= '0;
    else cycle_q <= cycle_q + 64'd1;
  end

  // ---- The command ------------------------------------------------------------------------
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q   <= StIdle;
      cmd_q     <= '0;
      arg_n_q   <= '0;
      hdr_a_q   <= '0;
      hdr_b_q   <= '0;
      stream_q  <= '0;
      rx_byte_q <= '0;
      abort_q   <= 1'b0;
    end else begin
      unique case (state_q)
        StIdle: begin
          if (take_byte) begin
            cmd_q   <= byte_q;
            arg_n_q <= '0;
            if (known && byte_q != CmdIdentify && byte_q != CmdCycles) state_q <= StArgs;
          end
        end
        StArgs: begin
          if (take_byte) begin
            arg_n_q <= arg_n_q + 6'd1;
            if (arg_n_q == 6'd0) hdr_a_q <= byte_q;
            if (arg_n_q == 6'd1) hdr_b_q <= byte_q;
            if (last_arg) begin
              unique case (cmd_q)
                CmdKey:    state_q <= StPad;
                CmdIv:     state_q <= StIv;
                CmdMode:   state_q <= StCfg;
                CmdBlocks: begin
                  state_q   <= StBlocks;
                  stream_q  <= args_now[23:16];
                  rx_byte_q <= '0;
                end
                default: begin  // CmdThroughput
                  state_q  <= StThroughput;
                  stream_q <= '0;
                end
              endcase
            end
          end else if (timed_out) begin
            state_q <= StIdle;
          end
        end
        StPad: begin
          if (arg_n_q == KeyArgBytes) state_q <= StKey;
          else arg_n_q <= arg_n_q + 6'd1;
        end
        StKey: if (key_ready_i && answer_idle) state_q <= StIdle;
        StIv:  if (iv_ready_i && answer_idle) state_q <= StIdle;
        StCfg: if (cfg_ready_i && answer_idle) state_q <= StIdle;
        StBlocks: begin
          if (take_byte) rx_byte_q <= rx_byte_q + 1'b1;
          if (timed_out) abort_q <= 1'b1;
          if (blocks_done && (!abort_q || answer_idle)) begin
            state_q <= StIdle;
            abort_q <= 1'b0;
          end
        end
        StThroughput: if (t_done) state_q <= StIdle;
        default: state_q <= StIdle;
      endcase
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      in_valid_q <= 1'b0;
      flight_q   <= '0;
    end else begin
      if (block_done) in_valid_q <= 1'b1;
      else if (in_fire) in_valid_q <= 1'b0;
      // One adder: +1 for a block in, -1 (all ones) for a result out.
      if (in_fire != out_fire) flight_q <= flight_q + {{8{out_fire}}, 1'b1};
    end
  end

  // ---- Arguments, and the blocks offered ------------------------------------------------
  // arg_q shifts in each argument byte (zeros while K pads); T clears it.
  logic arg_shift;
  assign arg_shift = (take_byte && state_q != StIdle) || (state_q == StPad && arg_n_q != KeyArgBytes);

  always_ff @(posedge clk_i) begin
    if (starts_t) arg_q <= '0;
    else if (arg_shift) arg_q <= {arg_q[247:0], state_q == StPad ? 8'h00 : byte_q};
  end

  always_ff @(posedge clk_i) begin
    if (last_arg) begin
      count_q   <= starts_t ? args_now : {16'd0, args_now[15:0]};
      got_q     <= '0;
      offered_q <= '0;
    end else begin
      if (block_done) got_q <= got_q + 16'd1;
      if (in_fire) offered_q <= offered_q + 32'd1;
    end
  end

  // ---- The core's ports -----------------------------------------------------------------
  assign key_valid_o  = state_q == StKey && answer_idle;
  assign key_o        = arg_q;
  // The core's key_len_i (hdl/ABI.md): 0 = 128, 1 = 192 bits, 2 = any other length (256
  // bits, or Triple DES's 64: codes 2 and 3).
  assign key_len_o    = hdr_a_q[1] ? 2'd2 : {1'b0, hdr_a_q[0]};
  assign key_bank_o   = hdr_b_q[3:0];
  assign iv_valid_o   = state_q == StIv && answer_idle;
  assign iv_o         = arg_q[BlockBits-1:0];
  assign iv_index_o   = hdr_a_q;
  assign cfg_valid_o  = state_q == StCfg && answer_idle;
  assign cfg_mode_o   = hdr_a_q[2:0];
  assign cfg_chains_o = hdr_b_q;
  assign in_valid_o   = (state_q == StBlocks && in_valid_q) || (state_q == StThroughput && !all_offered);
  // T's block i is the integer i: arg_q is 0 then, and offered_q is i.
  assign in_data_o    = {arg_q[BlockBits-1:32], arg_q[31:0] | (state_q == StThroughput ? offered_q : 32'd0)};
  assign in_tag_o     = offered_q[23:0];
  assign in_decrypt_o = hdr_a_q[0];
  assign in_bank_o    = hdr_b_q[3:0];
  assign in_stream_o  = stream_q;
  // B: a result when sum_q is free to send it (after the "b"); T: every result at once.
  assign out_ready_o  = (state_q == StBlocks && answer_idle) || state_q == StThroughput;

  // ---- Answers ------------------------------------------------------------------------------
  // At most one answer starts in a cycle, and only when the last one is out.
  logic       say_identify, say_cycles, say_unknown, say_throughput, say_letter;
  logic [7:0] letter;
  always_comb begin
    say_identify   = state_q == StIdle && take_byte && byte_q == CmdIdentify;
    say_cycles     = state_q == StIdle && take_byte && byte_q == CmdCycles;
    say_unknown    = state_q == StIdle && take_byte && !known;
    say_throughput = state_q == StThroughput && t_done;
    // One-letter answers: k, v, m once the core took the argument; b as B starts; ! on a
    // timeout (B's once its blocks in flight are out).
    say_letter     = (state_q == StKey && key_ready_i && answer_idle) ||
                     (state_q == StIv && iv_ready_i && answer_idle) ||
                     (state_q == StCfg && cfg_ready_i && answer_idle) ||
                     starts_b ||
                     (state_q == StArgs && !take_byte && timed_out) ||
                     (state_q == StBlocks && abort_q && blocks_done && answer_idle);
    letter         = (state_q == StArgs && !take_byte) || state_q == StBlocks ? AnsTimeout : cmd_q | LowerCase;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      pre_q   <= '0;
      pre_n_q <= '0;
      num_n_q <= '0;
      ident_q <= 1'b0;
      sum_n_q <= '0;
    end else begin
      if (say_identify || say_cycles || say_throughput) ident_q <= say_identify;
      if (say_identify) begin
        pre_q   <= {CmdIdentify | LowerCase, Version, BlockWord};
        pre_n_q <= 2'd3;
        num_n_q <= 4'd8;
      end else if (say_cycles) begin
        pre_q   <= {CmdCycles | LowerCase, 16'h0000};
        pre_n_q <= 2'd1;
        num_n_q <= 4'd8;
      end else if (say_unknown) begin
        pre_q   <= {AnsUnknown, byte_q, 8'h00};
        pre_n_q <= 2'd2;
      end else if (say_throughput) begin
        pre_q   <= {CmdThroughput | LowerCase, 16'h0000};
        pre_n_q <= 2'd1;
        num_n_q <= 4'd8;
        sum_n_q <= SumBytes;
      end else if (say_letter) begin
        pre_q   <= {letter, 16'h0000};
        pre_n_q <= 2'd1;
      end else if (state_q == StBlocks && out_fire) begin
        sum_n_q <= SumBytes;
      end else if (tx_fire) begin
        if (pre_n_q != 2'd0) begin
          pre_q   <= {pre_q[15:0], 8'h00};
          pre_n_q <= pre_n_q - 2'd1;
        end else if (num_n_q != 4'd0) begin
          num_n_q <= num_n_q - 4'd1;
        end else begin
          sum_n_q <= sum_n_q - 5'd1;
        end
      end
    end
  end

  // num_q: C's cycle count, or T's cycles from the first block offered to the last result
  // taken, both included.
  always_ff @(posedge clk_i) begin
    if (starts_t) num_q <= '0;
    else if (say_cycles) num_q <= cycle_q;
    else if (state_q == StThroughput && !t_done) num_q <= num_q + 64'd1;
  end

  // sum_q: a B result, or T's XOR of every result; 0 again once its BlockBytes bytes are sent.
  logic sum_shift;
  assign sum_shift = tx_fire && pre_n_q == 2'd0 && num_n_q == 4'd0;
  always_ff @(posedge clk_i) begin
    if (last_arg) sum_q <= '0;
    else if (out_fire) sum_q <= sum_q ^ out_data_i;
    else if (sum_shift) sum_q <= {sum_q[BlockBits-9:0], 8'h00};
  end

  // The number's byte now due: byte 8 - num_n_q, most significant first.
  logic [63:0] number;
  logic [7:0]  number_byte;
  assign number = ident_q ? {ClockWord, BaudWord} : num_q;
  always_comb begin
    unique case (num_n_q)
      4'd8:    number_byte = number[63:56];
      4'd7:    number_byte = number[55:48];
      4'd6:    number_byte = number[47:40];
      4'd5:    number_byte = number[39:32];
      4'd4:    number_byte = number[31:24];
      4'd3:    number_byte = number[23:16];
      4'd2:    number_byte = number[15:8];
      default: number_byte = number[7:0];
    endcase
  end

  assign tx_valid_o = !answer_idle;
  assign tx_data_o  = pre_n_q != 2'd0 ? pre_q[23:16] : num_n_q != 4'd0 ? number_byte : sum_q[BlockBits-1:BlockBits-8];
  assign busy_o     = state_q != StIdle || !answer_idle;
  assign cycle_o    = cycle_q;

endmodule
