// A SIMON decryptor's key setup: a decryption begins with the last round key, so after every
// key handshake the schedule runs forward from the key's words k_0..k_{m-1} to the last m,
// k_{T-m}..k_{T-1}, which this register then keeps for every decryption under the key (each
// block runs the schedule back from them, simon_key_step.sv). T - m steps (40 for SIMON
// 64/128, 66 for 128/128), `Steps` words a cycle chained, ceil((T - m) / Steps) cycles, the
// last keeping the window after the step that ends them; or bit-serially one word in n/W
// cycles of W bits (simon_arch_pkg::setup_steps, setup_cycles). busy_o is high while it runs;
// a new key restarts it.

module simon_key_setup #(
  parameter int unsigned  WordBits = 32,   // n
  parameter int unsigned  W        = 32,   // bits of a word a step: n, or a bit-serial core's w
  parameter int unsigned  Steps    = 1,    // word steps a cycle (W = n)
  localparam int unsigned Chunks   = WordBits / W,
  localparam int unsigned PhaseW   = Chunks > 1 ? $clog2(Chunks) : 1
) (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         start_i,    // a key handshake: key_i's top 128 bits, k_{m-1} on top
  input  logic [255:0] key_i,
  output logic         busy_o,
  output logic [127:0] last_o      // k_{T-1} || ... || k_{T-m}, once busy_o is low
);

  localparam int unsigned N       = WordBits;
  localparam int unsigned Words   = simon_pkg::rounds(N) - simon_pkg::key_words(N);
  localparam int unsigned Passes  = (Words + Steps - 1) / Steps;   // cycles of chained steps
  localparam int unsigned Cycles  = Passes * Chunks;
  localparam int unsigned Final   = Words - (Passes - 1) * Steps;   // steps the last one keeps
  localparam int unsigned CountW  = $clog2(Cycles + 1);
  localparam logic [127:0] ZForward = simon_pkg::z_by_round(N, 1'b0);

  if (Steps == 0 || (Chunks > 1 && Steps != 1)) begin : gen_bad_steps
    simon_key_setup_needs_a_step_and_one_bit_serially u_error ();
  end

  logic              busy;
  logic [CountW-1:0] cycle;
  cs_step_counter #(.Width(CountW), .Last(CountW'(Cycles - 1))) u_count (
    .clk_i,
    .rst_ni,
    .start_i,
    .busy_o(busy),
    .step_o(cycle)
  );

  // The word each chained step computes (k_{m+word}, z_j[word]) and the chunk of it.
  logic [PhaseW-1:0] phase;
  logic [31:0]       word;
  if (Chunks > 1) begin : gen_serial
    assign phase = cycle[PhaseW-1:0];
    assign word  = 32'(cycle) >> PhaseW;
  end else begin : gen_words
    assign phase = '0;
    assign word  = 32'(cycle) * Steps;
  end

  logic [127:0] window_q;
  logic [128*(Steps+1)-1:0] chain /* verilator split_var */;  // one signal through the chained steps
  assign chain[127:0] = window_q;
  for (genvar s = 0; s < Steps; s++) begin : gen_step
    simon_key_step #(.WordBits(N), .W(W)) u_step (
      .keys_i    (chain[128 * s +: 128]),
      .phase_i   (phase),
      .z_i       (ZForward[7'(word + s)]),
      .backward_i(1'b0),
      .keys_o    (chain[128 * (s + 1) +: 128])
    );
  end

  always_ff @(posedge clk_i) begin
    if (start_i) window_q <= key_i[255:128];
    else if (busy) window_q <= cycle == CountW'(Cycles - 1) ? chain[128 * Final +: 128] : chain[128 * Steps +: 128];
  end

  assign busy_o = busy;
  assign last_o = window_q;

  logic unused;
  assign unused = ^{key_i[127:0], word};

endmodule
