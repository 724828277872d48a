// Shared types and GF(2^8) helpers of the AES core family.
// Yosys 0.23 accepts no `import`, so users write aes_pkg::name.

package aes_pkg;

  // Implementation choices, one enum per configuration axis (see registry/).
  typedef enum logic [2:0] {
    SBoxLut                = 3'd0,  // combinational table (FIPS-197 Fig. 7)
    SBoxBram               = 3'd1,  // synchronous ROM in block RAM (Moshopoulos et al.)
    SBoxLutRam             = 3'd2,  // distributed LUT-RAM
    SBoxComposite          = 3'd3,  // GF((2^4)^2), combinational
    SBoxCompositePipelined = 3'd4,  // GF((2^4)^2), 5 stages (Swankoski et al.)
    SBoxBoyarPeralta       = 3'd5   // depth-16 circuit (Boyar, Peralta)
  } sbox_impl_e;

  typedef enum logic [1:0] {
    KeyLen128  = 2'd0,
    KeyLen192  = 2'd1,
    KeyLen256  = 2'd2,
    KeyLen3in1 = 2'd3   // run-time select (Chodowiec et al.)
  } key_len_e;

  typedef enum logic [1:0] {
    DirEncrypt = 2'd0,
    DirDecrypt = 2'd1,
    DirUnified = 2'd2   // shared datapath, run-time select (Moshopoulos et al., Fig. 2)
  } dir_e;

  // Architectures in the vocabulary of Elbirt et al. (AES3, 2000).
  typedef enum logic [1:0] {
    ArchLoopUnrolled    = 2'd0,  // LU-k
    ArchPartialPipeline = 2'd1,  // PP-k
    ArchSubPipeline     = 2'd2   // SP-k-m
  } arch_e;

  typedef enum logic [1:0] {
    KeyScheduleOnline  = 2'd0,
    KeyScheduleBanked  = 2'd1,
    KeyScheduleOffline = 2'd2
  } key_schedule_e;

  // Multiplication by x in GF(2^8) mod x^8 + x^4 + x^3 + x + 1 (FIPS-197 §4.2.1).
  function automatic logic [7:0] xtime(input logic [7:0] a);
    xtime = {a[6:0], 1'b0} ^ (a[7] ? 8'h1b : 8'h00);
  endfunction

  // Round constant of the key expansion step that yields round key `round` (FIPS-197 §5.2).
  function automatic logic [7:0] rcon(input logic [3:0] round);
    unique case (round)
      4'd1:    rcon = 8'h01;
      4'd2:    rcon = 8'h02;
      4'd3:    rcon = 8'h04;
      4'd4:    rcon = 8'h08;
      4'd5:    rcon = 8'h10;
      4'd6:    rcon = 8'h20;
      4'd7:    rcon = 8'h40;
      4'd8:    rcon = 8'h80;
      4'd9:    rcon = 8'h1b;
      4'd10:   rcon = 8'h36;
      default: rcon = 8'h00;
    endcase
  endfunction

endpackage
