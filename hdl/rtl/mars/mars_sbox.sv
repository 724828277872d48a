// One read port of MARS's 512-word S-box S (mars_pkg::SBox), where the SBox parameter puts it:
//
//   SBoxLogic  a ROM read combinationally at index_now_i: LUTs (a 512 x 32 table in logic).
//   SBoxBram   a synchronous-read ROM: Yosys maps it to one DP16KD (ECP5, 512 x 36) or
//              SB_RAM40_4K blocks (iCE40). Its address register takes index_next_i, the index
//              of the token going into the stage register in the same clock edge (with the
//              register's enable), so in the next cycle data_o is S[index_now_i] exactly as
//              the logic ROM's: the RAM's address register stands in for the stage register,
//              and the block RAM costs the round no cycle (mars_core.sv, "The S-box axis").
//              The price is the index's logic moving to the cycle before, in front of the RAM.
//
// AES's aes_sbox_bram.sv is the model of the RAM's form (no reset on the output register).

module mars_sbox #(
  parameter mars_pkg::sbox_e SBox = mars_pkg::SBoxLogic
) (
  input  logic        clk_i,
  input  logic        en_i,          // the stage register's enable (SBoxBram)
  input  logic [8:0]  index_now_i,   // the index of the token in the register (SBoxLogic)
  input  logic [8:0]  index_next_i,  // the index of the token going into it (SBoxBram)
  output logic [31:0] data_o
);

  if (SBox == mars_pkg::SBoxBram) begin : gen_bram
    logic [31:0] rom [512];
    initial begin
      for (int i = 0; i < 512; i++) rom[i] = mars_pkg::SBox[16383 - 32 * i -: 32];
    end
    logic [31:0] data_q;
    always_ff @(posedge clk_i) begin
      if (en_i) data_q <= rom[index_next_i];
    end
    assign data_o = data_q;
    logic unused;
    assign unused = ^index_now_i;
  end else begin : gen_logic
    assign data_o = mars_pkg::sbox(index_now_i);
    logic unused;
    assign unused = ^{clk_i, en_i, index_next_i};
  end

endmodule
