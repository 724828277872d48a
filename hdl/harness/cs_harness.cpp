// Implementation of the harness ABI (cs_harness.h, hdl/ABI.md) around the generated top
// level `cs_top`, whose ports every core configuration shares.
#include "cs_harness.h"
#include "cs_stage_name.h"

#include <cstdio>
#include <cstring>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "Vcs_top.h"
#include "verilated.h"
#include "verilated_vcd_c.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define CS_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define CS_EXPORT
#endif

// What the build says of the configuration (hdl/harness/defines.mjs); defaults for a bare
// build are an encryptor of 128-bit blocks and keys, of every mode, of no cipher it names.
#ifndef CS_CONFIG_ID
#define CS_CONFIG_ID "unknown"
#endif
#ifndef CS_CIPHER
#define CS_CIPHER "unknown"
#endif
#ifndef CS_BLOCK_BITS
#define CS_BLOCK_BITS 128
#endif
#ifndef CS_KEY_BITS
#define CS_KEY_BITS {128}
#endif
#ifndef CS_KEY_SLOTS
#define CS_KEY_SLOTS 1
#endif
#ifndef CS_ROUND_KEY_LOADS
#define CS_ROUND_KEY_LOADS 0
#endif
#ifndef CS_DIRECTION
#define CS_DIRECTION 0
#endif
#ifndef CS_MODE
#define CS_MODE -1
#endif

// True while the harness evaluates with no input but the clock changed since its last eval():
// the model's input trigger reads it and skips re-settling the unchanged inputs
// (scripts/lib/model-patch.mjs).
bool cs_inputs_unchanged = false;

namespace {

constexpr size_t kInputQueueLimit = 1u << 20;
constexpr size_t kOutputQueueLimit = 1u << 20;
constexpr int kResetCycles = 2;

constexpr int kBlockBytes = CS_BLOCK_BITS / 8;
static_assert(kBlockBytes == 8 || kBlockBytes == 16, "blocks are 64 or 128 bits");
constexpr int kKeyBits[] = CS_KEY_BITS;
constexpr int kKeySlots = CS_KEY_SLOTS;
constexpr bool kRoundKeyLoads = CS_ROUND_KEY_LOADS != 0;
constexpr bool kEncrypts = CS_DIRECTION != 1;  // 0 encrypt, 1 decrypt, 2 both (unified)
constexpr bool kDecrypts = CS_DIRECTION != 0;
constexpr int kFixedMode = CS_MODE;  // -1: chosen at run time (cs_set_mode)
// Key banks a block may name (cs_offer's flags bits 8-11): a banked schedule's, else one.
constexpr int kBlockBanks = kRoundKeyLoads ? 1 : kKeySlots;
const char* const kModeNames[] = {"ECB", "CTR", "CBC", "CFB", "OFB", "interleaved CBC", "multi-stream CBC"};

// CTR, CFB and OFB run the forward cipher in both directions (SP 800-38A Secs. 6.3-6.5).
bool forward_only(int mode) { return mode == 1 || mode == 3 || mode == 4; }

std::string key_bits_list() {
  std::string list;
  const int n = static_cast<int>(sizeof(kKeyBits) / sizeof(kKeyBits[0]));
  for (int i = 0; i < n; ++i) list += (i == 0 ? "" : i + 1 == n ? " or " : ", ") + std::to_string(kKeyBits[i]);
  return list;
}

bool key_bits_supported(int bits) {
  for (int b : kKeyBits)
    if (b == bits) return true;
  return false;
}

// What waits in the one input queue, in the order it was offered.
enum class Kind { Block, Key, Iv, Mode };

struct InputItem {
  Kind kind;
  uint8_t data[32];
  uint32_t tag;     // blocks
  int32_t flags;    // blocks: CS_FLAG_*
  int32_t bits;     // keys
  int32_t bank;     // keys and blocks
  int32_t index;    // IVs: chain; modes: the mode
  int32_t chains;   // modes
};

struct OutputItem {
  uint8_t data[16];
  uint32_t tag;
};

// Bytes to a Verilated wide port, byte 0 in the most significant position.
template <size_t N>
void put_bytes(VlWide<N>& port, const uint8_t* bytes, int count) {
  for (size_t w = 0; w < N; ++w) port[w] = 0;
  const int total_bits = static_cast<int>(N) * 32;
  for (int i = 0; i < count; ++i) {
    const int lsb = total_bits - 8 * (i + 1);
    port[lsb / 32] |= static_cast<uint32_t>(bytes[i]) << (lsb % 32);
  }
}

// A 64-bit port (a 64-bit block) is a QData.
inline void put_bytes(QData& port, const uint8_t* bytes, int count) {
  port = 0;
  for (int i = 0; i < count; ++i) port |= static_cast<QData>(bytes[i]) << (64 - 8 * (i + 1));
}

inline void get_bytes(const QData& port, uint8_t* bytes, int count) {
  for (int i = 0; i < count; ++i) bytes[i] = static_cast<uint8_t>(port >> (64 - 8 * (i + 1)));
}

template <size_t N>
void get_bytes(const VlWide<N>& port, uint8_t* bytes, int count) {
  const int total_bits = static_cast<int>(N) * 32;
  for (int i = 0; i < count; ++i) {
    const int lsb = total_bits - 8 * (i + 1);
    bytes[i] = static_cast<uint8_t>(port[lsb / 32] >> (lsb % 32));
  }
}

// A port's bytes, least significant first, whatever width Verilator gave it (CData to QData,
// or VlWide's words): x86 and WebAssembly are both little-endian, so byte k of the view holds
// the port's bits 8k to 8k + 7. The probe capture reads its fields this way, a byte or three
// at a time, where a shift-and-mask of the whole port cost about a fifth of a deep
// pipeline's cycle (issue #47, scripts/TOOLCHAIN.md).
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the probe capture reads ports as little-endian bytes");

template <typename T>
const uint8_t* port_bytes(const T& port) {
  return reinterpret_cast<const uint8_t*>(&port);
}

template <size_t N>
const uint8_t* port_bytes(const VlWide<N>& port) {
  return reinterpret_cast<const uint8_t*>(port.data());
}

struct Harness {
  std::unique_ptr<VerilatedContext> context;
  std::unique_ptr<Vcs_top> top;
  std::unique_ptr<VerilatedVcdC> vcd;
  std::deque<InputItem> inputs;
  uint64_t inputs_taken = 0;  // items that have left the front of the queue
  std::deque<OutputItem> outputs;
  uint64_t cycle = 0;
  uint64_t trace_time = 0;  // VCD time, 10 per cycle; never reset, so dumps stay monotonic
  uint8_t io[64] = {};
  std::string error;
  std::string description;

  std::vector<std::string> probe_names;
  std::vector<uint32_t> ring;
  uint32_t ring_cycles = 0;
  uint64_t ring_written = 0;
  uint32_t ring_row = 0;  // ring_written % ring_cycles, kept rather than divided for each cycle

  // Feedback chain (cs_chain): result j re-enters as input j + delay in the cycle it leaves.
  uint32_t chain_left = 0;      // results still to come
  uint32_t chain_inputs = 0;    // inputs still to offer after the first `delay`
  int32_t chain_flags = 0;
  uint8_t chain_last[16] = {};
  uint8_t chain_before_last[16] = {};

  // The mode the blocks queued last will meet: the core's own, or the last cs_set_mode.
  int queued_mode = kFixedMode < 0 ? 0 : kFixedMode;

  // Results the output queue holds before the harness stops taking them (cs_output_limit).
  size_t output_limit = kOutputQueueLimit;

  // What the inputs presented at the last eval(): the queue's head (by inputs_taken; none
  // when empty) and out_ready_i, as presented() words it; kUnsettled after any
  // other change. A clock-low eval() presenting the same needs no input region: the rising
  // edge's eval() left every net settled for those inputs (Verilator's nba region
  // re-evaluates the logic the edge changed). On an iterative core whose round reads the
  // input block through its entry multiplexer, that is most cycles' second evaluation of the
  // whole round (issue #47, scripts/TOOLCHAIN.md).
  static constexpr uint64_t kUnsettled = ~uint64_t{0};
  uint64_t settled = kUnsettled;
  uint64_t presented() const { return (inputs.empty() ? 0 : inputs_taken + 1) << 1 | top->out_ready_i; }

  bool autofeed = false;
  uint64_t autofeed_state = 0;
  uint32_t autofeed_tag = 0;
  uint64_t autofeed_outputs = 0;

  void half_cycle_dump() {
    if (vcd) vcd->dump(trace_time);
    trace_time += 5;
  }

  void feed() {
    InputItem item{};
    for (int i = 0; i < 16; ++i) {
      // xorshift64: varied blocks so the datapath toggles as with real data
      autofeed_state ^= autofeed_state << 13;
      autofeed_state ^= autofeed_state >> 7;
      autofeed_state ^= autofeed_state << 17;
      item.data[i] = static_cast<uint8_t>(autofeed_state);
    }
    item.kind = Kind::Block;
    item.tag = autofeed_tag++ & CS_TAG_MASK;
    inputs.push_back(item);
  }

  void one_cycle() {
    if (autofeed && inputs.empty()) feed();
    const InputItem* head = inputs.empty() ? nullptr : &inputs.front();
    const Kind kind = head ? head->kind : Kind::Block;
    top->key_valid_i = head && kind == Kind::Key;
    top->iv_valid_i = head && kind == Kind::Iv;
    top->cfg_valid_i = head && kind == Kind::Mode;
    top->in_valid_i = head && kind == Kind::Block;
    if (head) drive(*head);
    top->out_ready_i = autofeed || outputs.size() < output_limit;

    // Settle the combinational outputs for this cycle's inputs, then sample handshakes
    // and probes: they describe the registers' contents during this cycle.
    top->clk_i = 0;
    const uint64_t presenting = presented();
    cs_inputs_unchanged = presenting == settled;
    top->eval();
    cs_inputs_unchanged = false;
    settled = presenting;
    half_cycle_dump();
    if (top->out_valid_o && top->out_ready_i && chain_left > 0) {
      // A feedback chain's next input is this result, offered in the same cycle.
      std::memcpy(chain_before_last, chain_last, 16);
      get_bytes(top->out_data_o, chain_last, kBlockBytes);
      --chain_left;
      if (chain_inputs > 0) {
        --chain_inputs;
        InputItem next = block_item(chain_last, 0, chain_flags);
        inputs.push_back(next);
        if (inputs.size() == 1) {  // at the head: offer it in this cycle
          top->in_valid_i = 1;
          drive(next);
          top->eval();
          settled = presented();
        }
      }
    } else if (top->out_valid_o && top->out_ready_i) {
      if (autofeed) {
        ++autofeed_outputs;
      } else {
        OutputItem out{};
        get_bytes(top->out_data_o, out.data, kBlockBytes);
        out.tag = top->out_tag_o;
        outputs.push_back(out);
      }
    }
    const bool consumed = (top->key_valid_i && top->key_ready_o) || (top->in_valid_i && top->in_ready_o) ||
                          (top->iv_valid_i && top->iv_ready_o) || (top->cfg_valid_i && top->cfg_ready_o);
    if (ring_cycles) capture();

    top->clk_i = 1;
    cs_inputs_unchanged = true;
    top->eval();
    cs_inputs_unchanged = false;
    half_cycle_dump();
    if (consumed) {
      inputs.pop_front();
      ++inputs_taken;
    }
    ++cycle;
  }

  // Present an input item on its port (the valid signals are set by the caller).
  void drive(const InputItem& item) {
    switch (item.kind) {
      case Kind::Key:
        put_bytes(top->key_i, item.data, item.bits / 8);
        top->key_len_i = item.bits == 128 ? 0 : item.bits == 192 ? 1 : 2;
        top->key_bank_i = item.bank;
        break;
      case Kind::Iv:
        put_bytes(top->iv_i, item.data, kBlockBytes);
        top->iv_index_i = item.index;
        break;
      case Kind::Mode:
        top->cfg_mode_i = item.index;
        top->cfg_chains_i = item.chains;
        break;
      case Kind::Block:
        put_bytes(top->in_data_i, item.data, kBlockBytes);
        top->in_tag_i = item.tag;
        top->in_decrypt_i = item.flags & CS_FLAG_DECRYPT;
        top->in_bank_i = (item.flags >> CS_FLAG_BANK_SHIFT) & 15;
        top->in_stream_i = (item.flags >> CS_FLAG_STREAM_SHIFT) & 255;
        break;
    }
  }

  static InputItem block_item(const uint8_t* data, uint32_t tag, int32_t flags) {
    InputItem item{};
    item.kind = Kind::Block;
    std::memcpy(item.data, data, 16);
    item.tag = tag;
    item.flags = flags;
    item.bank = (flags >> CS_FLAG_BANK_SHIFT) & 15;
    return item;
  }

  // One ring row: stage s's word from bit s of probe_valid_o, byte s of probe_round_o (its
  // low CS_PROBE_ROUND_BITS bits) and bytes 3s to 3s + 2 of probe_tag_o (hdl/ABI.md).
  void capture() {
    static_assert(CS_TAG_BITS == 24 && CS_PROBE_ROUND_BITS <= 8, "probe fields are a byte and three bytes");
    const size_t stages = probe_names.size();
    uint32_t* row = ring.data() + ring_row * stages;
    const uint8_t* valid = port_bytes(top->probe_valid_o);
    const uint8_t* round = port_bytes(top->probe_round_o);
    const uint8_t* tag = port_bytes(top->probe_tag_o);
    const auto word = [&](size_t s, uint32_t tag_bits) {
      const uint32_t r = round[s] & ((1u << CS_PROBE_ROUND_BITS) - 1);
      return (valid[s >> 3] >> (s & 7)) & 1 ? CS_PROBE_VALID | r << CS_PROBE_ROUND_SHIFT | tag_bits : 0;
    };
    // Each tag but the last in one four-byte load (its fourth byte is the next tag's); the
    // last in three, which end where the port may.
    for (size_t s = 0; s + 1 < stages; ++s) {
      uint32_t four;
      std::memcpy(&four, tag + 3 * s, 4);
      row[s] = word(s, four & CS_TAG_MASK);
    }
    if (stages > 0) {
      const size_t last = stages - 1;
      row[last] = word(last, static_cast<uint32_t>(tag[3 * last + 2]) << 16 | tag[3 * last + 1] << 8 | tag[3 * last]);
    }
    ++ring_written;
    if (++ring_row == ring_cycles) ring_row = 0;
  }

  // Empty the input queue: what it presented is gone, so the next eval() settles the inputs.
  void drop_inputs() {
    inputs_taken += inputs.size();
    inputs.clear();
    settled = kUnsettled;
  }

  void reset() {
    drop_inputs();
    outputs.clear();
    top->key_valid_i = 0;
    top->iv_valid_i = 0;
    top->cfg_valid_i = 0;
    top->in_valid_i = 0;
    top->out_ready_i = 0;
    top->rst_ni = 0;
    for (int i = 0; i < kResetCycles; ++i) {
      top->clk_i = 0;
      top->eval();
      top->clk_i = 1;
      top->eval();
    }
    top->rst_ni = 1;
    top->clk_i = 0;
    top->eval();
    cycle = 0;
    ring_written = 0;
    ring_row = 0;
    autofeed_outputs = 0;
    autofeed_tag = 0;
    queued_mode = kFixedMode < 0 ? 0 : kFixedMode;
  }
};

Harness* h = nullptr;

int32_t fail(int32_t code, const std::string& message) {
  if (h) h->error = message;
  return code;
}

// Whether a block with these flags can run on this core in the mode it will meet; the
// reason when not (hdl/ABI.md: the direction flag).
std::string direction_problem(int32_t flags, int mode) {
  const bool decrypt = flags & CS_FLAG_DECRYPT;
  if (forward_only(mode)) return "";  // refused at cs_set_mode on a decrypt-only core
  const std::string m = kModeNames[mode];
  if (decrypt && !kDecrypts) return CS_CONFIG_ID " only encrypts: " + m + " decryption needs a dec or encdec core";
  if (!decrypt && !kEncrypts) {
    return CS_CONFIG_ID " only decrypts: offer " + m + " blocks with the decrypt flag (flags bit 0)";
  }
  return "";
}

// Why a block with these flags names a key bank the core does not have; empty when it does.
std::string bank_problem(int32_t flags) {
  const int bank = (flags >> CS_FLAG_BANK_SHIFT) & 255;  // bits 8-15: bank 16 is refused, not wrapped
  if (bank < kBlockBanks) return "";
  const std::string range = kBlockBanks == 1 ? "0 (the core keeps one key)" : "0 to " + std::to_string(kBlockBanks - 1);
  return "a block's key bank must be " + range + " (" CS_CONFIG_ID "), got " + std::to_string(bank);
}

}  // namespace

// Probe stage names arrive from the RTL through DPI while the model initializes.
extern "C" void cs_register_probe(int index, const char* positions, int position, int sub, int unit) {
  if (!h || index < 0) return;
  if (h->probe_names.size() <= static_cast<size_t>(index)) h->probe_names.resize(index + 1);
  h->probe_names[index] = cs_stage_name(positions, position, sub, unit);
}

// Verilator's legacy time hook; the harness keeps its own cycle counter.
double sc_time_stamp() { return h ? static_cast<double>(h->cycle) : 0; }

extern "C" {

CS_EXPORT int32_t cs_abi_version(void) { return CS_ABI_VERSION; }

CS_EXPORT int32_t cs_create(void) {
  if (h) return 0;
  h = new Harness();
  h->context = std::make_unique<VerilatedContext>();
  h->context->traceEverOn(true);
  h->top = std::make_unique<Vcs_top>(h->context.get());
  h->top->clk_i = 0;
  h->top->rst_ni = 0;
  h->top->eval();  // runs the initial blocks, which name the probes
  for (size_t i = 0; i < h->probe_names.size(); ++i) {
    if (h->probe_names[i].empty()) h->probe_names[i] = "stage" + std::to_string(i);
  }
  h->reset();
  return 0;
}

CS_EXPORT const char* cs_describe(void) {
  if (!h) return "{}";
  std::string keys;
  for (int b : kKeyBits) keys += (keys.empty() ? "" : ",") + std::to_string(b);
  const char* const directions[] = {"encrypt", "decrypt", "unified"};
  std::string json = "{\"abi\":" + std::to_string(CS_ABI_VERSION) + ",\"config\":\"" CS_CONFIG_ID
                     "\",\"cipher\":\"" CS_CIPHER "\",\"blockBits\":" + std::to_string(CS_BLOCK_BITS) +
                     ",\"keyBits\":[" + keys + "],\"keySlots\":" + std::to_string(kKeySlots) +
                     ",\"roundKeyLoads\":" + (kRoundKeyLoads ? "true" : "false") + ",\"direction\":\"" +
                     directions[CS_DIRECTION] + "\",\"fixedMode\":" +
                     (kFixedMode < 0 ? std::string("null") : std::to_string(kFixedMode)) +
                     ",\"tagBits\":" + std::to_string(CS_TAG_BITS) + ",\"probes\":[";
  for (size_t i = 0; i < h->probe_names.size(); ++i) {
    json += (i ? ",\"" : "\"") + h->probe_names[i] + "\"";
  }
  h->description = json + "]}";
  return h->description.c_str();
}

CS_EXPORT const char* cs_last_error(void) { return h ? h->error.c_str() : "cs_create() has not been called"; }

CS_EXPORT uint8_t* cs_io(void) { return h ? h->io : nullptr; }

CS_EXPORT void cs_reset(void) {
  if (h) h->reset();
}

CS_EXPORT int32_t cs_load_key(int32_t bits, int32_t bank) {
  if (!h) return CS_ERR_STATE;
  if (kRoundKeyLoads && bits != CS_BLOCK_BITS) {
    return fail(CS_ERR_ARGUMENT, "an offline key schedule takes one round key a load, " + std::to_string(CS_BLOCK_BITS) +
                                     " bits (" CS_CONFIG_ID "), got " + std::to_string(bits));
  }
  if (!kRoundKeyLoads && !key_bits_supported(bits)) {
    return fail(CS_ERR_ARGUMENT, "key length must be " + key_bits_list() + " bits (" CS_CONFIG_ID "), got " +
                                     std::to_string(bits));
  }
  if (bank < 0 || bank >= kKeySlots) {
    const std::string range = kKeySlots == 1 ? "0 (the core keeps one key)" : "0 to " + std::to_string(kKeySlots - 1);
    return fail(CS_ERR_ARGUMENT, std::string(kRoundKeyLoads ? "round key index" : "key bank") + " must be " + range +
                                     ", got " + std::to_string(bank));
  }
  if (h->inputs.size() >= kInputQueueLimit) return fail(CS_ERR_FULL, "input queue full");
  InputItem item{};
  item.kind = Kind::Key;
  std::memcpy(item.data, h->io, 32);
  item.bits = bits;
  item.bank = bank;
  h->inputs.push_back(item);
  return static_cast<int32_t>(h->inputs.size());
}

CS_EXPORT int32_t cs_offer(uint32_t tag, int32_t flags) {
  if (!h) return CS_ERR_STATE;
  if (tag > CS_TAG_MASK) return fail(CS_ERR_ARGUMENT, "tag must fit in 24 bits, got " + std::to_string(tag));
  std::string problem = direction_problem(flags, h->queued_mode);
  if (problem.empty()) problem = bank_problem(flags);
  if (!problem.empty()) return fail(CS_ERR_ARGUMENT, problem);
  if (h->inputs.size() >= kInputQueueLimit) return fail(CS_ERR_FULL, "input queue full");
  h->inputs.push_back(Harness::block_item(h->io + 32, tag, flags));
  return static_cast<int32_t>(h->inputs.size());
}

CS_EXPORT int32_t cs_load_iv(int32_t index) {
  if (!h) return CS_ERR_STATE;
  if (index < 0 || index > 255) return fail(CS_ERR_ARGUMENT, "IV index must be 0 to 255, got " + std::to_string(index));
  if (h->inputs.size() >= kInputQueueLimit) return fail(CS_ERR_FULL, "input queue full");
  InputItem item{};
  item.kind = Kind::Iv;
  std::memcpy(item.data, h->io + 32, 16);
  item.index = index;
  h->inputs.push_back(item);
  return static_cast<int32_t>(h->inputs.size());
}

CS_EXPORT int32_t cs_set_mode(int32_t mode, int32_t chains) {
  if (!h) return CS_ERR_STATE;
  if (kFixedMode >= 0) {
    return fail(CS_ERR_STATE, CS_CONFIG_ID " runs " + std::string(kModeNames[kFixedMode]) +
                                  " only; a core built with the mode 'all' changes mode at run time");
  }
  if (mode < 0 || mode > 6) return fail(CS_ERR_ARGUMENT, "mode must be 0 to 6 (cs_pkg::mode_e), got " + std::to_string(mode));
  if (chains < 1 || chains > 64) return fail(CS_ERR_ARGUMENT, "chains must be 1 to 64, got " + std::to_string(chains));
  if (forward_only(mode) && !kEncrypts) {
    return fail(CS_ERR_ARGUMENT, std::string(kModeNames[mode]) +
                                     " runs the forward cipher in both directions (SP 800-38A), and " CS_CONFIG_ID
                                     " only decrypts");
  }
  if (h->inputs.size() >= kInputQueueLimit) return fail(CS_ERR_FULL, "input queue full");
  InputItem item{};
  item.kind = Kind::Mode;
  item.index = mode;
  item.chains = chains;
  h->inputs.push_back(item);
  h->queued_mode = mode;
  return static_cast<int32_t>(h->inputs.size());
}

CS_EXPORT int32_t cs_pending(void) { return h ? static_cast<int32_t>(h->inputs.size()) : CS_ERR_STATE; }

CS_EXPORT uint32_t cs_step(uint32_t cycles) {
  if (!h) return 0;
  for (uint32_t i = 0; i < cycles; ++i) h->one_cycle();
  return cycles;
}

CS_EXPORT uint32_t cs_run_until_output(uint32_t max_cycles) {
  if (!h) return 0;
  const size_t before = h->outputs.size();
  uint32_t n = 0;
  while (n < max_cycles && h->outputs.size() == before) {
    h->one_cycle();
    ++n;
  }
  return n;
}

CS_EXPORT double cs_cycle(void) { return h ? static_cast<double>(h->cycle) : 0; }

CS_EXPORT int32_t cs_available(void) { return h ? static_cast<int32_t>(h->outputs.size()) : CS_ERR_STATE; }

CS_EXPORT int32_t cs_take(void) {
  if (!h) return CS_ERR_STATE;
  if (h->outputs.empty()) return fail(CS_ERR_ARGUMENT, "no output block is waiting");
  const OutputItem& out = h->outputs.front();
  std::memcpy(h->io + 32, out.data, 16);
  const int32_t tag = static_cast<int32_t>(out.tag);
  h->outputs.pop_front();
  return tag;
}

CS_EXPORT int32_t cs_probe_count(void) { return h ? static_cast<int32_t>(h->probe_names.size()) : CS_ERR_STATE; }

CS_EXPORT const char* cs_probe_name(int32_t index) {
  if (!h || index < 0 || static_cast<size_t>(index) >= h->probe_names.size()) return "";
  return h->probe_names[index].c_str();
}

CS_EXPORT int32_t cs_probe_capture(uint32_t capacity_cycles) {
  if (!h) return CS_ERR_STATE;
  const uint64_t words = static_cast<uint64_t>(capacity_cycles) * h->probe_names.size();
  if (words > (256u << 20) / 4) return fail(CS_ERR_ARGUMENT, "probe ring would exceed 256 MiB");
  h->ring.assign(words, 0);
  h->ring.shrink_to_fit();
  h->ring_cycles = capacity_cycles;
  h->ring_written = 0;
  h->ring_row = 0;
  return 0;
}

CS_EXPORT uint32_t* cs_probe_ring(void) { return h && h->ring_cycles ? h->ring.data() : nullptr; }

CS_EXPORT uint32_t cs_probe_capacity(void) { return h ? h->ring_cycles : 0; }

CS_EXPORT double cs_probe_written(void) { return h ? static_cast<double>(h->ring_written) : 0; }

// Run `blocks` blocks through the core as a feedback loop would: first the `delay` (1 or
// 2) blocks in io[32..48) and io[48..64) (after any keys, IVs or modes still queued), then
// each result as the input `delay` blocks later, offered in the cycle the result appears.
// Delay 1 is a feedback mode's timing and the ECB Monte Carlo test; delay 2 the CBC, CFB
// and OFB Monte Carlo tests (AESAVS Sec. 6.4), whose next input is the output before last.
// Returns the cycles used (negative on error); leaves the last result in io[32..48) and
// the one before it in io[48..64).
CS_EXPORT double cs_chain(uint32_t blocks, int32_t flags, uint32_t max_cycles, uint32_t delay) {
  if (!h) return CS_ERR_STATE;
  if (blocks == 0) return fail(CS_ERR_ARGUMENT, "a chain needs at least one block");
  if (delay < 1 || delay > 2 || delay > blocks) return fail(CS_ERR_ARGUMENT, "a chain's delay is 1 or 2, at most its blocks");
  for (const InputItem& item : h->inputs) {
    if (item.kind == Kind::Block) return fail(CS_ERR_STATE, "a chain starts after the blocks already offered");
  }
  std::string problem = direction_problem(flags, h->queued_mode);
  if (problem.empty()) problem = bank_problem(flags);
  if (!problem.empty()) return fail(CS_ERR_ARGUMENT, problem);
  if (!h->outputs.empty() || h->autofeed) {
    return fail(CS_ERR_STATE, "a chain needs the outputs taken and autofeed off");
  }
  for (uint32_t i = 0; i < delay; ++i) h->inputs.push_back(Harness::block_item(h->io + 32 + 16 * i, 0, flags));
  std::memset(h->chain_last, 0, 16);
  std::memset(h->chain_before_last, 0, 16);
  h->chain_left = blocks;
  h->chain_inputs = blocks - delay;
  h->chain_flags = flags;
  uint32_t n = 0;
  while (h->chain_left > 0 && n < max_cycles) {
    h->one_cycle();
    ++n;
  }
  if (h->chain_left > 0) {
    h->chain_left = 0;
    h->chain_inputs = 0;
    h->drop_inputs();
    return fail(CS_ERR_STATE, "the chain did not finish within " + std::to_string(max_cycles) + " cycles");
  }
  std::memcpy(h->io + 32, h->chain_last, 16);
  std::memcpy(h->io + 48, h->chain_before_last, 16);
  return n;
}

CS_EXPORT int32_t cs_autofeed(int32_t enable, uint32_t seed) {
  if (!h) return CS_ERR_STATE;
  h->autofeed = enable != 0;
  h->autofeed_state = 0x9E3779B97F4A7C15ull ^ seed;
  return 0;
}

CS_EXPORT double cs_autofeed_outputs(void) { return h ? static_cast<double>(h->autofeed_outputs) : 0; }

CS_EXPORT int32_t cs_output_limit(uint32_t results) {
  if (!h) return CS_ERR_STATE;
  if (results < 1 || results > kOutputQueueLimit) {
    return fail(CS_ERR_ARGUMENT, "output limit must be 1 to " + std::to_string(kOutputQueueLimit) + " results, got " + std::to_string(results));
  }
  h->output_limit = results;
  return 0;
}

CS_EXPORT int32_t cs_trace_open(const char* path) {
  if (!h) return CS_ERR_STATE;
  if (h->vcd) return fail(CS_ERR_STATE, "a trace is already open");
  h->vcd = std::make_unique<VerilatedVcdC>();
  h->top->trace(h->vcd.get(), 99);
  h->vcd->open(path);
  if (!h->vcd->isOpen()) {
    h->vcd.reset();
    return fail(CS_ERR_ARGUMENT, std::string("cannot open ") + path);
  }
  return 0;
}

CS_EXPORT int32_t cs_trace_close(void) {
  if (!h || !h->vcd) return fail(CS_ERR_STATE, "no trace is open");
  h->vcd->close();
  h->vcd.reset();
  return 0;
}

}  // extern "C"
