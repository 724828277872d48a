// AES S-box as a combinational look-up table: the SubBytes and InvSubBytes tables of
// FIPS-197 Fig. 7 and Fig. 14, one 128-bit row per high nibble x, byte y of a row at
// [127-8y -: 8]. Synthesis maps the constant selection to LUTs.
// sim-core's tests compare these rows with the tables derived from the definition (§5.1.1),
// and hdl/tb/aes_sbox_tb checks every implementation on all 256 inputs.

module aes_sbox_lut (
  input  logic       inverse_i,  // 1: InvSubBytes
  input  logic [7:0] data_i,
  output logic [7:0] data_o
);

  localparam logic [2047:0] Forward = {
    128'h637c777bf26b6fc53001672bfed7ab76,  // x = 0
    128'hca82c97dfa5947f0add4a2af9ca472c0,  // x = 1
    128'hb7fd9326363ff7cc34a5e5f171d83115,  // x = 2
    128'h04c723c31896059a071280e2eb27b275,  // x = 3
    128'h09832c1a1b6e5aa0523bd6b329e32f84,  // x = 4
    128'h53d100ed20fcb15b6acbbe394a4c58cf,  // x = 5
    128'hd0efaafb434d338545f9027f503c9fa8,  // x = 6
    128'h51a3408f929d38f5bcb6da2110fff3d2,  // x = 7
    128'hcd0c13ec5f974417c4a77e3d645d1973,  // x = 8
    128'h60814fdc222a908846eeb814de5e0bdb,  // x = 9
    128'he0323a0a4906245cc2d3ac629195e479,  // x = a
    128'he7c8376d8dd54ea96c56f4ea657aae08,  // x = b
    128'hba78252e1ca6b4c6e8dd741f4bbd8b8a,  // x = c
    128'h703eb5664803f60e613557b986c11d9e,  // x = d
    128'he1f8981169d98e949b1e87e9ce5528df,  // x = e
    128'h8ca1890dbfe6426841992d0fb054bb16   // x = f
  };

  localparam logic [2047:0] Inverse = {
    128'h52096ad53036a538bf40a39e81f3d7fb,  // x = 0
    128'h7ce339829b2fff87348e4344c4dee9cb,  // x = 1
    128'h547b9432a6c2233dee4c950b42fac34e,  // x = 2
    128'h082ea16628d924b2765ba2496d8bd125,  // x = 3
    128'h72f8f66486689816d4a45ccc5d65b692,  // x = 4
    128'h6c704850fdedb9da5e154657a78d9d84,  // x = 5
    128'h90d8ab008cbcd30af7e45805b8b34506,  // x = 6
    128'hd02c1e8fca3f0f02c1afbd0301138a6b,  // x = 7
    128'h3a9111414f67dcea97f2cfcef0b4e673,  // x = 8
    128'h96ac7422e7ad3585e2f937e81c75df6e,  // x = 9
    128'h47f11a711d29c5896fb7620eaa18be1b,  // x = a
    128'hfc563e4bc6d279209adbc0fe78cd5af4,  // x = b
    128'h1fdda8338807c731b11210592780ec5f,  // x = c
    128'h60517fa919b54a0d2de57a9f93c99cef,  // x = d
    128'ha0e03b4dae2af5b0c8ebbb3c83539961,  // x = e
    128'h172b047eba77d626e169146355210c7d   // x = f
  };

  assign data_o = inverse_i ? Inverse[2047 - 8 * data_i -: 8] : Forward[2047 - 8 * data_i -: 8];

endmodule
