// A native driver for the harness: the ABI as a line protocol on stdin/stdout, so the JS
// tests run the same code against the native build and the WASM build
// (hdl/harness/native-model.mjs). One command per line, exactly one reply line each:
// "ok ...", or "err <message>".
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>

#include "cs_harness.h"

#ifndef CS_BLOCK_BITS
#define CS_BLOCK_BITS 128
#endif

namespace {

// A block's bytes (hdl/harness/defines.mjs): 16, or 8 for a 64-bit cipher.
constexpr size_t kBlock = CS_BLOCK_BITS / 8;
const std::string kBlockDigits = std::to_string(2 * kBlock);

bool parse_hex(const std::string& hex, uint8_t* out, size_t max_bytes, size_t* count) {
  if (hex.size() % 2 || hex.size() / 2 > max_bytes) return false;
  for (size_t i = 0; i < hex.size(); i += 2) {
    unsigned v;
    if (std::sscanf(hex.c_str() + i, "%2x", &v) != 1) return false;
    out[i / 2] = static_cast<uint8_t>(v);
  }
  *count = hex.size() / 2;
  return true;
}

std::string to_hex(const uint8_t* bytes, size_t n) {
  static const char* digits = "0123456789abcdef";
  std::string s(2 * n, '0');
  for (size_t i = 0; i < n; ++i) {
    s[2 * i] = digits[bytes[i] >> 4];
    s[2 * i + 1] = digits[bytes[i] & 15];
  }
  return s;
}

std::string result(int32_t code) {
  return code < 0 ? std::string("err ") + cs_last_error() : "ok " + std::to_string(code);
}

std::string number(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.0f", v);
  return buffer;
}

std::string handle(const std::string& line) {
  std::istringstream in(line);
  std::string command;
  in >> command;
  if (command == "describe") return std::string("ok ") + cs_describe();
  if (command == "reset") {
    cs_reset();
    return "ok";
  }
  if (command == "key") {
    std::string hex;
    int32_t bank = 0;
    in >> hex >> bank;
    size_t n = 0;
    std::memset(cs_io(), 0, 32);
    if (!parse_hex(hex, cs_io(), 32, &n)) return "err key: not whole bytes of hex digits, at most 32 bytes";
    return result(cs_load_key(static_cast<int32_t>(8 * n), bank));
  }
  if (command == "offer") {
    std::string hex;
    uint32_t tag = 0;
    int32_t flags = 0;
    in >> hex >> tag >> flags;
    size_t n = 0;
    if (!parse_hex(hex, cs_io() + 32, kBlock, &n) || n != kBlock) return "err block: not " + kBlockDigits + " hex digits";
    return result(cs_offer(tag, flags));
  }
  if (command == "iv") {
    std::string hex;
    int32_t index = 0;
    in >> hex >> index;
    size_t n = 0;
    if (!parse_hex(hex, cs_io() + 32, kBlock, &n) || n != kBlock) return "err IV: not " + kBlockDigits + " hex digits";
    return result(cs_load_iv(index));
  }
  if (command == "mode") {
    int32_t mode = 0, chains = 1;
    in >> mode >> chains;
    return result(cs_set_mode(mode, chains));
  }
  if (command == "step") {
    uint32_t n = 0;
    in >> n;
    return "ok " + std::to_string(cs_step(n));
  }
  if (command == "until") {
    uint32_t n = 0;
    in >> n;
    return "ok " + std::to_string(cs_run_until_output(n));
  }
  if (command == "take") {
    // All waiting outputs on one line: "ok <hex>:<tag> ..."
    std::string reply = "ok";
    while (cs_available() > 0) {
      const int32_t tag = cs_take();
      reply += " " + to_hex(cs_io() + 32, kBlock) + ":" + std::to_string(tag);
    }
    return reply;
  }
  if (command == "state") {
    return "ok " + number(cs_cycle()) + " " + std::to_string(cs_pending()) + " " + std::to_string(cs_available());
  }
  if (command == "capture") {
    uint32_t capacity = 0;
    in >> capacity;
    return result(cs_probe_capture(capacity));
  }
  if (command == "probes") {
    // The captured words, oldest first: "ok <written> <w0> <w1> ..."
    const uint32_t capacity = cs_probe_capacity();
    const double written = cs_probe_written();
    const uint32_t stages = static_cast<uint32_t>(cs_probe_count());
    std::string reply = "ok " + number(written);
    if (capacity == 0) return reply;
    const uint64_t total = static_cast<uint64_t>(written);
    const uint64_t first = total > capacity ? total - capacity : 0;
    for (uint64_t c = first; c < total; ++c) {
      for (uint32_t s = 0; s < stages; ++s) {
        reply += " " + std::to_string(cs_probe_ring()[(c % capacity) * stages + s]);
      }
    }
    return reply;
  }
  if (command == "chain") {
    // "chain <hex of 1 or 2 blocks> <blocks> <flags> <max>" -> "ok <cycles> <last> <before-last>"
    std::string hex;
    uint32_t blocks = 0, max_cycles = 0;
    int32_t flags = 0;
    in >> hex >> blocks >> flags >> max_cycles;
    size_t n = 0;
    uint8_t first[32] = {};
    if (!parse_hex(hex, first, 2 * kBlock, &n) || (n != kBlock && n != 2 * kBlock)) {
      return "err first blocks: not " + kBlockDigits + " or " + std::to_string(4 * kBlock) + " hex digits";
    }
    // The second block has its own 16 bytes of io (hdl/ABI.md).
    std::memcpy(cs_io() + 32, first, kBlock);
    std::memcpy(cs_io() + 48, first + kBlock, kBlock);
    const double cycles = cs_chain(blocks, flags, max_cycles, static_cast<uint32_t>(n / kBlock));
    if (cycles < 0) return std::string("err ") + cs_last_error();
    return "ok " + number(cycles) + " " + to_hex(cs_io() + 32, kBlock) + " " + to_hex(cs_io() + 48, kBlock);
  }
  if (command == "autofeed") {
    int32_t on = 0;
    uint32_t seed = 0;
    in >> on >> seed;
    return result(cs_autofeed(on, seed));
  }
  if (command == "autofed") return "ok " + number(cs_autofeed_outputs());
  if (command == "output-limit") {
    uint32_t results = 0;
    in >> results;
    return result(cs_output_limit(results));
  }
  if (command == "trace") {
    std::string what, path;
    in >> what >> path;
    return result(what == "open" ? cs_trace_open(path.c_str()) : cs_trace_close());
  }
  return "err unknown command '" + command + "'";
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  cs_create();
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line == "quit") break;
    std::cout << handle(line) << '\n';
    // Flush only when no further command is already waiting, so batches stay fast.
    if (std::cin.rdbuf()->in_avail() == 0) std::cout.flush();
  }
  return 0;
}
