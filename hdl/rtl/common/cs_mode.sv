// A mode of operation around any cipher's core (NIST SP 800-38A): the lab's top block,
// with the core beside it in the generated top level (hdl/top.mjs), which connects the
// core's ports (hdl/ABI.md, "The core every cipher presents") to this wrapper's core_* ports.
//
// Feedback modes make a block wait for the one before it: CBC, CFB and OFB encryption, and
// OFB decryption. When the result it waits for leaves the core, it enters in the same cycle
// (a bypass), so a feedback mode runs at the core's latency. The other directions and
// modes have no such wait and keep a pipeline full (Elbirt et al., Tables 2 and 3).
// Interleaved ("staggered") CBC feeds N independent chains round-robin (Swankoski et al.),
// and multi-stream CBC keeps a chaining value per stream for up to 16 streams, blocks of
// different streams in flight together (Chodowiec et al., Figs. 3-4).
//
// Each block takes a slot: the core carries the slot number through the datapath, and the
// slot remembers what the result needs on the way out (the user's tag, the chain, and the
// data to XOR with: CTR's plaintext, CBC decryption's previous ciphertext ...). Slots are
// used round-robin; there are more of them than blocks can enter the core while one block is
// in it, so a slot is free again before its turn comes round (Latency, the most cycles a block
// spends in the core, bounds that count, since at most one block enters a cycle; it is the
// core's to say: its package computes it for the top level, a tighter bound where it has one,
// as a bit-serial core that holds one block for many cycles), even when a 3-in-1 AES core
// finishes short keys before long ones.
//
// Mode = ModeAll selects the mode at run time (cfg_*), for the lab's simulators; a board
// export fixes one mode and synthesis keeps only its logic.
//
//   mode    core input           result                 chain update        waits
//   ECB     D                    E/D(D)                 -                   no
//   CTR     counter (+1)         E(T) ^ D               counter + 1         no
//   CBC enc D ^ chain            E(..)                  C                   yes
//   CBC dec D                    D(D) ^ chain           D (at the input)    no
//   CFB enc chain                E(chain) ^ D           C                   yes
//   CFB dec chain                E(chain) ^ D           D (at the input)    no
//   OFB     chain                E(chain) ^ D           E(chain)            yes

module cs_mode #(
  parameter cs_pkg::mode_e Mode      = cs_pkg::ModeEcb,
  parameter int unsigned   Chains    = 1,    // ICBC: N; MSCBC: streams
  parameter int unsigned   BlockBits = 128,  // the cipher's block: 128 (AES finalists) or 64 (DES)
  parameter int unsigned   Latency   = 1     // the most cycles a block spends in the core (a bound on the blocks entering meanwhile)
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,

  // IV or initial counter of chain iv_index_i (CBC, CFB, OFB: chain 0; CTR: the counter).
  input  logic                 iv_valid_i,
  output logic                 iv_ready_o,
  input  logic [BlockBits-1:0] iv_i,
  input  logic [7:0]           iv_index_i,

  // Run-time mode (Mode = ModeAll): cfg_mode_i a cs_pkg::mode_e, cfg_chains_i N for ICBC.
  input  logic                 cfg_valid_i,
  output logic                 cfg_ready_o,
  input  logic [2:0]           cfg_mode_i,
  input  logic [7:0]           cfg_chains_i,

  input  logic                 in_valid_i,
  output logic                 in_ready_o,
  input  logic [BlockBits-1:0] in_data_i,
  input  logic [23:0]          in_tag_i,
  input  logic                 in_decrypt_i,   // the mode's direction
  input  logic [7:0]           in_stream_i,    // multi-stream CBC: the stream

  output logic                 out_valid_o,
  input  logic                 out_ready_i,
  output logic [BlockBits-1:0] out_data_o,
  output logic [23:0]          out_tag_o,

  // The core (its key, tag, bank and output-ready ports are the top level's own).
  input  logic                 core_busy_i,    // some register stage of the core holds a block
  output logic                 core_in_valid_o,
  input  logic                 core_in_ready_i,
  output logic [BlockBits-1:0] core_in_data_o,
  output logic                 core_in_decrypt_o,
  output logic [7:0]           core_in_slot_o,
  input  logic                 core_out_valid_i,
  input  logic [BlockBits-1:0] core_out_data_i,
  input  logic [23:0]          core_out_tag_i,
  input  logic [7:0]           core_out_slot_i
);

  // ---- Sizes ----------------------------------------------------------------------------
  // Slots: a power of two above the latency (at most one block enters a cycle).
  localparam int unsigned SlotBits = $clog2(Latency + 2);
  localparam int unsigned Slots = 1 << SlotBits;
  localparam int unsigned ChainBits = Chains > 1 ? $clog2(Chains) : 1;
  localparam int unsigned ChainWords = 1 << ChainBits;

  // ---- The mode in force ------------------------------------------------------------------
  logic [7:0] slot;   // the slot the next block takes
  logic [2:0] mode;
  logic [7:0] chains;
  logic       idle;
  assign idle = !core_busy_i;

  if (Mode == cs_pkg::ModeAll) begin : gen_run_time_mode
    logic [2:0] mode_q;
    logic [7:0] chains_q;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        mode_q   <= 3'd0;
        chains_q <= 8'd1;
      end else if (cfg_valid_i && cfg_ready_o) begin
        mode_q   <= cfg_mode_i;
        chains_q <= cfg_chains_i == 8'd0 ? 8'd1 : cfg_chains_i;
      end
    end
    assign mode        = mode_q;
    assign chains      = chains_q;
    assign cfg_ready_o = idle;  // only between messages
  end else begin : gen_fixed_mode
    assign mode        = Mode;
    assign chains      = Chains[7:0];
    assign cfg_ready_o = 1'b1;
    logic unused_cfg;
    assign unused_cfg = ^{cfg_valid_i, cfg_mode_i, cfg_chains_i, idle};
  end

  logic is_ctr, is_cbc, is_cfb, is_ofb, is_icbc, is_mscbc, cbc_like;
  assign is_ctr   = mode == cs_pkg::ModeCtr;
  assign is_cbc   = mode == cs_pkg::ModeCbc;
  assign is_cfb   = mode == cs_pkg::ModeCfb;
  assign is_ofb   = mode == cs_pkg::ModeOfb;
  assign is_icbc  = mode == cs_pkg::ModeInterleavedCbc;
  assign is_mscbc = mode == cs_pkg::ModeMultiStreamCbc;
  assign cbc_like = is_cbc || is_icbc || is_mscbc;

  // ---- The core -----------------------------------------------------------------------------
  logic                 core_in_valid, core_in_ready, core_decrypt, core_out_valid;
  logic [BlockBits-1:0] core_in_data, core_out_data;
  logic [23:0]          core_out_tag;
  logic [7:0]           core_out_slot;
  assign core_in_valid_o   = core_in_valid;
  assign core_in_ready     = core_in_ready_i;
  assign core_in_data_o    = core_in_data;
  assign core_in_decrypt_o = core_decrypt;
  assign core_in_slot_o    = slot;
  assign core_out_valid    = core_out_valid_i;
  assign core_out_data     = core_out_data_i;
  assign core_out_tag      = core_out_tag_i;
  assign core_out_slot     = core_out_slot_i;

  if (Mode == cs_pkg::ModeEcb) begin : gen_ecb
    // Electronic codebook: the core alone.
    assign core_in_valid = in_valid_i;
    assign in_ready_o    = core_in_ready;
    assign core_in_data  = in_data_i;
    assign core_decrypt  = in_decrypt_i;
    assign out_valid_o   = core_out_valid;
    assign out_data_o    = core_out_data;
    assign out_tag_o     = core_out_tag;
    assign iv_ready_o    = 1'b1;
    assign slot          = '0;
    // The core holds its own results (its out_ready_i is cs_top's) and a fixed ECB keeps no
    // state here: a board's ECB form leaves the clock, reset and output-ready unused.
    logic unused_ecb;
    assign unused_ecb = ^{clk_i, rst_ni, out_ready_i, iv_valid_i, iv_i, iv_index_i, in_stream_i, in_tag_i,
                          core_out_slot, chains, is_ctr, is_cfb, is_ofb, cbc_like};
  end else begin : gen_chained
    // ---- Chains: IVs, counters, chaining values, and which have a block in flight ------
    logic [BlockBits-1:0]          chain_q [ChainWords];
    logic [ChainWords-1:0] busy_q;
    logic [ChainBits-1:0]  rr_q;      // interleaved CBC: the next block's chain
    logic [ChainBits-1:0]  iv_chain;  // the chain an IV is for
    assign iv_chain = iv_index_i[ChainBits-1:0];

    // The chain of the block offered now.
    logic [ChainBits-1:0] c;
    assign c = is_icbc ? rr_q : is_mscbc ? in_stream_i[ChainBits-1:0] : '0;

    // The block leaving the core now, and what its slot remembers.
    logic [BlockBits-1:0]          side_data;
    logic [23:0]           side_tag;
    logic [ChainBits-1:0]  side_chain;
    logic                  side_xor, side_update, side_update_xor;
    logic [BlockBits-1:0]          result, chain_value_out;
    logic                  out_fire, out_updates;
    assign out_fire        = core_out_valid && out_ready_i;
    assign result          = side_xor ? core_out_data ^ side_data : core_out_data;
    assign chain_value_out = side_update_xor ? result : core_out_data;
    assign out_updates     = out_fire && side_update;

    // A feedback block may enter in the cycle its chain's previous result leaves.
    logic          bypass;
    logic [BlockBits-1:0]  chain_now;
    assign bypass    = out_updates && side_chain == c;
    assign chain_now = bypass ? chain_value_out : chain_q[c];

    // What this block does (see the table above).
    logic waits, xor_out, update, update_xor, update_at_input;
    always_comb begin
      waits = 1'b0;
      xor_out = 1'b0;
      update = 1'b0;
      update_xor = 1'b0;
      update_at_input = 1'b0;
      core_in_data = in_data_i;
      core_decrypt = 1'b0;
      if (is_ctr) begin
        core_in_data = chain_q[0];
        xor_out = 1'b1;
      end else if (cbc_like) begin
        core_decrypt = in_decrypt_i;
        if (in_decrypt_i) begin
          xor_out = 1'b1;
          update_at_input = 1'b1;
        end else begin
          core_in_data = in_data_i ^ chain_now;
          waits = 1'b1;
          update = 1'b1;
        end
      end else if (is_cfb) begin
        core_in_data = chain_now;
        xor_out = 1'b1;
        if (in_decrypt_i) begin
          update_at_input = 1'b1;
        end else begin
          waits = 1'b1;
          update = 1'b1;
          update_xor = 1'b1;
        end
      end else if (is_ofb) begin
        core_in_data = chain_now;
        xor_out = 1'b1;
        waits = 1'b1;
        update = 1'b1;
      end else begin
        core_decrypt = in_decrypt_i;  // ECB at run time
      end
    end

    logic blocked, in_fire;
    assign blocked       = waits && busy_q[c] && !bypass;
    assign core_in_valid = in_valid_i && !blocked;
    assign in_ready_o    = core_in_ready && !blocked;
    assign in_fire       = in_valid_i && in_ready_o;
    assign iv_ready_o    = !busy_q[iv_chain];

    // ---- Slots ----------------------------------------------------------------------------
    logic [SlotBits-1:0] slot_next;
    assign slot = {{(8 - SlotBits){1'b0}}, slot_next};
    logic [BlockBits-1:0]        slot_data_q  [Slots];
    logic [23:0]         slot_tag_q   [Slots];
    logic [ChainBits+2:0] slot_ctrl_q [Slots];  // {chain, xor, update, update_xor}

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) slot_next <= '0;
      else if (in_fire) slot_next <= slot_next + 1'b1;
    end

    always_ff @(posedge clk_i) begin
      if (in_fire) begin
        // CBC decryption XORs with the previous ciphertext; the others with the input.
        slot_data_q[slot_next] <= cbc_like ? chain_now : in_data_i;
        slot_tag_q[slot_next]  <= in_tag_i;
        slot_ctrl_q[slot_next] <= {c, xor_out, update, update_xor};
      end
    end

    logic [SlotBits-1:0] out_slot;
    assign out_slot = core_out_slot[SlotBits-1:0];
    assign side_data = slot_data_q[out_slot];
    assign side_tag  = slot_tag_q[out_slot];
    assign {side_chain, side_xor, side_update, side_update_xor} = slot_ctrl_q[out_slot];

    assign out_valid_o = core_out_valid;
    assign out_data_o  = result;
    assign out_tag_o   = side_tag;

    // ---- Chain state ------------------------------------------------------------------------
    // An array written at the chain's index, like the slots: a simulator updates one entry
    // a cycle, and Yosys maps the memory to flip-flops with one write decoder per port.
    // Chaining values need no reset: a chained mode starts from the IV it is given.
    // Order matters within the cycle: a result frees its chain, a new block may take it.
    always_ff @(posedge clk_i) begin
      if (out_updates) chain_q[side_chain] <= chain_value_out;
      if (in_fire && is_ctr) chain_q[0] <= chain_q[0] + {{(BlockBits - 1){1'b0}}, 1'b1};  // CTR's counter is chain 0
      if (in_fire && update_at_input) chain_q[c] <= in_data_i;
      if (iv_valid_i && iv_ready_o) chain_q[iv_chain] <= iv_i;
    end

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        busy_q <= '0;
      end else begin
        if (out_updates) busy_q[side_chain] <= 1'b0;
        if (in_fire && update) busy_q[c] <= 1'b1;
      end
    end

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        rr_q <= '0;
      end else begin
        if (in_fire && is_icbc) rr_q <= rr_q + 1'b1 == chains[ChainBits-1:0] || chains == 8'd1 ? '0 : rr_q + 1'b1;
        if (iv_valid_i && iv_ready_o && iv_index_i == 8'd0) rr_q <= '0;  // a new message starts with chain 0
      end
    end

    logic unused_chained;
    assign unused_chained = ^{core_out_slot, iv_index_i, in_stream_i, core_out_tag, chains};
  end

endmodule
