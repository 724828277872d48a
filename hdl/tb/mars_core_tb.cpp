// Driver of the MARS core bench (hdl/tb/mars_core_tb.sv): reads a script of keys,
// blocks and runs on stdin, drives the core through its valid/ready ports and prints what
// comes out, one line each, for hdl/tb/mars-core.mjs to check against its reference.
// The driver knows no MARS; it only keeps the handshakes and counts cycles.
//
// Script lines (hex most significant digit first, as the ports' bits):
//   key <64 hex> <len 0|1|2> <bank>        queue a key handshake
//   block <32 hex> <tag> <slot> <decrypt>  queue a block
//   run <ready %> <offer %> <seed>         drive the queue in order (a key at the head holds
//                                          the blocks behind it, as the harness does) until it
//                                          is empty and every block has come out; out_ready_i
//                                          high on <ready %> of cycles, in_valid_i on <offer %>
//   chain <n> <decrypt> <32 hex>           feedback: offer the block, then each result as the
//                                          next input in the cycle it appears, n blocks
//   setup <64 hex> <len>                   key setup latency: a key handshake (waiting for
//                                          key_ready_o), then the cycles until in_ready_o is high
//   reset                                  two cycles of rst_ni low
// Output lines:
//   out <tag> <slot> <32 hex> <cycle>      a result taken (cycle since reset)
//   chain <first cycle> <last cycle> <32 hex>
//   setup <cycles>                         cycles from the handshake's to the first in which
//                                          in_ready_o and key_ready_o are high again
//   stages <n> <name> ...                  the probe names the RTL registered (at start)
//   error <text>                           a check failed (exit status 1)
//   done

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

#include "Vmars_core_tb.h"
#include "verilated.h"

namespace {

std::map<int, std::string> probe_names;

template <typename Wide>
void set_hex(Wide& wide, int words, const std::string& hex) {
  for (int w = 0; w < words; w++) {
    const size_t at = hex.size() - 8 * (w + 1);
    wide[w] = static_cast<uint32_t>(std::stoul(hex.substr(at, 8), nullptr, 16));
  }
}

template <typename Wide>
std::string hex_of(const Wide& wide, int words) {
  std::string s;
  char buf[9];
  for (int w = words - 1; w >= 0; w--) {
    std::snprintf(buf, sizeof buf, "%08x", static_cast<uint32_t>(wide[w]));
    s += buf;
  }
  return s;
}

struct Item {
  bool key;
  std::string hex;
  uint32_t a, b, c;  // key: len, bank; block: tag, slot, decrypt
};

class Bench {
 public:
  explicit Bench(VerilatedContext* ctx) : top_(new Vmars_core_tb{ctx}) {}
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
          set_hex(top_->key_i, 8, head.hex);
          top_->key_len_i = head.a;
          top_->key_bank_i = head.b;
        } else if (offer) {
          top_->in_valid_i = 1;
          set_hex(top_->in_data_i, 4, head.hex);
          top_->in_tag_i = head.a;
          top_->in_slot_i = head.b;
          top_->in_decrypt_i = head.c;
        }
      }
      top_->out_ready_i = pct(rng) < ready_pct;
      top_->eval();
      bool progress = false;
      if ((top_->key_valid_i && top_->key_ready_o) || (top_->in_valid_i && top_->in_ready_o)) {
        queue_.pop_front();
        progress = true;
      }
      if (top_->out_valid_o && top_->out_ready_i) {
        std::printf("out %u %u %s %llu\n", top_->out_tag_o, top_->out_slot_o, hex_of(top_->out_data_o, 4).c_str(),
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

  void setup(const std::string& hex, int len) {
    idle_inputs();
    top_->key_valid_i = 1;
    set_hex(top_->key_i, 8, hex);
    top_->key_len_i = len;
    top_->key_bank_i = 0;
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

  void chain(int n, bool decrypt, const std::string& hex) {
    idle_inputs();
    top_->in_valid_i = 1;
    top_->in_decrypt_i = decrypt;
    set_hex(top_->in_data_i, 4, hex);
    top_->out_ready_i = 1;
    uint64_t first = 0, last = 0, quiet = 0;
    int taken = 0, outputs = 0;
    while (outputs < n) {
      top_->eval();
      if (top_->out_valid_o) {
        // The result, offered as the next input in the cycle it appears.
        outputs++;
        if (outputs == 1) first = cycle_;
        last = cycle_;
        for (int w = 0; w < 4; w++) top_->in_data_i[w] = top_->out_data_o[w];
        top_->in_valid_i = taken < n;
        top_->eval();
      }
      const bool accepted = top_->in_valid_i && top_->in_ready_o;
      if (accepted) taken++;
      const std::string result = hex_of(top_->out_data_o, 4);
      tick();
      if (accepted) top_->in_valid_i = 0;  // held through the clock edge, then dropped
      if (outputs == n) {
        std::printf("chain %llu %llu %s\n", static_cast<unsigned long long>(first), static_cast<unsigned long long>(last),
                    result.c_str());
        break;
      }
      if (++quiet > 100000ULL * n) {
        error("chain made no progress");
        return;
      }
    }
    idle_inputs();
  }

 private:
  void idle_inputs() {
    top_->key_valid_i = 0;
    top_->in_valid_i = 0;
    top_->out_ready_i = 0;
  }

  void tick() {
    top_->clk_i = 0;
    top_->eval();
    // Probe invariants, every cycle.
    if (!top_->probe_ok_o) error("a valid stage reports a round outside 1..32");
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

  std::unique_ptr<Vmars_core_tb> top_;
  std::deque<Item> queue_;
  int64_t pending_ = 0;
  uint64_t cycle_ = 0;
  bool failed_ = false;
};

}  // namespace

// The RTL names its register stages (mars_stage_reg.sv, under CS_PROBE_NAMES).
extern "C" void cs_register_probe(int index, const char* name) { probe_names[index] = name; }

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
      Item item{true, "", 0, 0, 0};
      in >> item.hex >> item.a >> item.b;
      bench.queue(item);
    } else if (op == "block") {
      Item item{false, "", 0, 0, 0};
      in >> item.hex >> item.a >> item.b >> item.c;
      bench.queue(item);
    } else if (op == "run") {
      int ready = 100, offer = 100;
      uint32_t seed = 1;
      in >> ready >> offer >> seed;
      bench.run(ready, offer, seed);
    } else if (op == "chain") {
      int n = 0, decrypt = 0;
      std::string hex;
      in >> n >> decrypt >> hex;
      bench.chain(n, decrypt != 0, hex);
    } else if (op == "setup") {
      std::string hex;
      int len = 0;
      in >> hex >> len;
      bench.setup(hex, len);
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
