// Exhaustive S-box bench: drives every forward and every inverse input through one S-box
// implementation (hdl/tb/aes/aes_sbox_tb.sv) and compares each output with tables computed
// here from the definition, not from any RTL.
//
//   Vaes_sbox_tb --write-expected FILE   compute SubBytes / InvSubBytes from FIPS-197
//                                        Sec. 5.1.1 (inverse in GF(2^8), then the affine
//                                        transformation) and write them to FILE
//   Vaes_sbox_tb --expected FILE --impl NAME
//                                        run the bench against FILE; print one JSON line
//
// Two passes over all 512 inputs ({inverse, byte}), each honouring the latency the RTL
// reports (aes_pkg::sbox_latency): pass 1 streams one input per cycle with en_i high;
// pass 2 holds en_i low on pseudo-random cycles (runs of up to 7) and drives other data
// meanwhile, so a stalled pipeline must keep what it holds. A model pipeline of that latency
// says which input each output belongs to. aes_sub_bytes is checked the same way on 16
// lanes at once. Exit status 0 only if every comparison matched.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "Vaes_sbox_tb.h"
#include "verilated.h"

namespace {

uint8_t gf_mul(uint8_t a, uint8_t b) {  // FIPS-197 Sec. 4.2, modulo x^8 + x^4 + x^3 + x + 1
  uint8_t p = 0;
  while (b) {
    if (b & 1) p ^= a;
    a = static_cast<uint8_t>((a << 1) ^ ((a & 0x80) ? 0x1b : 0x00));
    b >>= 1;
  }
  return p;
}

uint8_t gf_inv(uint8_t a) {  // {00} maps to {00} (FIPS-197 Sec. 5.1.1)
  if (a == 0) return 0;
  for (int b = 1; b < 256; b++) {
    if (gf_mul(a, static_cast<uint8_t>(b)) == 1) return static_cast<uint8_t>(b);
  }
  return 0;
}

uint8_t affine(uint8_t b) {  // FIPS-197 eq. (5.1)
  uint8_t r = 0;
  for (int i = 0; i < 8; i++) {
    int bit = (b >> i) ^ (b >> ((i + 4) % 8)) ^ (b >> ((i + 5) % 8)) ^ (b >> ((i + 6) % 8)) ^
              (b >> ((i + 7) % 8)) ^ (0x63 >> i);
    r |= static_cast<uint8_t>((bit & 1) << i);
  }
  return r;
}

struct Tables {
  uint8_t forward[256];
  uint8_t inverse[256];
  uint8_t lookup(bool inv, uint8_t x) const { return inv ? inverse[x] : forward[x]; }
};

Tables from_definition() {
  Tables t{};
  for (int x = 0; x < 256; x++) t.forward[x] = affine(gf_inv(static_cast<uint8_t>(x)));
  for (int x = 0; x < 256; x++) t.inverse[t.forward[x]] = static_cast<uint8_t>(x);
  return t;
}

int write_expected(const char* path) {
  Tables t = from_definition();
  // Spot checks from FIPS-197: S({00}) = {63} (Fig. 7), S({53}) = {ed} (Sec. 5.1.1).
  if (t.forward[0x00] != 0x63 || t.forward[0x53] != 0xed || t.inverse[0xed] != 0x53) {
    std::fprintf(stderr, "expected tables fail the FIPS-197 spot checks\n");
    return 1;
  }
  FILE* f = std::fopen(path, "w");
  if (!f) {
    std::perror(path);
    return 1;
  }
  std::fprintf(f, "# AES S-box from FIPS-197 Sec. 5.1.1: line = inverse byte expected (hex)\n");
  for (int inv = 0; inv < 2; inv++) {
    for (int x = 0; x < 256; x++) {
      std::fprintf(f, "%d %02x %02x\n", inv, x, t.lookup(inv, static_cast<uint8_t>(x)));
    }
  }
  return std::fclose(f) == 0 ? 0 : 1;
}

bool read_expected(const char* path, Tables& t) {
  FILE* f = std::fopen(path, "r");
  if (!f) return false;
  char line[128];
  int count = 0;
  while (std::fgets(line, sizeof line, f)) {
    if (line[0] == '#') continue;
    unsigned inv, x, y;
    if (std::sscanf(line, "%u %x %x", &inv, &x, &y) != 3 || inv > 1 || x > 255 || y > 255) {
      std::fclose(f);
      return false;
    }
    (inv ? t.inverse : t.forward)[x] = static_cast<uint8_t>(y);
    count++;
  }
  std::fclose(f);
  return count == 512;
}

// One input of the S-box: the byte and the direction; lane j of SubBytes gets a different
// byte so the 16 lanes see 16 different inputs in every cycle.
struct Input {
  bool inverse;
  uint8_t byte;
};

uint8_t lane_byte(uint8_t byte, int lane) { return static_cast<uint8_t>(byte + 29 * lane); }

class Bench {
 public:
  Bench(VerilatedContext* ctx, const Tables& expected)
      : top_(new Vaes_sbox_tb{ctx}), expected_(expected) {}
  ~Bench() { top_->final(); }

  unsigned latency() const { return latency_; }
  long comparisons = 0;
  long sub_bytes_comparisons = 0;
  long mismatches = 0;
  std::string first_mismatch;

  void reset() {
    top_->clk_i = 0;
    top_->rst_ni = 0;
    top_->en_i = 0;
    drive({false, 0});
    top_->eval();
    latency_ = top_->latency_o;
    for (int i = 0; i < 2; i++) edge();
    top_->rst_ni = 1;
    top_->eval();
    pipe_.clear();
  }

  // One clock cycle: drive the inputs, compare the outputs, then the rising edge.
  void cycle(bool en, Input in, bool* seen) {
    top_->en_i = en;
    drive(in);
    top_->eval();
    if (latency_ == 0) {
      check(in, seen);
    } else if (pipe_.size() == latency_) {
      check(pipe_.back(), seen);
    }
    edge();
    if (en && latency_ > 0) {
      pipe_.push_front(in);
      if (pipe_.size() > latency_) pipe_.pop_back();
    }
  }

 private:
  void drive(Input in) {
    top_->inverse_i = in.inverse;
    top_->data_i = in.byte;
    for (int lane = 0; lane < 16; lane++) {
      // Lane 0 is the state's byte 0 in [127:120] (VlWide word 3, bits 31:24).
      int bit = 120 - 8 * lane;
      uint32_t& word = top_->state_i[bit / 32];
      word = (word & ~(0xffu << (bit % 32))) |
             (static_cast<uint32_t>(lane_byte(in.byte, lane)) << (bit % 32));
    }
  }

  void edge() {
    top_->clk_i = 1;
    top_->eval();
    top_->clk_i = 0;
    top_->eval();
  }

  void check(Input in, bool* seen) {
    uint8_t want = expected_.lookup(in.inverse, in.byte);
    uint8_t got = top_->data_o;
    comparisons++;
    bool ok = got == want;
    if (!ok) note(in, "aes_sbox", got, want);
    for (int lane = 0; lane < 16; lane++) {
      int bit = 120 - 8 * lane;
      uint8_t lane_got = static_cast<uint8_t>(top_->state_o[bit / 32] >> (bit % 32));
      uint8_t lane_want = expected_.lookup(in.inverse, lane_byte(in.byte, lane));
      sub_bytes_comparisons++;
      if (lane_got != lane_want) {
        ok = false;
        note(in, "aes_sub_bytes lane " + std::to_string(lane), lane_got, lane_want);
      }
    }
    if (ok && seen) seen[(in.inverse ? 256 : 0) + in.byte] = true;
  }

  void note(Input in, const std::string& where, uint8_t got, uint8_t want) {
    if (mismatches++ == 0) {
      char buf[160];
      std::snprintf(buf, sizeof buf, "%s: %s(%02x) gave %02x, expected %02x", where.c_str(),
                    in.inverse ? "InvSubBytes" : "SubBytes", in.byte, got, want);
      first_mismatch = buf;
    }
  }

  std::unique_ptr<Vaes_sbox_tb> top_;
  const Tables& expected_;
  unsigned latency_ = 0;
  std::deque<Input> pipe_;  // inputs taken by the S-box, newest first
};

Input item(int k) { return {k >= 256, static_cast<uint8_t>(k & 0xff)}; }

struct Lfsr {  // x^16 + x^14 + x^13 + x^11 + 1
  uint16_t state = 0xace1;
  unsigned next() {
    unsigned bit = ((state >> 0) ^ (state >> 2) ^ (state >> 3) ^ (state >> 5)) & 1;
    state = static_cast<uint16_t>((state >> 1) | (bit << 15));
    return state;
  }
};

}  // namespace

int main(int argc, char** argv) {
  const char* expected_path = nullptr;
  const char* impl = "?";
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--write-expected")) return write_expected(argv[i + 1]);
    if (!std::strcmp(argv[i], "--expected")) expected_path = argv[i + 1];
    if (!std::strcmp(argv[i], "--impl")) impl = argv[i + 1];
  }
  Tables expected{};
  if (!expected_path || !read_expected(expected_path, expected)) {
    std::fprintf(stderr, "usage: %s --expected FILE --impl NAME (FILE: 512 lines)\n", argv[0]);
    return 2;
  }

  auto ctx = std::make_unique<VerilatedContext>();
  Bench bench(ctx.get(), expected);
  bench.reset();
  const unsigned latency = bench.latency();

  // Pass 1: one input per cycle, en_i always high; then flush with more inputs.
  bool streamed[512] = {};
  for (int k = 0; k < 512 + static_cast<int>(latency); k++) {
    bench.cycle(true, item(k % 512), streamed);
  }

  // Pass 2: the same inputs with en_i low on pseudo-random cycles; while stalled, the inputs
  // carry other data, which the pipeline must ignore.
  bench.reset();
  bool stalled[512] = {};
  Lfsr lfsr;
  int stall_cycles = 0;
  int k = 0;
  while (k < 512 + static_cast<int>(latency)) {
    unsigned r = lfsr.next();
    if ((r & 3) == 0) {
      int run = 1 + static_cast<int>((r >> 2) % 7);
      for (int i = 0; i < run; i++) {
        unsigned noise = lfsr.next();
        bench.cycle(false, {(noise & 0x100) != 0, static_cast<uint8_t>(noise)}, stalled);
        stall_cycles++;
      }
    }
    bench.cycle(true, item(k % 512), stalled);
    k++;
  }

  int checked = 0;
  for (int i = 0; i < 512; i++) checked += streamed[i] && stalled[i];
  bool passed = bench.mismatches == 0 && checked == 512;
  std::string message = bench.first_mismatch;
  if (passed) {
    message = "all 512 inputs match FIPS-197, streamed and with " + std::to_string(stall_cycles) +
              " stall cycles; aes_sub_bytes lanes too";
  } else if (message.empty()) {
    message = std::to_string(512 - checked) + " inputs never checked";
  }
  std::printf(
      "{\"impl\":\"%s\",\"passed\":%s,\"checked\":%d,\"latency\":%u,\"comparisons\":%ld,"
      "\"subBytesComparisons\":%ld,\"mismatches\":%ld,\"stallCycles\":%d,\"message\":\"%s\"}\n",
      impl, passed ? "true" : "false", checked, latency, bench.comparisons,
      bench.sub_bytes_comparisons, bench.mismatches, stall_cycles, message.c_str());
  return passed ? 0 : 1;
}
