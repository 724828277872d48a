// The simulated board: the Verilator model of cs_board_top (hdl/rtl/board/) behind a TCP
// socket, so the host script talks to it as to a board on a serial port
// (`cs_host.py --port socket://127.0.0.1:<port>`, pyserial's URL handler).
//
//   uart_bridge <port>      listen on 127.0.0.1:<port> (0: any free port), print
//                           "listening <port>", serve one client, exit when it disconnects
//
// Every byte from the client becomes a real 8N1 frame on uart_rx_i, bit by bit, frames back
// to back as a USB-UART bridge sends them; uart_tx_o is decoded the way a UART receiver does
// (start edge, then the middle of each bit) and the bytes go back to the client. The model
// keeps clocking while the client is connected: at full speed while bytes are on the way or
// the board reports a command in progress (led_o[1]), and no faster than the simulated
// clock's real time when idle, so the board's 1/20 s timeout and its cycle counter follow
// the host's clock without the bridge spinning on an idle connection.
//
// build.mjs compiles this with the model and -DCS_CLOCK_HZ, -DCS_BAUD, the parameters the
// model was built with.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <string>

#include "Vcs_board_top.h"
#include "Vcs_board_top__Dpi.h"
#include "verilated.h"

#ifndef CS_CLOCK_HZ
#error "build with -DCS_CLOCK_HZ=<the model's ClockHz>"
#endif
#ifndef CS_BAUD
#error "build with -DCS_BAUD=<the model's Baud>"
#endif

namespace {

// The RTL's rounding (cs_uart_rx.sv, cs_uart_tx.sv).
constexpr uint32_t kClksPerBit = (CS_CLOCK_HZ + CS_BAUD / 2) / CS_BAUD;
// Cycles between looks at the socket: one frame's time.
constexpr uint32_t kBatch = 10 * kClksPerBit;
// Cycles run before listening: past cs_board_top's power-on reset.
constexpr uint64_t kPowerUpCycles = 4096;

// Host to board: bytes waiting, and the frame on the line.
class LineDriver {
 public:
  void push(const uint8_t* bytes, size_t n) { queue_.insert(queue_.end(), bytes, bytes + n); }
  bool busy() const { return bit_ >= 0 || !queue_.empty(); }

  // The line's level for the next cycle.
  bool next() {
    if (bit_ < 0) {
      if (queue_.empty()) return true;
      frame_ = static_cast<uint16_t>(1u << 9 | queue_.front() << 1);  // stop, data, start
      queue_.pop_front();
      bit_ = 0;
      count_ = 0;
    }
    const bool level = frame_ >> bit_ & 1;
    if (++count_ == kClksPerBit) {
      count_ = 0;
      if (++bit_ == 10) bit_ = -1;
    }
    return level;
  }

 private:
  std::deque<uint8_t> queue_;
  uint16_t frame_ = 0;
  int bit_ = -1;
  uint32_t count_ = 0;
};

// Board to host: a UART receiver sampling each bit in its middle.
class LineDecoder {
 public:
  bool busy() const { return state_ != State::Idle; }

  // One cycle's level of uart_tx_o; a finished byte is appended to `out`.
  void sample(bool level, std::string& out) {
    switch (state_) {
      case State::Idle:
        if (!level) {
          state_ = State::Start;
          count_ = 1;
        }
        break;
      case State::Start:
        if (++count_ == kClksPerBit / 2) {
          state_ = level ? State::Idle : State::Data;  // a glitch, or a start bit
          count_ = 0;
          bit_ = 0;
          byte_ = 0;
        }
        break;
      case State::Data:
        if (++count_ == kClksPerBit) {
          count_ = 0;
          byte_ |= static_cast<uint8_t>(level) << bit_;
          if (++bit_ == 8) state_ = State::Stop;
        }
        break;
      case State::Stop:
        if (++count_ == kClksPerBit) {
          if (level) out.push_back(static_cast<char>(byte_));
          else std::fprintf(stderr, "uart_bridge: framing error on uart_tx_o (low stop bit)\n");
          state_ = State::Idle;
        }
        break;
    }
  }

 private:
  enum class State { Idle, Start, Data, Stop };
  State state_ = State::Idle;
  uint32_t count_ = 0;
  int bit_ = 0;
  uint8_t byte_ = 0;
};

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "uart_bridge: %s: %s\n", what, std::strerror(errno));
  std::exit(2);
}

int listen_on(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) fail("socket");
  const int one = 1;
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  address.sin_port = htons(static_cast<uint16_t>(port));
  if (bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) < 0) fail("bind");
  if (listen(fd, 1) < 0) fail("listen");
  socklen_t length = sizeof address;
  if (getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) < 0) fail("getsockname");
  std::printf("listening %d\n", ntohs(address.sin_port));
  std::fflush(stdout);
  return fd;
}

// Send all of `bytes`; false once the client is gone.
bool send_all(int fd, const std::string& bytes) {
  size_t sent = 0;
  while (sent < bytes.size()) {
    const ssize_t n = send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    sent += static_cast<size_t>(n);
  }
  return true;
}

}  // namespace

// The RTL names its probe stages through this DPI import (hdl/ABI.md); the board has no use
// for the names.
void cs_register_probe(int, const char*, int, int, int) {}

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s <port> (0: any free port)\n", argv[0]);
    return 2;
  }
  std::signal(SIGPIPE, SIG_IGN);

  // A board is configured and out of its power-on reset (512 cycles) long before a host
  // speaks to it; the simulated one too, before it takes a client.
  auto context = std::make_unique<VerilatedContext>();
  auto board = std::make_unique<Vcs_board_top>(context.get());
  board->uart_rx_i = 1;
  uint64_t cycle = 0;
  for (; cycle < kPowerUpCycles; ++cycle) {
    board->clk_i = 0;
    board->eval();
    board->clk_i = 1;
    board->eval();
  }

  const int server = listen_on(std::atoi(argv[1]));
  const int client = accept(server, nullptr, nullptr);
  if (client < 0) fail("accept");
  close(server);
  const int one = 1;
  setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);

  LineDriver to_board;
  LineDecoder from_board;
  std::string received;
  uint8_t buffer[4096];
  using Clock = std::chrono::steady_clock;
  // Pacing while idle: simulated time may not run ahead of the wall clock since `anchor`.
  bool pacing = false;
  Clock::time_point anchor_time;
  uint64_t anchor_cycle = 0;

  for (;;) {
    // What the client sent: without waiting while the board is busy, up to 1 ms when idle.
    const bool active = to_board.busy() || from_board.busy() || (board->led_o >> 1 & 1);
    uint32_t steps = kBatch;
    int wait_ms = 0;
    if (active) {
      pacing = false;
    } else {
      if (!pacing) {
        pacing = true;
        anchor_time = Clock::now();
        anchor_cycle = cycle;
      }
      const double seconds = std::chrono::duration<double>(Clock::now() - anchor_time).count();
      const uint64_t allowed = anchor_cycle + static_cast<uint64_t>(seconds * CS_CLOCK_HZ);
      steps = allowed > cycle ? static_cast<uint32_t>(std::min<uint64_t>(allowed - cycle, kBatch)) : 0;
      if (steps == 0) wait_ms = 1;
    }
    pollfd p{client, POLLIN, 0};
    const int ready = poll(&p, 1, wait_ms);
    if (ready < 0 && errno != EINTR) fail("poll");
    if (ready > 0) {
      const ssize_t n = recv(client, buffer, sizeof buffer, 0);
      if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN)) break;  // the client left
      if (n > 0) {
        to_board.push(buffer, static_cast<size_t>(n));
        pacing = false;
        if (steps == 0) steps = kBatch;
      }
    }

    for (uint32_t i = 0; i < steps; ++i) {
      board->uart_rx_i = to_board.next();
      board->clk_i = 0;
      board->eval();
      board->clk_i = 1;
      board->eval();
      from_board.sample(board->uart_tx_o, received);
      ++cycle;
    }
    if (!received.empty()) {
      if (!send_all(client, received)) break;
      received.clear();
    }
  }

  close(client);
  board->final();
  return 0;
}
