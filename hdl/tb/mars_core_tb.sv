// Bench top of the MARS core bench (hdl/tb/mars_core_tb.cpp drives it, hdl/tb/mars-core.mjs
// builds and runs it): one mars_core of the shape the integer parameters choose (Verilator's
// -G sets integers, not enums), its ports passed through, and a summary of the occupancy
// probes the bench checks every cycle. A near-copy of rc6_core_tb.sv.

module mars_core_tb #(
  parameter int unsigned   KeyLenSel   = 0,  // mars_pkg::key_len_e
  parameter int unsigned   DirSel      = 0,  // mars_pkg::dir_e
  parameter int unsigned   ArchSel     = 0,  // mars_pkg::arch_e
  parameter int unsigned   ScheduleSel = 0,  // mars_pkg::key_schedule_e
  parameter int unsigned   MulSel      = 0,  // mars_pkg::mul_e
  parameter int unsigned   SBoxSel     = 0,  // mars_pkg::sbox_e
  parameter logic [1279:0] RoundKeys   = '0,
  localparam int unsigned  NumStages   = ArchSel == 1 ? 3 : 1
) (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         key_valid_i,
  output logic         key_ready_o,
  input  logic [255:0] key_i,
  input  logic [1:0]   key_len_i,
  input  logic [7:0]   key_bank_i,
  input  logic         in_valid_i,
  output logic         in_ready_o,
  input  logic [127:0] in_data_i,
  input  logic [23:0]  in_tag_i,
  input  logic         in_decrypt_i,
  input  logic [7:0]   in_slot_i,
  output logic         out_valid_o,
  input  logic         out_ready_i,
  output logic [127:0] out_data_o,
  output logic [23:0]  out_tag_o,
  output logic [7:0]   out_slot_o,
  output logic [7:0]   stages_o,       // NumStages
  output logic [7:0]   probe_count_o,  // stages holding a block
  output logic         probe_ok_o      // every valid stage reports a round in 1..32
);

  logic [NumStages-1:0]    probe_valid;
  logic [NumStages*24-1:0] probe_tag;
  logic [NumStages*8-1:0]  probe_round;

  mars_core #(
    .KeyLen          (mars_pkg::key_len_e'(KeyLenSel)),
    .Direction       (mars_pkg::dir_e'(DirSel)),
    .Arch            (mars_pkg::arch_e'(ArchSel)),
    .KeySchedule     (mars_pkg::key_schedule_e'(ScheduleSel)),
    .Mul             (mars_pkg::mul_e'(MulSel)),
    .SBox            (mars_pkg::sbox_e'(SBoxSel)),
    .OfflineRoundKeys(RoundKeys)
  ) u_core (
    .clk_i,
    .rst_ni,
    .key_valid_i,
    .key_ready_o,
    .key_i,
    .key_len_i,
    .key_bank_i,
    .in_valid_i,
    .in_ready_o,
    .in_data_i,
    .in_tag_i,
    .in_decrypt_i,
    .in_bank_i    (4'h0),
    .in_slot_i,
    .out_valid_o,
    .out_ready_i,
    .out_data_o,
    .out_tag_o,
    .out_slot_o,
    .probe_valid_o(probe_valid),
    .probe_tag_o  (probe_tag),
    .probe_round_o(probe_round)
  );

  assign stages_o = 8'(NumStages);
  always_comb begin
    probe_count_o = '0;
    probe_ok_o    = 1'b1;
    for (int s = 0; s < NumStages; s++) begin
      if (probe_valid[s]) begin
        probe_count_o = probe_count_o + 8'd1;
        if (probe_round[8 * s +: 8] == 8'd0 || probe_round[8 * s +: 8] > 8'd32) probe_ok_o = 1'b0;
      end
    end
  end

  logic unused;
  assign unused = ^probe_tag;

endmodule
