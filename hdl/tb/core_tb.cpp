// Driver of the core bench (hdl/tb/core-bench.mjs renders its top, core_tb, around one core):
// reads a script of keys, blocks and runs on stdin, drives the core through its valid/ready
// ports and prints what comes out, one line each, for the runner to check against its
// reference. It knows no cipher: the widths of the ports are the top's (a block is whatever
// in_data_i is), and it only keeps the handshakes and counts cycles.
//
// Script lines (hex most significant digit first, as the ports' bits; a block as wide as the
// port):
//   key <64 hex> <len> <bank>                     queue a key handshake (key_len_i, key_bank_i)
//   block <hex> <tag> <slot> <decrypt> <bank>     queue a block (in_bank_i: its key's bank)
//   run <ready %> <offer %> <seed>                drive the queue in order (a key at the head
//                                                 holds the blocks behind it, as the harness
//                                                 does) until it is empty and every block has
//                                                 come out; out_ready_i high on <ready %> of
//                                                 cycles, in_valid_i on <offer %>
//   chain <n> <decrypt> <bank> <hex>              feedback: offer the block, then each result
//                                                 as the next input in the cycle it appears, n
//                                                 blocks
//   streams <s> <n> <decrypt> <bank> <hex> x s    multi-stream feedback: s streams (tag = the
//                                                 stream), each result queued as its own
//                                                 stream's next input (offered in the cycle it
//                                                 appears if none waits before it), n blocks each
//   setup <64 hex> <len> <bank>                   a key handshake (waiting for key_ready_o), then
//                                                 the cycles until in_ready_o is high again
//   reset                                         two cycles of rst_ni low
// Output lines:
//   out <tag> <slot> <hex> <cycle>                a result taken (cycle since reset)
//   keysetup <cycles>                             in a run, after each key handshake: the cycles
//                                                 until the core takes a key or a block again
//                                                 (key_ready_o or in_ready_o high)
//   chain <first cycle> <last cycle> <hex>
//   stream <s> <first cycle> <last cycle> <hex>   one line a stream, then
//   streams <cycle of output s> <last cycle> <outputs>
//   setup <cycles>                                cycles from the handshake's to the first in
//                                                 which in_ready_o and key_ready_o are high again
//   stages <n> <index>=<name> ...                 the probe names the RTL registered (at start)
//   error <text>                                  a check failed (exit status 1)
//   done

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <iostream>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "../harness/cs_stage_name.h"
#include "Vcore_tb.h"
#include "verilated.h"

namespace {

std::map<int, std::string> probe_names;

// A port's value from hex digits, and back: Verilator holds a port of 33 to 64 bits in a
// uint64_t and a wider one in 32-bit words, least significant first (VlWide).
void set_hex(uint64_t& port, const std::string& hex) { port = std::stoull(hex, nullptr, 16); }

template <std::size_t Words>
void set_hex(VlWide<Words>& port, const std::string& hex) {
  for (std::size_t w = 0; w < Words; w++) {
    const size_t at = hex.size() - 8 * (w + 1);
    port[w] = static_cast<uint32_t>(std::stoul(hex.substr(at, 8), nullptr, 16));
  }
}

std::string hex_of(uint64_t port) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(port));
  return buf;
}

template <std::size_t Words>
std::string hex_of(const VlWide<Words>& port) {
  std::string s;
  char buf[9];
  for (std::size_t w = Words; w-- > 0;) {
    std::snprintf(buf, sizeof buf, "%08x", static_cast<uint32_t>(port[w]));
    s += buf;
  }
  return s;
}

struct Item {
  bool key;
  std::string hex;
  uint32_t a, b, c, d;  // key: len, bank; block: tag, slot, decrypt, bank
};

class Bench {
 public:
  explicit Bench(VerilatedContext* ctx) : top_(new Vcore_tb{ctx}) {}
  ~Bench() { top_->final(); }

  bool failed() const { return failed_; }

  void reset() {
    top_->rst_ni = 0;
    idle_inputs();
    for (int i = 0; i < 2; i++) tick();
    top_->rst_ni = 1;
    top_->eval();
    cycle_ = 0;
  }

  void queue(const Item& item) {
    queue_.push_back(item);
    if (!item.key) pending_++;
  }

  void run(int ready_pct, int offer_pct, uint32_t seed) {
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> pct(0, 99);
    uint64_t quiet = 0;
    while (!queue_.empty() || pending_ > 0) {
      idle_inputs();
      const bool offer = pct(rng) < offer_pct;
      if (!queue_.empty()) {
        const Item& head = queue_.front();
        if (head.key) {
          top_->key_valid_i = 1;
          set_hex(top_->key_i, head.hex);
          top_->key_len_i = head.a;
          top_->key_bank_i = head.b;
        } else if (offer) {
          top_->in_valid_i = 1;
          set_hex(top_->in_data_i, head.hex);
          top_->in_tag_i = head.a;
          top_->in_slot_i = head.b;
          top_->in_decrypt_i = head.c;
          top_->in_bank_i = head.d;
        }
      }
      top_->out_ready_i = pct(rng) < ready_pct;
      top_->eval();
      bool progress = false;
      if (setup_pending_ && (top_->key_ready_o || top_->in_ready_o)) {
        std::printf("keysetup %llu\n", static_cast<unsigned long long>(cycle_ - setup_start_ - 1));
        setup_pending_ = false;
      }
      if (top_->key_valid_i && top_->key_ready_o) {
        setup_pending_ = true;
        setup_start_ = cycle_;
      }
      if ((top_->key_valid_i && top_->key_ready_o) || (top_->in_valid_i && top_->in_ready_o)) {
        queue_.pop_front();
        progress = true;
      }
      if (top_->out_valid_o && top_->out_ready_i) {
        std::printf("out %u %u %s %llu\n", top_->out_tag_o, top_->out_slot_o, hex_of(top_->out_data_o).c_str(),
                    static_cast<unsigned long long>(cycle_));
        pending_--;
        progress = true;
      }
      tick();
      quiet = progress ? 0 : quiet + 1;
      if (quiet > 100000) {
        error("no progress for 100000 cycles");
        return;
      }
    }
  }

  void setup(const std::string& hex, int len, int bank) {
    idle_inputs();
    top_->key_valid_i = 1;
    set_hex(top_->key_i, hex);
    top_->key_len_i = len;
    top_->key_bank_i = bank;
    uint64_t quiet = 0;
    for (top_->eval(); !top_->key_ready_o; top_->eval()) {
      tick();
      if (++quiet > 100000) {
        error("setup: key_ready_o never high");
        return;
      }
    }
    const uint64_t handshake = cycle_;
    tick();
    idle_inputs();
    for (top_->eval(); !top_->in_ready_o || !top_->key_ready_o; top_->eval()) {
      tick();
      if (++quiet > 100000) {
        error("setup: in_ready_o never high again");
        return;
      }
    }
    std::printf("setup %llu\n", static_cast<unsigned long long>(cycle_ - handshake));
  }

  // s streams of n blocks each, every result fed back to its stream in the cycle it appears
  // (chain is one stream).
  void streams(int s, int n, bool decrypt, int bank, const std::vector<std::string>& starts, bool one_line) {
    struct Input {
      std::string data;
      int stream;
    };
    std::deque<Input> inputs;
    for (int i = 0; i < s; i++) inputs.push_back({starts[i], i});
    std::vector<int> count(s, 0);
    std::vector<uint64_t> first(s, 0), last(s, 0);
    std::vector<std::string> result(s);
    uint64_t nth = 0, quiet = 0;
    int outputs = 0;
    idle_inputs();
    top_->out_ready_i = 1;
    top_->in_decrypt_i = decrypt;
    top_->in_bank_i = bank;
    top_->in_slot_i = 0;
    while (outputs < s * n) {
      top_->in_valid_i = 0;
      top_->eval();
      if (top_->out_valid_o) {
        const int stream = static_cast<int>(top_->out_tag_o);
        if (stream < 0 || stream >= s) {
          error("streams: a result with an unknown tag");
          return;
        }
        if (count[stream] == 0) first[stream] = cycle_;
        last[stream] = cycle_;
        result[stream] = hex_of(top_->out_data_o);
        count[stream]++;
        outputs++;
        if (outputs == s) nth = cycle_;
        // The result, its stream's next input: offered in the cycle it appears unless blocks of
        // other streams wait before it (first come, first served).
        if (count[stream] < n) inputs.push_back({result[stream], stream});
      }
      if (!inputs.empty()) {
        top_->in_valid_i = 1;
        set_hex(top_->in_data_i, inputs.front().data);
        top_->in_tag_i = inputs.front().stream;
        top_->eval();
        if (top_->in_ready_o) inputs.pop_front();
      }
      tick();
      if (++quiet > 100000ULL * n * s) {
        error("streams made no progress");
        return;
      }
    }
    idle_inputs();
    if (one_line) {
      std::printf("chain %llu %llu %s\n", static_cast<unsigned long long>(first[0]),
                  static_cast<unsigned long long>(last[0]), result[0].c_str());
      return;
    }
    for (int i = 0; i < s; i++)
      std::printf("stream %d %llu %llu %s\n", i, static_cast<unsigned long long>(first[i]),
                  static_cast<unsigned long long>(last[i]), result[i].c_str());
    std::printf("streams %llu %llu %d\n", static_cast<unsigned long long>(nth),
                static_cast<unsigned long long>(last_cycle(last)), outputs);
  }

 private:
  static uint64_t last_cycle(const std::vector<uint64_t>& last) {
    uint64_t m = 0;
    for (const uint64_t c : last) m = c > m ? c : m;
    return m;
  }

  void idle_inputs() {
    top_->key_valid_i = 0;
    top_->in_valid_i = 0;
    top_->out_ready_i = 0;
  }

  void tick() {
    top_->clk_i = 0;
    top_->eval();
    // Probe invariants, every cycle.
    if (!top_->probe_ok_o) error("a valid stage reports a round outside 1..the cipher's rounds");
    if (top_->probe_count_o > top_->stages_o) error("more blocks than stages");
    top_->clk_i = 1;
    top_->eval();
    top_->clk_i = 0;
    cycle_++;
  }

  void error(const std::string& text) {
    if (!failed_) std::printf("error %s (cycle %llu)\n", text.c_str(), static_cast<unsigned long long>(cycle_));
    failed_ = true;
  }

  std::unique_ptr<Vcore_tb> top_;
  std::deque<Item> queue_;
  int64_t pending_ = 0;
  uint64_t cycle_ = 0;
  bool failed_ = false;
  bool setup_pending_ = false;
  uint64_t setup_start_ = 0;
};

}  // namespace

// The RTL names its register stages (cs_stage_reg.sv, under CS_PROBE_NAMES), as the harness does.
extern "C" void cs_register_probe(int index, const char* positions, int position, int sub, int unit) {
  probe_names[index] = cs_stage_name(positions, position, sub, unit);
}

int main(int argc, char** argv) {
  const std::unique_ptr<VerilatedContext> ctx{new VerilatedContext};
  ctx->commandArgs(argc, argv);
  Bench bench(ctx.get());
  bench.reset();  // the first evaluation runs the initial blocks, which name the stages
  std::printf("stages %zu", probe_names.size());
  for (const auto& [index, name] : probe_names) std::printf(" %d=%s", index, name.c_str());
  std::printf("\n");
  std::string line;
  while (std::getline(std::cin, line) && !bench.failed()) {
    std::istringstream in(line);
    std::string op;
    in >> op;
    if (op == "key") {
      Item item{true, "", 0, 0, 0, 0};
      in >> item.hex >> item.a >> item.b;
      bench.queue(item);
    } else if (op == "block") {
      Item item{false, "", 0, 0, 0, 0};
      in >> item.hex >> item.a >> item.b >> item.c >> item.d;
      bench.queue(item);
    } else if (op == "run") {
      int ready = 100, offer = 100;
      uint32_t seed = 1;
      in >> ready >> offer >> seed;
      bench.run(ready, offer, seed);
    } else if (op == "chain") {
      int n = 0, decrypt = 0, bank = 0;
      std::string hex;
      in >> n >> decrypt >> bank >> hex;
      bench.streams(1, n, decrypt != 0, bank, {hex}, true);
    } else if (op == "streams") {
      int s = 0, n = 0, decrypt = 0, bank = 0;
      in >> s >> n >> decrypt >> bank;
      std::vector<std::string> starts(s);
      for (auto& hex : starts) in >> hex;
      bench.streams(s, n, decrypt != 0, bank, starts, false);
    } else if (op == "setup") {
      std::string hex;
      int len = 0, bank = 0;
      in >> hex >> len >> bank;
      bench.setup(hex, len, bank);
    } else if (op == "reset") {
      bench.reset();
    } else if (!op.empty()) {
      std::printf("error unknown command %s\n", op.c_str());
      return 1;
    }
    std::fflush(stdout);
  }
  std::printf("done\n");
  return bench.failed() ? 1 : 0;
}
