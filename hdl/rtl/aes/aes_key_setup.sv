// Key setup: expands a new cipher key one round key per step with the forward key step of
// aes_arch_pkg, for the schedules that need the expansion before blocks may start.
//   - online decryption: the final window (round key Nr first), so blocks can run the
//     schedule backwards (the key-setup latency of Dandalis et al. 2000);
//   - banked: every round key, written into a bank of the key memory (Chodowiec et al.:
//     "all round keys corresponding to the new main key are computed in advance and stored
//     in one of the memory banks", while other banks stay in use).
// SubWord uses the core's S-box implementation; with latency L a step takes L + 1 cycles.

module aes_key_setup #(
  parameter aes_pkg::sbox_impl_e SBoxImpl    = aes_pkg::SBoxLut,
  localparam logic [2:0]         SBoxLatency = SBoxImpl == aes_pkg::SBoxBram ? 3'd1 :
                                               SBoxImpl == aes_pkg::SBoxCompositePipelined ? 3'd5 : 3'd0
) (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         start_i,        // a key handshake: expand key_i
  input  logic [255:0] key_i,          // left-aligned
  input  logic [1:0]   key_len_i,
  output logic         busy_o,
  output logic [255:0] window_o,       // the final window once !busy_o
  output logic         write_o,        // round key write_index_o is write_key_o
  output logic [3:0]   write_index_o,
  output logic [127:0] write_key_o
);

  logic         busy_q;
  logic [255:0] window_q;
  logic [1:0]   key_len_q;
  logic [3:0]   round_q;   // round keys produced so far
  logic [2:0]   wait_q;    // cycles left until SubWord is ready

  logic [31:0] sbox_in, sub_word;
  assign sbox_in = aes_arch_pkg::key_sbox_input(window_q, key_len_q, round_q + 4'd1, 1'b0);
  for (genvar i = 0; i < 4; i++) begin : gen_sbox
    aes_sbox #(.SBoxImpl(SBoxImpl)) u_sbox (
      .clk_i,
      .rst_ni,
      .en_i     (1'b1),
      .inverse_i(1'b0),
      .data_i   (sbox_in[31 - 8 * i -: 8]),
      .data_o   (sub_word[31 - 8 * i -: 8])
    );
  end

  logic [255:0] window_next;
  logic         step;
  assign window_next = aes_arch_pkg::key_forward(window_q, key_len_q, round_q + 4'd1, sub_word);
  assign step = busy_q && wait_q == 3'd0;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q    <= 1'b0;
      window_q  <= '0;
      key_len_q <= '0;
      round_q   <= '0;
      wait_q    <= '0;
    end else if (start_i) begin
      busy_q    <= 1'b1;
      window_q  <= aes_arch_pkg::key_window(key_i, key_len_i);
      key_len_q <= key_len_i;
      round_q   <= '0;
      wait_q    <= SBoxLatency;
    end else if (step) begin
      window_q <= window_next;
      round_q  <= round_q + 4'd1;
      wait_q   <= SBoxLatency;
      if (round_q + 4'd1 == aes_arch_pkg::rounds_of(key_len_q)) busy_q <= 1'b0;
    end else if (busy_q) begin
      wait_q <= wait_q - 3'd1;
    end
  end

  assign busy_o   = busy_q;
  assign window_o = window_q;

  // Round key 0 is written as the key arrives; round key r as step r completes.
  assign write_o       = start_i || step;
  assign write_index_o = start_i ? 4'd0 : round_q + 4'd1;
  assign write_key_o   = start_i ? key_i[255:128] : window_next[127:0];

endmodule
