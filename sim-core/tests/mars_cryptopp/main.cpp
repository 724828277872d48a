// Crypto++'s MARS (Debian package libcrypto++-dev), driven line by line from stdin for
// sim-core/tests/mars_cryptopp.rs. Each input line is one request, each output line its answer,
// hex in MARS's byte order (bytes in memory order):
//
//   E <key> <block>   the block encrypted
//   D <key> <block>   the block decrypted
//   K <key>           the expanded key K[0..39], 40 words as 8 hex digits each, space-separated
//   S                 the S-box, 512 words, space-separated
//
// Keys of 16 to 56 bytes in steps of 8 go through SetKey, Crypto++'s public interface; the
// lengths MARS allows but Crypto++'s interface refuses (20, 28, ... bytes) go straight to its
// key setup, UncheckedSetKey.
#include <crypto++/mars.h>

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using CryptoPP::byte;
using CryptoPP::word32;

// The protected table and expanded key, read through a derived class.
struct Enc : CryptoPP::MARS::Encryption {
    static const word32 *sbox() { return Sbox; }
    const word32 *expanded() const { return m_k; }
};
struct Dec : CryptoPP::MARS::Decryption {};

static std::vector<byte> unhex(const std::string &s) {
    std::vector<byte> out;
    for (size_t i = 0; i + 1 < s.size(); i += 2) out.push_back((byte)std::stoul(s.substr(i, 2), nullptr, 16));
    return out;
}

static void hex(const byte *p, size_t n) {
    for (size_t i = 0; i < n; i++) std::printf("%02x", p[i]);
    std::printf("\n");
}

template <class C>
static void set_key(C &c, const std::vector<byte> &key) {
    if (key.size() % 8 == 0)
        c.SetKey(key.data(), key.size());
    else
        c.UncheckedSetKey(key.data(), (unsigned int)key.size(), CryptoPP::g_nullNameValuePairs);
}

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string op, key_hex, block_hex;
        in >> op >> key_hex >> block_hex;
        if (op == "S") {
            const word32 *s = Enc::sbox();
            for (int i = 0; i < 512; i++) std::printf(i ? " %08x" : "%08x", s[i]);
            std::printf("\n");
            continue;
        }
        std::vector<byte> key = unhex(key_hex), block = unhex(block_hex), out(16);
        if (op == "K") {
            Enc e;
            set_key(e, key);
            for (int i = 0; i < 40; i++) std::printf(i ? " %08x" : "%08x", e.expanded()[i]);
            std::printf("\n");
        } else if (op == "E") {
            Enc e;
            set_key(e, key);
            e.ProcessBlock(block.data(), out.data());
            hex(out.data(), 16);
        } else if (op == "D") {
            Dec d;
            set_key(d, key);
            d.ProcessBlock(block.data(), out.data());
            hex(out.data(), 16);
        } else {
            std::fprintf(stderr, "unknown request: %s\n", line.c_str());
            return 2;
        }
    }
    return 0;
}
