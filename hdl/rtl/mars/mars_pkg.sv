// Shared types, constants and word-level functions of the MARS core family (mars_core.sv).
// Yosys 0.23 accepts no `import`, so users write mars_pkg::name.
//
// MARS (Burwick, Coppersmith, D'Avignon, Gennaro, Halevi, Jutla, Matyas, O'Connor, Peyravian,
// Safford and Zunic, "MARS - a candidate cipher for AES", IBM's AES submission, 1998, revised
// 1999): a 128-bit block in four 32-bit words D[0..3], keys of 4 to 14 words expanded into 40
// words K[0..39], and three layers: 8 rounds of unkeyed forward mixing, 16 keyed core rounds
// (the E-function), 8 rounds of unkeyed backward mixing, with K[0..3] added before and
// K[36..39] subtracted after. Golden model: sim-core/src/mars/ (each function below has its
// twin there, named in its comment).
//
// Inside the cores the state is {D0, D1, D2, D3}: word p in bits 127 - 32p -: 32. The ports
// carry bytes (hdl/ABI.md: byte 0 in the top bits) in MARS's own order: bytes 4p..4p+3 are
// D[p], least significant byte first (sim-core/src/mars/byte_order.rs), so a port's 32-bit lane
// p is D[p] byte-swapped (from_bytes / to_bytes), as rc6_pkg maps RC6's A..D. The key's bytes
// fill k[0], k[1], ... the same way. The expanded key is a flat vector with K[k] in bits
// 32k +: 32 (K[0] least significant).

package mars_pkg;

  // Architectures of Dandalis, Prasanna and Rolim (2000, Sec. 4.1).
  typedef enum logic [0:0] {
    ArchIterative  = 1'd0,  // one round of each layer, one register: 32 cycles a block
    ArchConcurrent = 1'd1   // the three layers as three stages at work on three blocks: 16
  } arch_e;

  // How the E-function's 32 x 32 multiplication mod 2^32 is built (mars_multiply.sv).
  typedef enum logic [0:0] {
    MulStar  = 1'd0,  // `*`: Yosys maps it to MULT18X18D blocks (DSP)
    MulArray = 1'd1   // 32 shifted rows summed, no `*`: a multiplier in LUTs and carry chains
  } mul_e;

  // Where the 512-word S-box lives (mars_sbox.sv).
  typedef enum logic [0:0] {
    SBoxLogic = 1'd0,  // a ROM read combinationally: LUTs
    SBoxBram  = 1'd1   // a synchronous-read ROM (DP16KD), addressed a cycle ahead
  } sbox_e;

  localparam int unsigned MixingRounds = 8;
  localparam int unsigned CoreRounds   = 16;
  localparam int unsigned Rounds       = 2 * MixingRounds + CoreRounds;  // 32
  localparam int unsigned KeyWords     = 40;
  localparam int unsigned KeyBits      = 32 * KeyWords;  // 1280
  localparam int unsigned TWords       = 15;             // the key expansion's array T

  // When the key expansion's words are final (mars_key_setup.sv), in cycles after the key
  // handshake (cycle 0): ten words a batch, batch j (K[10j..10j+9]) from cycle 63 + 61 j, the
  // last from 246, when the setup ends. registry/ciphers.json's `earlyEntry` gives the same
  // cycles by round.
  localparam int unsigned BatchCycles  = 61;               // a linear transformation, 60 stirrings
  localparam int unsigned BatchFinalAt = 2 + BatchCycles;  // 63
  function automatic int key_final_at(input int w);
    key_final_at = BatchFinalAt + BatchCycles * (w / 10);
  endfunction

  // The S-box S[0..511] (submission, "S-box design": SHA-1 words, nine entries repaired), as
  // sim-core/src/mars/sbox.rs generates it and the submission and Crypto++ print it; S0 is
  // S[0..255], S1 S[256..511]. S[k] in bits 16383 - 32k -: 32 (S[0] on top). sim-core's
  // mars::sbox::S word for word; the bench's vectors and golden stream check it.
  localparam logic [16383:0] SBox = {
    32'h09d0c479, 32'h28c8ffe0, 32'h84aa6c39, 32'h9dad7287, 32'h7dff9be3, 32'hd4268361, 32'hc96da1d4, 32'h7974cc93,  // 0
    32'h85d0582e, 32'h2a4b5705, 32'h1ca16a62, 32'hc3bd279d, 32'h0f1f25e5, 32'h5160372f, 32'hc695c1fb, 32'h4d7ff1e4,  // 8
    32'hae5f6bf4, 32'h0d72ee46, 32'hff23de8a, 32'hb1cf8e83, 32'hf14902e2, 32'h3e981e42, 32'h8bf53eb6, 32'h7f4bf8ac,  // 16
    32'h83631f83, 32'h25970205, 32'h76afe784, 32'h3a7931d4, 32'h4f846450, 32'h5c64c3f6, 32'h210a5f18, 32'hc6986a26,  // 24
    32'h28f4e826, 32'h3a60a81c, 32'hd340a664, 32'h7ea820c4, 32'h526687c5, 32'h7eddd12b, 32'h32a11d1d, 32'h9c9ef086,  // 32
    32'h80f6e831, 32'hab6f04ad, 32'h56fb9b53, 32'h8b2e095c, 32'hb68556ae, 32'hd2250b0d, 32'h294a7721, 32'he21fb253,  // 40
    32'hae136749, 32'he82aae86, 32'h93365104, 32'h99404a66, 32'h78a784dc, 32'hb69ba84b, 32'h04046793, 32'h23db5c1e,  // 48
    32'h46cae1d6, 32'h2fe28134, 32'h5a223942, 32'h1863cd5b, 32'hc190c6e3, 32'h07dfb846, 32'h6eb88816, 32'h2d0dcc4a,  // 56
    32'ha4ccae59, 32'h3798670d, 32'hcbfa9493, 32'h4f481d45, 32'heafc8ca8, 32'hdb1129d6, 32'hb0449e20, 32'h0f5407fb,  // 64
    32'h6167d9a8, 32'hd1f45763, 32'h4daa96c3, 32'h3bec5958, 32'hababa014, 32'hb6ccd201, 32'h38d6279f, 32'h02682215,  // 72
    32'h8f376cd5, 32'h092c237e, 32'hbfc56593, 32'h32889d2c, 32'h854b3e95, 32'h05bb9b43, 32'h7dcd5dcd, 32'ha02e926c,  // 80
    32'hfae527e5, 32'h36a1c330, 32'h3412e1ae, 32'hf257f462, 32'h3c4f1d71, 32'h30a2e809, 32'h68e5f551, 32'h9c61ba44,  // 88
    32'h5ded0ab8, 32'h75ce09c8, 32'h9654f93e, 32'h698c0cca, 32'h243cb3e4, 32'h2b062b97, 32'h0f3b8d9e, 32'h00e050df,  // 96
    32'hfc5d6166, 32'he35f9288, 32'hc079550d, 32'h0591aee8, 32'h8e531e74, 32'h75fe3578, 32'h2f6d829a, 32'hf60b21ae,  // 104
    32'h95e8eb8d, 32'h6699486b, 32'h901d7d9b, 32'hfd6d6e31, 32'h1090acef, 32'he0670dd8, 32'hdab2e692, 32'hcd6d4365,  // 112
    32'he5393514, 32'h3af345f0, 32'h6241fc4d, 32'h460da3a3, 32'h7bcf3729, 32'h8bf1d1e0, 32'h14aac070, 32'h1587ed55,  // 120
    32'h3afd7d3e, 32'hd2f29e01, 32'h29a9d1f6, 32'hefb10c53, 32'hcf3b870f, 32'hb414935c, 32'h664465ed, 32'h024acac7,  // 128
    32'h59a744c1, 32'h1d2936a7, 32'hdc580aa6, 32'hcf574ca8, 32'h040a7a10, 32'h6cd81807, 32'h8a98be4c, 32'haccea063,  // 136
    32'hc33e92b5, 32'hd1e0e03d, 32'hb322517e, 32'h2092bd13, 32'h386b2c4a, 32'h52e8dd58, 32'h58656dfb, 32'h50820371,  // 144
    32'h41811896, 32'he337ef7e, 32'hd39fb119, 32'hc97f0df6, 32'h68fea01b, 32'ha150a6e5, 32'h55258962, 32'heb6ff41b,  // 152
    32'hd7c9cd7a, 32'ha619cd9e, 32'hbcf09576, 32'h2672c073, 32'hf003fb3c, 32'h4ab7a50b, 32'h1484126a, 32'h487ba9b1,  // 160
    32'ha64fc9c6, 32'hf6957d49, 32'h38b06a75, 32'hdd805fcd, 32'h63d094cf, 32'hf51c999e, 32'h1aa4d343, 32'hb8495294,  // 168
    32'hce9f8e99, 32'hbffcd770, 32'hc7c275cc, 32'h378453a7, 32'h7b21be33, 32'h397f41bd, 32'h4e94d131, 32'h92cc1f98,  // 176
    32'h5915ea51, 32'h99f861b7, 32'hc9980a88, 32'h1d74fd5f, 32'hb0a495f8, 32'h614deed0, 32'hb5778eea, 32'h5941792d,  // 184
    32'hfa90c1f8, 32'h33f824b4, 32'hc4965372, 32'h3ff6d550, 32'h4ca5fec0, 32'h8630e964, 32'h5b3fbbd6, 32'h7da26a48,  // 192
    32'hb203231a, 32'h04297514, 32'h2d639306, 32'h2eb13149, 32'h16a45272, 32'h532459a0, 32'h8e5f4872, 32'hf966c7d9,  // 200
    32'h07128dc0, 32'h0d44db62, 32'hafc8d52d, 32'h06316131, 32'hd838e7ce, 32'h1bc41d00, 32'h3a2e8c0f, 32'hea83837e,  // 208
    32'hb984737d, 32'h13ba4891, 32'hc4f8b949, 32'ha6d6acb3, 32'ha215cdce, 32'h8359838b, 32'h6bd1aa31, 32'hf579dd52,  // 216
    32'h21b93f93, 32'hf5176781, 32'h187dfdde, 32'he94aeb76, 32'h2b38fd54, 32'h431de1da, 32'hab394825, 32'h9ad3048f,  // 224
    32'hdfea32aa, 32'h659473e3, 32'h623f7863, 32'hf3346c59, 32'hab3ab685, 32'h3346a90b, 32'h6b56443e, 32'hc6de01f8,  // 232
    32'h8d421fc0, 32'h9b0ed10c, 32'h88f1a1e9, 32'h54c1f029, 32'h7dead57b, 32'h8d7ba426, 32'h4cf5178a, 32'h551a7cca,  // 240
    32'h1a9a5f08, 32'hfcd651b9, 32'h25605182, 32'he11fc6c3, 32'hb6fd9676, 32'h337b3027, 32'hb7c8eb14, 32'h9e5fd030,  // 248
    32'h6b57e354, 32'had913cf7, 32'h7e16688d, 32'h58872a69, 32'h2c2fc7df, 32'he389ccc6, 32'h30738df1, 32'h0824a734,  // 256
    32'he1797a8b, 32'ha4a8d57b, 32'h5b5d193b, 32'hc8a8309b, 32'h73f9a978, 32'h73398d32, 32'h0f59573e, 32'he9df2b03,  // 264
    32'he8a5b6c8, 32'h848d0704, 32'h98df93c2, 32'h720a1dc3, 32'h684f259a, 32'h943ba848, 32'ha6370152, 32'h863b5ea3,  // 272
    32'hd17b978b, 32'h6d9b58ef, 32'h0a700dd4, 32'ha73d36bf, 32'h8e6a0829, 32'h8695bc14, 32'he35b3447, 32'h933ac568,  // 280
    32'h8894b022, 32'h2f511c27, 32'hddfbcc3c, 32'h006662b6, 32'h117c83fe, 32'h4e12b414, 32'hc2bca766, 32'h3a2fec10,  // 288
    32'hf4562420, 32'h55792e2a, 32'h46f5d857, 32'hceda25ce, 32'hc3601d3b, 32'h6c00ab46, 32'hefac9c28, 32'hb3c35047,  // 296
    32'h611dfee3, 32'h257c3207, 32'hfdd58482, 32'h3b14d84f, 32'h23becb64, 32'ha075f3a3, 32'h088f8ead, 32'h07adf158,  // 304
    32'h7796943c, 32'hfacabf3d, 32'hc09730cd, 32'hf7679969, 32'hda44e9ed, 32'h2c854c12, 32'h35935fa3, 32'h2f057d9f,  // 312
    32'h690624f8, 32'h1cb0bafd, 32'h7b0dbdc6, 32'h810f23bb, 32'hfa929a1a, 32'h6d969a17, 32'h6742979b, 32'h74ac7d05,  // 320
    32'h010e65c4, 32'h86a3d963, 32'hf907b5a0, 32'hd0042bd3, 32'h158d7d03, 32'h287a8255, 32'hbba8366f, 32'h096edc33,  // 328
    32'h21916a7b, 32'h77b56b86, 32'h951622f9, 32'ha6c5e650, 32'h8cea17d1, 32'hcd8c62bc, 32'ha3d63433, 32'h358a68fd,  // 336
    32'h0f9b9d3c, 32'hd6aa295b, 32'hfe33384a, 32'hc000738e, 32'hcd67eb2f, 32'he2eb6dc2, 32'h97338b02, 32'h06c9f246,  // 344
    32'h419cf1ad, 32'h2b83c045, 32'h3723f18a, 32'hcb5b3089, 32'h160bead7, 32'h5d494656, 32'h35f8a74b, 32'h1e4e6c9e,  // 352
    32'h000399bd, 32'h67466880, 32'hb4174831, 32'hacf423b2, 32'hca815ab3, 32'h5a6395e7, 32'h302a67c5, 32'h8bdb446b,  // 360
    32'h108f8fa4, 32'h10223eda, 32'h92b8b48b, 32'h7f38d0ee, 32'hab2701d4, 32'h0262d415, 32'haf224a30, 32'hb3d88aba,  // 368
    32'hf8b2c3af, 32'hdaf7ef70, 32'hcc97d3b7, 32'he9614b6c, 32'h2baebff4, 32'h70f687cf, 32'h386c9156, 32'hce092ee5,  // 376
    32'h01e87da6, 32'h6ce91e6a, 32'hbb7bcc84, 32'hc7922c20, 32'h9d3b71fd, 32'h060e41c6, 32'hd7590f15, 32'h4e03bb47,  // 384
    32'h183c198e, 32'h63eeb240, 32'h2ddbf49a, 32'h6d5cba54, 32'h923750af, 32'hf9e14236, 32'h7838162b, 32'h59726c72,  // 392
    32'h81b66760, 32'hbb2926c1, 32'h48a0ce0d, 32'ha6c0496d, 32'had43507b, 32'h718d496a, 32'h9df057af, 32'h44b1bde6,  // 400
    32'h054356dc, 32'hde7ced35, 32'hd51a138b, 32'h62088cc9, 32'h35830311, 32'hc96efca2, 32'h686f86ec, 32'h8e77cb68,  // 408
    32'h63e1d6b8, 32'hc80f9778, 32'h79c491fd, 32'h1b4c67f2, 32'h72698d7d, 32'h5e368c31, 32'hf7d95e2e, 32'ha1d3493f,  // 416
    32'hdcd9433e, 32'h896f1552, 32'h4bc4ca7a, 32'ha6d1baf4, 32'ha5a96dcc, 32'h0bef8b46, 32'ha169fda7, 32'h74df40b7,  // 424
    32'h4e208804, 32'h9a756607, 32'h038e87c8, 32'h20211e44, 32'h8b7ad4bf, 32'hc6403f35, 32'h1848e36d, 32'h80bdb038,  // 432
    32'h1e62891c, 32'h643d2107, 32'hbf04d6f8, 32'h21092c8c, 32'hf644f389, 32'h0778404e, 32'h7b78adb8, 32'ha2c52d53,  // 440
    32'h42157abe, 32'ha2253e2e, 32'h7bf3f4ae, 32'h80f594f9, 32'h953194e7, 32'h77eb92ed, 32'hb3816930, 32'hda8d9336,  // 448
    32'hbf447469, 32'hf26d9483, 32'hee6faed5, 32'h71371235, 32'hde425f73, 32'hb4e59f43, 32'h7dbe2d4e, 32'h2d37b185,  // 456
    32'h49dc9a63, 32'h98c39d98, 32'h1301c9a2, 32'h389b1bbf, 32'h0c18588d, 32'ha421c1ba, 32'h7aa3865c, 32'h71e08558,  // 464
    32'h3c5cfcaa, 32'h7d239ca4, 32'h0297d9dd, 32'hd7dc2830, 32'h4b37802b, 32'h7428ab54, 32'haeee0347, 32'h4b3fbb85,  // 472
    32'h692f2f08, 32'h134e578e, 32'h36d9e0bf, 32'hae8b5fcf, 32'hedb93ecf, 32'h2b27248e, 32'h170eb1ef, 32'h7dc57fd6,  // 480
    32'h1e760f16, 32'hb1136601, 32'h864e1b9b, 32'hd7ea7319, 32'h3ab871bd, 32'hcfa4d76f, 32'he31bd782, 32'h0dbeb469,  // 488
    32'habb96061, 32'h5370f85d, 32'hffb07e37, 32'hda30d0fb, 32'hebc977b6, 32'h0b98b40f, 32'h3a4d0fe6, 32'hdf4fc26b,  // 496
    32'h159cf22a, 32'hc298d6e2, 32'h2b78ef6a, 32'h61a94ac0, 32'hab561187, 32'h14eea0f0, 32'hdf0d4164, 32'h19af70ee  // 504
  };

  // The multiplication-key fix's table B (submission, "Key expansion"; key_schedule.rs B).
  localparam logic [127:0] FixB = {32'ha4a8d57b, 32'h5b5d193b, 32'hc8a8309b, 32'h73f9a978};

  function automatic logic [31:0] sbox(input logic [8:0] index);
    sbox = SBox[16383 - 32 * index -: 32];
  endfunction

  // K[k] of an expanded key.
  function automatic logic [31:0] k_word(input logic [KeyBits-1:0] keys, input int unsigned k);
    k_word = keys[32 * k +: 32];
  endfunction

  // The key's words k[0..7] (k[j] in bits 32j +: 32) from key_i (byte 0 on top).
  function automatic logic [255:0] key_words(input logic [255:0] key);
    for (int j = 0; j < 8; j++) key_words[32 * j +: 32] = cs_word_pkg::bswap(key[255 - 32 * j -: 32]);
  endfunction

  // A rotation by a run-time amount.
  function automatic logic [31:0] rotl_var(input logic [31:0] x, input logic [4:0] n);
    rotl_var = (x << n) | (x >> (6'd32 - {1'b0, n}));
  endfunction

  // ---- Key expansion (sim-core/src/mars/key_schedule.rs) -------------------------------------

  // T before the first iteration: T[0..n-1] = k, T[n] = n, the rest 0 (T[i] in bits 32i +: 32).
  function automatic logic [32*TWords-1:0] initial_t(input logic [255:0] k, input logic [1:0] key_len);
    initial_t = '0;
    unique case (key_len)
      2'd0: initial_t[159:0] = {32'd4, k[127:0]};
      2'd1: initial_t[223:0] = {32'd6, k[191:0]};
      default: initial_t[287:0] = {32'd8, k};
    endcase
  endfunction

  // The linear transformation of iteration j: T[i] ^= ((T[i-7] ^ T[i-2]) <<< 3) ^ (4i + j),
  // i = 0..14 in order (each T[i] sees the T[i-7] and T[i-2] already updated).
  function automatic logic [32*TWords-1:0] linear(input logic [32*TWords-1:0] t, input logic [1:0] j);
    linear = t;
    for (int i = 0; i < TWords; i++) begin
      linear[32 * i +: 32] = linear[32 * i +: 32]
                           ^ cs_word_pkg::rotl(linear[32 * ((i + 8) % TWords) +: 32] ^ linear[32 * ((i + 13) % TWords) +: 32], 3)
                           ^ (32'(4 * i) + 32'(j));
    end
  endfunction

  // The multiplication-key fix's mask (key_schedule.rs fix_mask): bits 2..30 of w strictly
  // inside a run of ten or more equal bits. eq[l]: bits l and l + 1 are equal; a run of ten
  // equal bits starting at s is eq[s..s+8]; bit l lies strictly inside a run when eq[l-1] and
  // eq[l] hold and some run of ten covers it.
  function automatic logic [31:0] fix_mask(input logic [31:0] w);
    logic [30:0] eq;
    logic [22:0] run10;
    logic        covered;
    eq = ~(w[30:0] ^ w[31:1]);
    for (int s = 0; s < 23; s++) run10[s] = &eq[s +: 9];
    fix_mask = '0;
    for (int l = 2; l <= 30; l++) begin
      covered = 1'b0;
      for (int s = 0; s < 23; s++) if (s <= l && l <= s + 9) covered = covered | run10[s];
      fix_mask[l] = covered & eq[l - 1] & eq[l];
    end
  endfunction

  // The fix of one multiplication key k = K[i] (i = 5, 7, ..., 35), given the low five bits
  // of K[i-1] (key_schedule.rs fix_multiplication_key).
  function automatic logic [31:0] fix_key(input logic [4:0] previous, input logic [31:0] k);
    logic [31:0] w;
    w = k | 32'd3;
    fix_key = w ^ (rotl_var(FixB[127 - 32 * k[1:0] -: 32], previous) & fix_mask(w));
  endfunction

  // One stirring step on T kept as a circular shift register (mars_key_setup.sv): word 0 is
  // the T[i] being updated, word 14 the T[i-1] just written, and lookup = S[low 9 bits of it];
  // T[i] = (T[i] + lookup) <<< 9 goes in at word 14 as the words move down one place.
  function automatic logic [32*TWords-1:0] stir(input logic [32*TWords-1:0] t, input logic [31:0] lookup);
    stir = {cs_word_pkg::rotl(t[31:0] + lookup, 9), t[32*TWords-1:32]};
  endfunction

  // Iteration j's ten words K[10j..10j+9] = T[4i mod 15], i = 0..9, the multiplication keys
  // among them (K[5], K[7], ..., K[35]) fixed (K[10j+i] in bits 32i +: 32).
  function automatic logic [319:0] extract(input logic [32*TWords-1:0] t, input logic [1:0] j);
    logic [31:0] w;
    for (int i = 0; i < 10; i++) begin
      w = t[32 * ((4 * i) % TWords) +: 32];
      if (i % 2 == 1 && (j == 2'd1 || j == 2'd2 || (j == 2'd0 && i >= 5) || (j == 2'd3 && i <= 5))) begin
        w = fix_key(t[32 * ((4 * (i - 1)) % TWords) +: 5], w);
      end
      extract[32 * i +: 32] = w;
    end
  endfunction

endpackage
