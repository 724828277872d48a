// Serpent's key expansion for decryption (online schedule): decryption starts from the
// last round keys, so after a key handshake this unit runs the prekey recurrence forward,
// one step (four prekeys) a cycle, 33 steps in all, to the window w_124..w_131 and
// K_32 = S_3(w_128..w_131) (serpent_arch_pkg). Decryption blocks then step the window back
// themselves. The core holds key_ready_o and in_ready_o low while it runs (busy_o), as
// aes_core does for AES decryption (Dandalis et al.: the key setup beside the cipher).

module serpent_key_setup (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         start_i,
  input  logic [255:0] key_i,     // w_-8..w_-1: the padded key (serpent_pkg::pad_key)
  output logic         busy_o,
  output logic [255:0] window_o,  // w_124..w_131 once done
  output logic [127:0] rk_o       // K_32 once done
);

  logic [255:0] window_q;
  logic [5:0]   step;   // steps 0..32
  logic         busy;

  cs_step_counter #(.Width(6), .Last(6'd32)) u_steps (
    .clk_i, .rst_ni, .start_i, .busy_o(busy), .step_o(step)
  );

  always_ff @(posedge clk_i) begin
    if (start_i) window_q <= key_i;
    else if (busy) window_q <= serpent_arch_pkg::key_forward(window_q, {step, 2'b00});
  end

  serpent_sbox_layer u_k32 (
    .inverse_i(1'b0),
    .index_i  (3'd3),
    .state_i  (window_q[127:0]),
    .state_o  (rk_o)
  );

  assign busy_o   = busy;
  assign window_o = window_q;

endmodule
