// The entry gate of a core whose online key setup runs beside its rounds (Dandalis et al.,
// CHES 2000, Sec. 3: "while the cryptographic core was processing the data of the ith round,
// the key-setup component was calculating the key-dependent data for the (i + 1)th round"):
// blocks may enter while no setup runs, and, where the core may start early (Early), from
// cycle From after the key handshake (cycle 0) on, the cycle the cipher computes from when
// each key a block reads is final (cs_pkg::early_entry; mars_arch_pkg::early_entry). The
// count is the gate's own, so it reads nothing of the setup but busy_i.

module cs_early_entry #(
  parameter bit          Early = 1'b0,
  parameter int unsigned From  = 1
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic start_i,  // the key handshake
  input  logic busy_i,   // the setup runs
  output logic open_o    // a block may enter
);

  // A core that never starts early keeps the counter too, unread (synthesis removes it): a
  // lint sink with the clock in it would switch in every waveform (web/src/sbox-compare/).
  localparam int unsigned Bits = $clog2(From + 1);
  logic [Bits-1:0] cycle_q;  // cycles since the handshake, up to From
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni)                     cycle_q <= '0;
    else if (start_i)                cycle_q <= Bits'(1);
    else if (cycle_q != Bits'(From)) cycle_q <= cycle_q + Bits'(1);
  end
  assign open_o = !busy_i || (Early && cycle_q == Bits'(From));

endmodule
