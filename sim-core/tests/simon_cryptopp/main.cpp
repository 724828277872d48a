// Crypto++'s SIMON64 and SIMON128 (Debian package libcrypto++-dev, simon.h), driven line by line
// from stdin for sim-core/tests/simon_cryptopp.rs. Each input line is one request, each output
// line its answer, hex in Crypto++'s byte order (the paper's values byte-reversed):
//
//   E <64|128> <key> <block>   the block encrypted
//   D <64|128> <key> <block>   the block decrypted
//
// Keys of every length Crypto++ takes for the block (SIMON64: 12 or 16 bytes; SIMON128: 16, 24
// or 32) go through SetKey, its public interface. Blocks go through ECB_Mode, as Crypto++'s own
// test vectors (TestVectors/simon.txt) run them: in 8.7.0+git220824-1 on x86-64 with SSSE3, a
// SIMON128::Encryption object's single-block ProcessBlock gives other answers than ECB_Mode and
// the published vectors for every key length (its decryption and SIMON64 agree), which
// simon_cryptopp.rs's doc comment records.
#include <crypto++/modes.h>
#include <crypto++/simon.h>

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using CryptoPP::byte;

static std::vector<byte> unhex(const std::string &s) {
    std::vector<byte> out;
    for (size_t i = 0; i + 1 < s.size(); i += 2) out.push_back((byte)std::stoul(s.substr(i, 2), nullptr, 16));
    return out;
}

template <class Mode>
static void run(const std::vector<byte> &key, const std::vector<byte> &block) {
    Mode c;
    c.SetKey(key.data(), key.size());
    std::vector<byte> out(block.size());
    c.ProcessData(out.data(), block.data(), block.size());
    for (byte b : out) std::printf("%02x", b);
    std::printf("\n");
}

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string op, bits, key_hex, block_hex;
        in >> op >> bits >> key_hex >> block_hex;
        std::vector<byte> key = unhex(key_hex), block = unhex(block_hex);
        if (op == "E" && bits == "64") run<CryptoPP::ECB_Mode<CryptoPP::SIMON64>::Encryption>(key, block);
        else if (op == "D" && bits == "64") run<CryptoPP::ECB_Mode<CryptoPP::SIMON64>::Decryption>(key, block);
        else if (op == "E" && bits == "128") run<CryptoPP::ECB_Mode<CryptoPP::SIMON128>::Encryption>(key, block);
        else if (op == "D" && bits == "128") run<CryptoPP::ECB_Mode<CryptoPP::SIMON128>::Decryption>(key, block);
        else {
            std::fprintf(stderr, "unknown request: %s\n", line.c_str());
            return 2;
        }
    }
    return 0;
}
