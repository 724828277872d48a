// Driver of the Twofish core bench (hdl/tb/twofish_core_tb.sv): reads a script of keys,
// blocks and runs on stdin, drives the core through its valid/ready ports and prints what
// comes out, one line each, for hdl/tb/twofish-core.mjs to check against its reference.
// The driver knows no Twofish; it only keeps the handshakes and counts cycles. A near-copy of
// serpent_core_tb.cpp, with the key-setup count added.
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
//   reset                                  two cycles of rst_ni low
// Output lines:
//   out <tag> <slot> <32 hex> <cycle>      a result taken (cycle since reset)
//   chain <first cycle> <last cycle> <32 hex>
//   keysetup <cycles>                      after a key handshake, the cycles until the core
//                                          takes a key or a block again (key_ready_o or
//                                          in_ready_o high): its key-setup latency
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

#include "Vtwofish_core_tb.h"
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
  explicit Bench(VerilatedContext* ctx) : top_(new Vtwofish_core_tb{ctx}) {}
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
    if (!top_->probe_ok_o) error("a valid stage reports a round outside 1..16");
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

  std::unique_ptr<Vtwofish_core_tb> top_;
  std::deque<Item> queue_;
  int64_t pending_ = 0;
  uint64_t cycle_ = 0;
  bool failed_ = false;
  bool setup_pending_ = false;
  uint64_t setup_start_ = 0;
};

}  // namespace

// The RTL names its register stages (twofish_stage_reg.sv, under CS_PROBE_NAMES).
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
