// The AES core family's top level: a valid/ready block interface, a key port, and one
// occupancy probe per datapath register stage.
//
// This revision implements the iterative architecture (Elbirt et al. 2000: LU-1) for
// AES-128 encryption with an online key schedule: one round per clock, 11 cycles a block.
// The state register doubles as the output register: a finished block is offered on the
// output while the next block's initial AddRoundKey is loaded into the same register in
// the cycle it leaves, so blocks follow each other every Nr + 1 = 11 cycles, as the
// paper's Table 2 counts for Rijndael LU-1.
//
// Interface (the same for every core configuration, see hdl/ABI.md):
//   key  : key_valid_i/key_ready_o, key_i (left-aligned, byte 0 in [255:248]), key_len_i
//          (aes_pkg::key_len_e for 3-in-1 cores), key_bank_i (banked key schedules).
//   in   : in_valid_i/in_ready_o, in_data_i (byte 0 in [127:120]), in_tag_i carried
//          through to out_tag_o, in_decrypt_i (unified cores), in_bank_i.
//   out  : out_valid_o/out_ready_i, out_data_o, out_tag_o.
//   probe: per register stage s, probe_valid_o[s], probe_tag_o[s*TagWidth +: TagWidth],
//          probe_round_o[s*4 +: 4] (the round whose result the stage holds; 0 = the
//          initial AddRoundKey). Names are registered through DPI under CS_PROBE_NAMES.

module aes_core #(
  parameter aes_pkg::key_len_e      KeyLen      = aes_pkg::KeyLen128,
  parameter aes_pkg::dir_e          Direction   = aes_pkg::DirEncrypt,
  parameter aes_pkg::arch_e         Arch        = aes_pkg::ArchLoopUnrolled,
  parameter int unsigned            K           = 1,   // rounds per stage (LU) or stages (PP, SP)
  parameter int unsigned            M           = 0,   // inner registers per round (SP)
  parameter aes_pkg::sbox_impl_e    SBoxImpl    = aes_pkg::SBoxLut,
  parameter aes_pkg::key_schedule_e KeySchedule = aes_pkg::KeyScheduleOnline,
  parameter int unsigned            TagWidth    = 24,
  localparam int unsigned           NumStages   = 1
) (
  input  logic                          clk_i,
  input  logic                          rst_ni,

  input  logic                          key_valid_i,
  output logic                          key_ready_o,
  input  logic [255:0]                  key_i,
  input  logic [1:0]                    key_len_i,
  input  logic [3:0]                    key_bank_i,

  input  logic                          in_valid_i,
  output logic                          in_ready_o,
  input  logic [127:0]                  in_data_i,
  input  logic [TagWidth-1:0]           in_tag_i,
  input  logic                          in_decrypt_i,
  input  logic [3:0]                    in_bank_i,

  output logic                          out_valid_o,
  input  logic                          out_ready_i,
  output logic [127:0]                  out_data_o,
  output logic [TagWidth-1:0]           out_tag_o,

  output logic [NumStages-1:0]          probe_valid_o,
  output logic [NumStages*TagWidth-1:0] probe_tag_o,
  output logic [NumStages*4-1:0]        probe_round_o
);

  localparam logic [3:0] Rounds = 4'd10;  // Nr for AES-128

  // Configurations beyond this revision stop elaboration (the registry refuses them first).
  if (KeyLen != aes_pkg::KeyLen128 || Direction != aes_pkg::DirEncrypt ||
      Arch != aes_pkg::ArchLoopUnrolled || K != 1 || M != 0 ||
      KeySchedule != aes_pkg::KeyScheduleOnline) begin : gen_unsupported
    aes_core_configuration_not_implemented u_unsupported ();
  end

  // Ports that later members of the family use; this one ignores them.
  logic unused_inputs;
  assign unused_inputs = ^{key_i[127:0], key_len_i, key_bank_i, in_decrypt_i, in_bank_i};

  // Cipher key, held for the next block to start (online schedule: each block then carries
  // its own round key through the rounds, so the key may change while a block is in flight).
  logic [127:0] cipher_key_q;
  assign key_ready_o = 1'b1;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      cipher_key_q <= '0;
    end else if (key_valid_i) begin
      cipher_key_q <= key_i[255:128];
    end
  end

  // The state register and what travels with it.
  logic              valid_q;
  logic [3:0]        round_q;      // rounds completed; Rounds when the block is finished
  logic [127:0]      state_q, state_d;
  logic [127:0]      round_key_q, round_key_d;
  logic [TagWidth-1:0] tag_q;

  logic busy, finished, load;
  assign busy     = valid_q && (round_q != Rounds);
  assign finished = valid_q && (round_q == Rounds);

  assign out_valid_o = finished;
  assign out_data_o  = state_q;
  assign out_tag_o   = tag_q;

  assign in_ready_o = !valid_q || (finished && out_ready_i);
  assign load       = in_valid_i && in_ready_o;

  aes_key_expand_128 #(.SBoxImpl(SBoxImpl)) u_key_expand (
    .clk_i,
    .rst_ni,
    .en_i  (1'b1),
    .key_i (round_key_q),
    .rcon_i(aes_pkg::rcon(round_q + 4'd1)),
    .key_o (round_key_d)
  );

  aes_round #(.SBoxImpl(SBoxImpl)) u_round (
    .clk_i,
    .rst_ni,
    .en_i       (1'b1),
    .final_i    (round_q + 4'd1 == Rounds),
    .state_i    (state_q),
    .round_key_i(round_key_d),
    .state_o    (state_d)
  );

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      valid_q     <= 1'b0;
      round_q     <= '0;
      state_q     <= '0;
      round_key_q <= '0;
      tag_q       <= '0;
    end else if (load) begin
      // Round 0: the initial AddRoundKey with the cipher key.
      valid_q     <= 1'b1;
      round_q     <= '0;
      state_q     <= in_data_i ^ cipher_key_q;
      round_key_q <= cipher_key_q;
      tag_q       <= in_tag_i;
    end else if (busy) begin
      round_q     <= round_q + 4'd1;
      state_q     <= state_d;
      round_key_q <= round_key_d;
    end else if (finished && out_ready_i) begin
      valid_q     <= 1'b0;
    end
  end

  // Occupancy probe: the single register stage of LU-1.
  assign probe_valid_o = valid_q;
  assign probe_tag_o   = tag_q;
  assign probe_round_o = round_q;

`ifdef CS_PROBE_NAMES
  import "DPI-C" function void cs_register_probe(input int index, input string name);
  initial cs_register_probe(0, "round");
`endif

endmodule
