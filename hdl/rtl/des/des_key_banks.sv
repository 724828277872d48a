// The key module's memory (Chodowiec et al., Sec. 4.2, Fig. 6b): NumBanks banks of three DES
// keys each, K1, K2, K3 of a Triple DES key bundle, stored after PC-1 (56 bits each: the
// parity bits and the permutation are dropped on the way in, as in the paper). The round
// keys are never stored: des_key_step.sv computes each from these on the fly. Chodowiec et
// al. have four banks (NumBanks = 4) in dual-port memory, so that a key is written into one
// bank while blocks of the others go on; here an array with one write and one read port
// (Yosys maps it to dual-port LUT RAM on the ECP5), and the core keeps a bank from being
// written while a block in flight uses it (des_core.sv).
//
// A key handshake writes a whole bank: the bundle in key_i's top 192 bits, K1 first (the
// ABI's byte order: byte 0 in the top byte). The keying option comes from its length (SP
// 800-67 Sec. 3.2): 192 bits K1 || K2 || K3 (option 1), 128 bits K1 || K2 with K3 = K1
// (option 2), 64 bits K1 = K2 = K3 (option 3, single DES).

module des_key_banks #(
  parameter int unsigned NumBanks = 4,
  localparam int unsigned BankBits = NumBanks > 1 ? $clog2(NumBanks) : 1
) (
  input  logic                clk_i,
  input  logic                write_i,
  input  logic [3:0]          write_bank_i,
  input  logic [255:0]        key_i,
  input  des_pkg::key_len_e   key_len_i,
  input  logic [3:0]          read_bank_i,
  input  logic [1:0]          read_index_i,   // 0: K1, 1: K2, 2: K3
  output logic [55:0]         cd_o            // C_0 || D_0 of that key
);

  if (NumBanks < 1 || NumBanks > des_pkg::MaxBanks || (NumBanks & (NumBanks - 1)) != 0) begin : gen_bad_banks
    des_key_banks_num_banks_must_be_a_power_of_two_up_to_16 u_error ();
  end

  logic [63:0] k1, k2, k3;
  always_comb begin
    k1 = key_i[255:192];
    k2 = key_i[191:128];
    k3 = key_i[127:64];
    unique case (key_len_i)
      des_pkg::KeyLen64: begin
        k2 = k1;
        k3 = k1;
      end
      des_pkg::KeyLen128: k3 = k1;
      default: ;
    endcase
  end

  logic [3 * 56 - 1:0] bank_q [NumBanks];   // {K1, K2, K3} after PC-1, K1 on top
  logic [BankBits-1:0] wb, rb;
  assign wb = BankBits'(write_bank_i);
  assign rb = BankBits'(read_bank_i);

  always_ff @(posedge clk_i) begin
    if (write_i) bank_q[wb] <= {des_pkg::pc1(k1), des_pkg::pc1(k2), des_pkg::pc1(k3)};
  end

  logic [3 * 56 - 1:0] bank;
  assign bank = bank_q[rb];
  always_comb begin
    unique case (read_index_i)
      2'd0:    cd_o = bank[167:112];
      2'd1:    cd_o = bank[111:56];
      default: cd_o = bank[55:0];
    endcase
  end

  logic unused;
  assign unused = ^{key_i[63:0], write_bank_i, read_bank_i};

endmodule
