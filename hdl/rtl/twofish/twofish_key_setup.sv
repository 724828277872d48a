// Twofish's key setup (paper, Sec. 4.3), run after a key handshake (online schedule):
//   cycle 0 (the handshake)  the key words M_0..M_7 split into Me and Mo, and the S-box key
//                            S_0..S_{k-1} = RS . key bytes, all registered; g's key words
//                            L = (S_{k-1}, ..., S_0);
//   cycles 1..20             one h pair a cycle: A_i = h(2i rho, Me), B_i = ROL(h((2i+1) rho,
//                            Mo), 8), K_2i = A_i + B_i, K_2i+1 = ROL(A_i + 2 B_i, 9);
//   SBoxTables: cycles 1..256, beside the subkeys, one address x a cycle of all four
//                            key-dependent S-box tables: s_j(x) for j = 0..3 (four S-box
//                            paths, k + 1 q's each), written through the slices' table
//                            write port.
// busy_o is high for 20 cycles after the handshake (SBoxLogic) or 256 (SBoxTables); the
// core holds key_ready_o low meanwhile, and in_ready_o too unless it encrypts with SBoxLogic:
// pair i is final from cycle i + 2, so such a core starts its first block early, once every
// subkey it will read is final when read (twofish_pkg's EntryKeysAt, cs_early_entry.sv),
// as Dandalis et al. ran their key setup beside the core (CHES 2000, Sec. 3). The key words of h (8 S-box paths)
// are the logic the subkeys cost; filling the tables costs 4 more paths and 256 cycles (a
// second write port, as a dual-port block RAM has, would halve that: not done).

module twofish_key_setup #(
  parameter twofish_pkg::sbox_e SBox = twofish_pkg::SBoxLogic
) (
  input  logic          clk_i,
  input  logic          rst_ni,
  input  logic          start_i,
  input  logic [255:0]  key_i,       // the ports' bytes, byte 0 on top
  input  logic [1:0]    key_len_i,   // 0, 1, 2: 128, 192, 256 bits
  output logic          busy_o,
  output logic [1279:0] subkeys_o,   // K_i in bits 32i +: 32
  output logic [1:0]    key_len_o,
  output logic [127:0]  gkey_o,      // L_i = S_{k-1-i} in bits 32i +: 32
  output logic          tw_en_o,     // table write (SBoxTables)
  output logic [7:0]    tw_addr_o,
  output logic [31:0]   tw_data_o
);

  localparam bit Tables = SBox == twofish_pkg::SBoxTables;
  localparam logic [7:0] LastStep = Tables ? 8'd255 : 8'(twofish_pkg::Subkeys / 2 - 1);

  // The key as words M_i, and S.
  logic [255:0] m;     // M_i in bits 32i +: 32
  logic [127:0] s;     // S_i in bits 32i +: 32
  always_comb begin
    for (int i = 0; i < 8; i++) m[32 * i +: 32] = cs_word_pkg::bswap(key_i[255 - 32 * i -: 32]);
    for (int i = 0; i < 4; i++) s[32 * i +: 32] = twofish_pkg::rs_word(m[64 * i +: 64]);
  end

  logic [127:0] me_q, mo_q, gkey_q;
  logic [1:0]   len_q;
  logic [7:0]   step;
  logic         busy;
  logic [1279:0] subkeys_q;

  cs_step_counter #(.Width(8), .Last(LastStep)) u_steps (
    .clk_i, .rst_ni, .start_i, .busy_o(busy), .step_o(step)
  );

  always_ff @(posedge clk_i) begin
    if (start_i) begin
      me_q   <= {m[223:192], m[159:128], m[95:64], m[31:0]};
      mo_q   <= {m[255:224], m[191:160], m[127:96], m[63:32]};
      len_q  <= key_len_i;
      gkey_q <= twofish_pkg::g_key(s, key_len_i);
    end
  end

  // One subkey pair a cycle.
  logic [4:0]  pair;
  logic [7:0]  even_byte, odd_byte;
  logic [31:0] a, b, k_even, k_odd;
  assign pair      = step[4:0];
  assign even_byte = {2'b00, pair, 1'b0};
  assign odd_byte  = {2'b00, pair, 1'b1};
  assign a = twofish_pkg::h({4{even_byte}}, me_q, len_q);
  assign b = cs_word_pkg::rotl(twofish_pkg::h({4{odd_byte}}, mo_q, len_q), 8);
  assign k_even = a + b;
  assign k_odd  = cs_word_pkg::rotl(a + b + b, 9);

  // One write enable a pair: Yosys 0.23 builds a write at a variable part-select as a
  // 1,280-bit barrel shifter of data and mask (7,682 LUT4 on ECP5 for this unit; 3,079 with
  // the loop's 20 comparisons).
  always_ff @(posedge clk_i) begin
    for (int p = 0; p < twofish_pkg::Subkeys / 2; p++)
      if (busy && step == 8'(p)) subkeys_q[64 * p +: 64] <= {k_odd, k_even};
  end

  if (Tables) begin : gen_fill
    for (genvar j = 0; j < 4; j++) begin : gen_byte
      assign tw_data_o[8 * j +: 8] = twofish_pkg::sbox_byte(j, step, gkey_q, len_q);
    end
    assign tw_en_o   = busy;
    assign tw_addr_o = step;
  end else begin : gen_no_fill
    assign tw_en_o   = 1'b0;
    assign tw_addr_o = '0;
    assign tw_data_o = '0;
  end

  assign busy_o    = busy;
  assign subkeys_o = subkeys_q;
  assign key_len_o = len_q;
  assign gkey_o    = gkey_q;

endmodule
