#!/usr/bin/env python3
"""Test a CipherScope core on its board over the UART (board/PROTOCOL.md, version 2).

    python3 cs_host.py --port /dev/ttyUSB1 --config <id>
    python3 cs_host.py --port socket://127.0.0.1:5555 --config <id>   (the simulated board)

It identifies the board, runs the known-answer tests the configuration supports, measures
the core's throughput on the board (T) and the UART link's, and prints a summary. What a
cipher is comes from its description, ciphers.json (registry/ciphers.json; an exported
project carries a copy next to this script): its name, key sizes, block size and the tokens
of its configuration ids. A cipher whose description has `boardHost` is checked by this
script itself: the published files it names (AES: FIPS-197 Appendix C, the AESAVS ECB files
for ECB cores and cores with run-time modes, the SP 800-38A examples of the core's mode
otherwise), T and the link against the pycryptodome module it names. Any other cipher:
vectors/known-answers.json, which the export wrote for the configuration (published known
answers, NIST's CAVP files for Triple DES, sim-core's blocks and mode examples, T
checksums), so the script needs no implementation of the cipher. Blocks are the core's: 16
bytes, 8 for Triple DES (the board's I says which). Exit status: 0 all passed, 1 a result did
not match (the first mismatch is printed), 2 the board could not be reached or did not
follow the protocol, or the vectors are missing.
"""

import argparse
import importlib
import json
import os
import re
import sys
import time
from collections import deque

try:
    import serial
except ImportError as missing:
    sys.exit(f'cs_host.py needs pyserial and pycryptodome: pip install -r requirements.txt ({missing})')

PROTOCOL_VERSION = 2
# Answer bytes the host lets the board owe it. The board buffers 512 (its transmit FIFO);
# keeping well under that means it never has to hold a block back, so the host may stream
# commands without waiting for each answer, whatever the two ends' baud clocks.
WINDOW = 256

# Silence that says the board has sent all it had: four times the 1/20 s after which it
# abandons a command whose bytes stopped coming (PROTOCOL.md, "Timeout").
QUIET = 0.2

MODE_CODES = {'ecb': 0, 'ctr': 1, 'cbc': 2, 'cfb': 3, 'ofb': 4, 'icbc': 5, 'mscbc': 6}
MODE_NAMES = {
    'ecb': 'ECB',
    'ctr': 'CTR',
    'cbc': 'CBC',
    'cfb': 'CFB-128',  # full-block CFB: CFB-64 for a 64-bit block (mode_name)
    'ofb': 'OFB',
    'icbc': 'interleaved CBC',
    'mscbc': 'multi-stream CBC',
}


# K's length code per key length in bytes (PROTOCOL.md).
KEY_LENGTH_CODES = {16: 0, 24: 1, 32: 2, 8: 3}


def mode_name(mode, block_bits=128):
    """A mode's name; CFB is the full-block CFB, named by the block size (CFB-64 for Triple DES)."""
    return f'CFB-{block_bits}' if mode == 'cfb' else MODE_NAMES[mode]


class BoardError(Exception):
    """The board could not be reached or broke the protocol (exit status 2)."""


# ---- The cipher description ------------------------------------------------------------------

HERE = os.path.dirname(os.path.abspath(__file__))

# The project's copy of the description next to this script, else the repository's.
DESCRIPTION_FILES = (
    os.path.join(HERE, 'ciphers.json'),
    os.path.normpath(os.path.join(HERE, '..', '..', 'registry', 'ciphers.json')),
)


def read_description():
    """registry/ciphers.json: every cipher the lab knows (registry/README.md, 'Ciphers')."""
    for path in DESCRIPTION_FILES:
        if os.path.isfile(path):
            with open(path) as f:
                return json.load(f)
    sys.exit(
        'cs_host.py: no cipher description: ciphers.json belongs next to this script '
        "(an exported project's host/ folder has it) or in the CipherScope repository's registry/"
    )


DESCRIPTION = read_description()

# Each cipher's name, the key sizes in bits an id's first field (cipher and key-size token) runs,
# and each cipher's block size: what B, V and T move (PROTOCOL.md, version 2), which the board's
# I reports too.
CIPHER_NAMES = {c['id']: c['name'] for c in DESCRIPTION['ciphers']}
KEY_SIZES = {f'{c["id"]}{k["token"]}': k['keyBits'] for c in DESCRIPTION['ciphers'] for k in c['keySizes']}
BLOCK_BITS = {c['id']: c['blockBits'] for c in DESCRIPTION['ciphers']}

# The id grammar's shapes (registry/README.md): an architecture kind's field, and the modes
# whose token carries a count (chains, streams).
ARCHITECTURE_FIELDS = {'lu': r'lu\d+', 'pp': r'pp\d+', 'sp': r'sp\d+m\d+', 'bs': r'bs\d+'}
COUNTED_MODES = ('icbc', 'mscbc')


def id_pattern(cipher):
    """The configuration ids of one cipher: its key-size tokens, and the directions,
    architectures, implementation tokens, key schedules and modes its description allows."""

    def either(tokens):
        return '|'.join(re.escape(t) for t in tokens)

    modes = '|'.join(re.escape(m) + (r'\d+' if m in COUNTED_MODES else '') for m in cipher['modes'])
    return re.compile(
        f'^{re.escape(cipher["id"])}({either(k["token"] for k in cipher["keySizes"])})'
        f'-({either(cipher["directions"])})'
        f'-({"|".join(ARCHITECTURE_FIELDS[a] for a in cipher["architectures"])})'
        f'-({either(c["token"] for c in cipher["implementation"]["choices"])})'
        f'-({either(cipher["keySchedules"])})-({modes})$'
    )


def example_id():
    """An id for messages, of the description's first cipher."""
    c = DESCRIPTION['ciphers'][0]
    arch = {'lu': 'lu1', 'pp': 'pp1', 'sp': 'sp1m1', 'bs': 'bs1'}[c['architectures'][0]]
    first = [c['keySizes'][0]['token'], c['directions'][-1], c['implementation']['choices'][0]['token']]
    return f'{c["id"]}{first[0]}-{first[1]}-{arch}-{first[2]}-{c["keySchedules"][0]}-{c["modes"][0]}'


# ---- The configuration ----------------------------------------------------------------------


class Config:
    """What a configuration id (registry/README.md) says the board can do."""

    def __init__(self, config_id):
        for cipher in DESCRIPTION['ciphers']:
            m = id_pattern(cipher).match(config_id)
            if m:
                break
        else:
            raise ValueError(
                f"'{config_id}' is not a configuration id: expected e.g. {example_id()} "
                '(cipher and key size, direction, architecture, implementation, key schedule, mode; registry/README.md)'
            )
        token, direction, _, _, schedule, mode = m.groups()
        self.id = config_id
        self.cipher = cipher['id']
        self.cipher_name = cipher['name']
        self.block_bits = cipher['blockBits']
        self.block_bytes = self.block_bits // 8
        self.key_bits = KEY_SIZES[f'{self.cipher}{token}']
        # How this script checks the cipher by itself (the published files it reads, the
        # reference it computes with), or None: the export's known-answers.json then.
        self.host = cipher.get('boardHost')
        # An offline core's key when known-answers.json says its round keys are baked in and
        # cannot be loaded (PROTOCOL.md's K reaches round keys 0-15 only): load_key skips K.
        self.baked_key = None
        self.encrypt = direction != 'dec'
        self.decrypt = direction != 'enc'
        self.offline = schedule == 'offline'
        kind = re.match(r'[a-z]+', mode).group(0)
        self.mode = kind  # ecb ctr cbc cfb ofb icbc mscbc all
        self.chains = int(mode[len(kind) :]) if kind in COUNTED_MODES else 1

    def directions(self, mode):
        """Directions a mode runs in on this core: CTR, CFB and OFB use only the forward cipher."""
        if mode in ('ctr', 'cfb', 'ofb'):
            return [False, True] if self.encrypt else []
        return [d for d, ok in ((False, self.encrypt), (True, self.decrypt)) if ok]

    def modes(self):
        """Modes the core runs: its own, or every mode for a core built with `all`."""
        if self.mode != 'all':
            return [self.mode]
        return [m for m in ('ecb', 'cbc', 'cfb', 'ofb', 'ctr', 'icbc', 'mscbc') if self.directions(m)]


# ---- Round keys of an offline key schedule, by the key expansion a description names -------


def _fips197_sbox():
    """FIPS-197 Sec. 5.1.1's S-box: the inverse in GF(2^8), then the affine map."""

    def mul(a, b):
        p = 0
        while b:
            if b & 1:
                p ^= a
            a = (a << 1) ^ (0x11B if a & 0x80 else 0)
            b >>= 1
        return p

    inverse = [0] * 256
    for a in range(1, 256):
        inverse[a] = next(b for b in range(1, 256) if mul(a, b) == 1)
    rotl = lambda x, n: ((x << n) | (x >> (8 - n))) & 0xFF
    return [
        inverse[a] ^ rotl(inverse[a], 1) ^ rotl(inverse[a], 2) ^ rotl(inverse[a], 3) ^ rotl(inverse[a], 4) ^ 0x63
        for a in range(256)
    ]


def fips197_round_keys(key):
    """The Nr + 1 round keys of `key` (FIPS-197 Sec. 5.2), 16 bytes each."""
    sbox = _fips197_sbox()
    nk = len(key) // 4
    nr = nk + 6
    words = [list(key[4 * i : 4 * i + 4]) for i in range(nk)]
    rcon = 1
    for i in range(nk, 4 * (nr + 1)):
        t = list(words[i - 1])
        if i % nk == 0:
            t = [sbox[b] for b in t[1:] + t[:1]]
            t[0] ^= rcon
            rcon = (rcon << 1) ^ (0x11B if rcon & 0x80 else 0)
        elif nk > 6 and i % nk == 4:
            t = [sbox[b] for b in t]
        words.append([a ^ b for a, b in zip(words[i - nk], t)])
    flat = bytes(b for w in words for b in w)
    return [flat[16 * r : 16 * r + 16] for r in range(nr + 1)]


# boardHost.keyExpansion → the round keys K loads into an offline core, one block a round.
KEY_EXPANSIONS = {'fips197': fips197_round_keys}


# ---- The link ------------------------------------------------------------------------------


class Board:
    """The protocol over a serial port (or pyserial URL). Commands are streamed: each queues
    its bytes and the answer it expects, and answers are read as they arrive, with at most
    WINDOW answer bytes outstanding."""

    def __init__(self, port, baud, timeout):
        self.port_name = port
        self.timeout = timeout
        try:
            self.port = serial.serial_for_url(port, baudrate=baud, timeout=timeout, write_timeout=timeout)
        except (serial.SerialException, ValueError, OSError) as error:
            if port.startswith('socket://'):
                raise BoardError(
                    f'nothing answers at {port} ({error}): start the simulated board first '
                    '(board/sim: uart-bridge <port>)'
                ) from None
            raise BoardError(
                f'no such serial port {port} ({error}): check the cable and the device name '
                '(ls /dev/ttyUSB* /dev/ttyACM* on Linux, /dev/cu.* on macOS, COM<n> on Windows)'
            ) from None
        sock = getattr(self.port, '_socket', None)  # pyserial's socket:// handler
        if sock is not None:
            import socket

            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.pending = deque()  # (answer length, expected first byte, what, callback)
        self.owed = 0  # answer bytes not yet read
        self.outgoing = bytearray()  # written when the host has to wait for answers
        self.buffer = bytearray()
        self.bytes_out = 0
        self.bytes_in = 0
        self.block_bytes = 16  # the board's, once identify has read it

    def close(self):
        self.port.close()

    # Reading answers.
    def _flush(self):
        if self.outgoing:
            self.port.write(self.outgoing)
            self.outgoing.clear()

    def _read_waiting(self, timeout):
        """What the port holds (at least a byte, at most 4096), waiting up to `timeout` s for it."""
        self.port.timeout = timeout
        waiting = self.port.in_waiting if hasattr(self.port, 'in_waiting') else 0
        return self.port.read(max(1, min(waiting, 4096)))

    def _read_some(self, timeout, what):
        self._flush()
        data = self._read_waiting(timeout)
        if not data:
            raise BoardError(
                f'no answer from the board to {what} within {timeout:g} s: check the baud rate '
                f'(--baud) and that the bitstream is loaded'
            )
        self.buffer += data
        self.bytes_in += len(data)

    def _complete_one(self, timeout=None):
        length, first, what, callback = self.pending[0]
        while len(self.buffer) < length:
            self._read_some(timeout or self.timeout, what)
        answer = bytes(self.buffer[:length])
        del self.buffer[:length]
        self.pending.popleft()
        self.owed -= length
        if first is not None and answer[:1] != first:
            raise BoardError(
                f'the board answered {what} with {describe(answer)}, expected {first!r} '
                '(a different protocol version, or a board that lost its place)'
            )
        if callback:
            callback(answer)

    def drain(self, timeout=None):
        self._flush()
        while self.pending:
            self._complete_one(timeout)

    def send(self, data, answer_length, first, what, callback=None):
        """Queue a command (or part of one) and the answer bytes it will cause."""
        while self.pending and self.owed + answer_length > WINDOW:
            self._complete_one()
        self.outgoing += data
        if len(self.outgoing) >= 4096:
            self._flush()
        self.bytes_out += len(data)
        if answer_length:
            self.pending.append((answer_length, first, what, callback))
            self.owed += answer_length

    def _arrived(self, seconds):
        """The bytes that arrive within `seconds` (none: the line stayed quiet)."""
        self.port.timeout = seconds
        return self.port.read(4096)

    def _settle(self):
        """Until nothing has arrived for QUIET s (at most the timeout): what a board left
        mid-command by an earlier run (stopped with Ctrl-C, say) still sends, dropped."""
        end = time.monotonic() + self.timeout
        while self._arrived(QUIET) and time.monotonic() < end:
            pass
        self.port.reset_input_buffer()
        self.buffer.clear()

    # Commands.
    def identify(self):
        """I: (version, block bytes, clock Hz, baud). The board may still be busy with what an
        earlier run sent, or answer an earlier I late, so the script waits for the line to go
        quiet, asks, and takes an answer only when it is the last thing the board sent and
        nothing follows it for QUIET s; otherwise it asks again, as the page does
        (web/src/board-run/protocol.ts). A board of another protocol version is named as such
        (version 1 had no block size: 10 bytes, not 11)."""
        answer = bytearray()
        for attempt in range(3):
            self._settle()
            self.port.write(b'I')
            answer = bytearray()
            deadline = time.monotonic() + min(self.timeout, 1.0 + attempt)
            while True:
                last = answer[-11:]
                if len(last) == 11 and last[0:1] == b'i' and last[1] == PROTOCOL_VERSION:
                    more = self._arrived(QUIET)
                    if not more:
                        self.block_bytes = last[2]
                        return (
                            last[1],
                            last[2],
                            int.from_bytes(last[3:7], 'big'),
                            int.from_bytes(last[7:11], 'big'),
                        )
                    answer += more
                    continue
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                answer += self._read_waiting(left)
            if len(answer) >= 2 and answer[0:1] == b'i' and answer[1] != PROTOCOL_VERSION:
                raise BoardError(
                    f'the board speaks protocol version {answer[1]}; this script speaks {PROTOCOL_VERSION} '
                    '(load a bitstream built with this project, or run the host script exported with the board)'
                )
        if not answer:
            raise BoardError(
                f'no answer from the board on {self.port_name}: check the baud rate (--baud) '
                'and that the bitstream is loaded'
            )
        raise BoardError(f'the board answered I with {describe(bytes(answer))}: check the baud rate (--baud)')

    def load_key(self, key, bank=0):
        """K: one key."""
        code = KEY_LENGTH_CODES[len(key)]
        self.send(b'K' + bytes([code, bank]) + key, 1, b'k', f'K ({8 * len(key)}-bit key)')

    def load_round_keys(self, round_keys):
        """K for an offline key schedule: its round keys, one per index (round)."""
        for r, rk in enumerate(round_keys):
            self.send(b'K' + bytes([0, r]) + rk, 1, b'k', f'K (round key {r})')

    def load_iv(self, chain, iv):
        self.send(b'V' + bytes([chain]) + iv, 1, b'v', f'V (chain {chain})')

    def set_mode(self, mode, chains=1):
        self.send(b'M' + bytes([MODE_CODES[mode], chains]), 1, b'm', f'M ({mode_name(mode, 8 * self.block_bytes)})')

    def blocks(self, blocks, decrypt=False, bank=0, stream=0, on_result=None):
        """B: stream blocks; on_result(i, result) for each, in the order the core returns them."""
        for start in range(0, len(blocks), 65535):
            chunk = blocks[start : start + 65535]
            self.send(
                b'B' + bytes([int(decrypt), bank, stream]) + len(chunk).to_bytes(2, 'big'),
                1,
                b'b',
                f'B ({len(chunk)} blocks)',
            )
            for i, block in enumerate(chunk):
                callback = (lambda answer, i=start + i: on_result(i, answer)) if on_result else None
                self.send(block, self.block_bytes, None, f'B (block {start + i})', callback)

    def throughput(self, count, decrypt=False, bank=0, timeout=None):
        """T: (cycles, checksum) for `count` blocks offered back to back."""
        self.drain()
        result = {}
        self.send(
            b'T' + bytes([int(decrypt), bank]) + count.to_bytes(4, 'big'),
            9 + self.block_bytes,
            b't',
            f'T ({count} blocks)',
            lambda a: result.update(cycles=int.from_bytes(a[1:9], 'big'), checksum=a[9:]),
        )
        self.drain(timeout)
        return result['cycles'], result['checksum']

    def cycles(self):
        result = {}
        self.send(b'C', 9, b'c', 'C', lambda a: result.update(cycles=int.from_bytes(a[1:9], 'big')))
        self.drain()
        return result['cycles']


def load_key(board, config, key):
    """K for `key` as the core takes it: the key, an offline core's round keys by the key
    expansion its description names, or nothing where the round keys are baked into the
    bitstream (Config.baked_key)."""
    if config.baked_key is not None:
        if key != config.baked_key:
            raise BoardError(
                f'key {key.hex()} cannot be loaded: the bitstream holds the round keys of {config.baked_key.hex()} '
                '(export the project again to get known answers for its key)'
            )
        return
    if not config.offline:
        board.load_key(key)
        return
    expand = KEY_EXPANSIONS.get((config.host or {}).get('keyExpansion'))
    if not expand:
        raise BoardError(
            f'{config.id} has an offline key schedule and this script cannot compute {config.cipher_name} round keys: '
            'run the host script of the project exported for it (its known answers are under the key built in)'
        )
    board.load_round_keys(expand(key))


def describe(answer):
    if not answer:
        return 'nothing'
    text = answer[:12].hex(' ')
    if answer[:1] == b'?':
        return f"'?' (the board did not know the command byte {answer[1:2].hex()})"
    if answer[:1] == b'!':
        return "'!' (the board timed out waiting for a command's bytes)"
    return f'{text}{" ..." if len(answer) > 12 else ""}'


# ---- The reference a description names (pycryptodome) ---------------------------------------


def reference_cipher(config):
    """pycryptodome's module for the cipher, Crypto.Cipher.<boardHost.pycryptodome>."""
    name = f'Crypto.Cipher.{config.host["pycryptodome"]}'
    try:
        return importlib.import_module(name)
    except ImportError as missing:
        sys.exit(
            f'cs_host.py needs pycryptodome ({name}) for {config.cipher_name}: pip install -r requirements.txt ({missing})'
        )


class ModeModel:
    """What the core returns for blocks in a mode, from given IVs: SP 800-38A's modes, and
    interleaved CBC (block i on chain i mod N) and multi-stream CBC (a chain per stream), by
    the reference cipher (a pycryptodome module)."""

    def __init__(self, reference, config, key, mode, decrypt, ivs):
        self.decrypt = decrypt
        self.mode = mode
        self.chains = config.chains
        self.next_chain = 0
        r = reference
        make = {
            'ecb': lambda iv: r.new(key, r.MODE_ECB),
            'cbc': lambda iv: r.new(key, r.MODE_CBC, iv=iv),
            'icbc': lambda iv: r.new(key, r.MODE_CBC, iv=iv),
            'mscbc': lambda iv: r.new(key, r.MODE_CBC, iv=iv),
            'cfb': lambda iv: r.new(key, r.MODE_CFB, iv=iv, segment_size=config.block_bits),
            'ofb': lambda iv: r.new(key, r.MODE_OFB, iv=iv),
            'ctr': lambda iv: r.new(key, r.MODE_CTR, nonce=b'', initial_value=iv),
        }[mode]
        self.ciphers = {c: make(iv) for c, iv in enumerate(ivs)} if mode != 'ecb' else {0: make(None)}

    def run(self, block, stream=0):
        if self.mode == 'icbc':
            chain = self.next_chain
            self.next_chain = (self.next_chain + 1) % self.chains
        else:
            chain = stream if self.mode == 'mscbc' else 0
        cipher = self.ciphers[chain]
        return cipher.decrypt(block) if self.decrypt else cipher.encrypt(block)


# ---- Vector files --------------------------------------------------------------------------


class Vector:
    def __init__(self, source, name, key, inputs, expected, decrypt, mode='ecb', iv=None):
        self.source, self.name, self.key = source, name, key
        self.inputs, self.expected, self.decrypt = inputs, expected, decrypt
        self.mode, self.iv = mode, iv


def read_fips197(path, config):
    """FIPS-197 Appendix C: per key size, the cipher (PLAINTEXT -> round[Nr].output) and the
    inverse cipher (round[0].iinput -> round[Nr].ioutput)."""
    vectors = []
    section = None
    fields = {}

    def flush():
        if not section:
            return
        bits = 8 * len(fields['KEY'])
        if bits not in config.key_bits:
            return
        if config.encrypt:
            vectors.append(
                Vector(path, f'{section} cipher', fields['KEY'], [fields['PLAINTEXT']], [fields['output']], False)
            )
        if config.decrypt:
            vectors.append(
                Vector(path, f'{section} inverse cipher', fields['KEY'], [fields['iinput']], [fields['ioutput']], True)
            )

    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith('['):
                flush()
                section = line.strip('[]').split(' (')[0]
                fields = {}
            elif line.startswith(('PLAINTEXT:', 'KEY:')):
                name, value = line.split(':')
                fields[name] = bytes.fromhex(value.strip())
            else:
                m = re.match(r'round\[\s*\d+\]\.(output|iinput|ioutput)\s+([0-9a-f]+)$', line)
                if m:
                    fields[m.group(1)] = bytes.fromhex(m.group(2))
    flush()
    return vectors


def read_rsp(path, config):
    """A NIST CAVP .rsp file (AESAVS): [ENCRYPT]/[DECRYPT] sections of COUNT, KEY, PLAINTEXT, CIPHERTEXT."""
    vectors = []
    decrypt = None
    record = {}

    def flush():
        complete = {'KEY', 'PLAINTEXT', 'CIPHERTEXT'} <= record.keys() and decrypt is not None
        if complete and (config.decrypt if decrypt else config.encrypt):
            source, target = ('CIPHERTEXT', 'PLAINTEXT') if decrypt else ('PLAINTEXT', 'CIPHERTEXT')
            name = f'{"DECRYPT" if decrypt else "ENCRYPT"} COUNT = {record.get("COUNT", "?")}'
            vectors.append(Vector(path, name, record['KEY'], [record[source]], [record[target]], decrypt))
        record.clear()

    with open(path) as f:
        for line in f:
            line = line.strip()
            if line in ('[ENCRYPT]', '[DECRYPT]'):
                flush()
                decrypt = line == '[DECRYPT]'
            elif not line or line.startswith('#'):
                flush()
            elif '=' in line:
                name, value = (s.strip() for s in line.split('=', 1))
                record[name] = value if name == 'COUNT' else bytes.fromhex(value)
    flush()
    return vectors


SP800_38A_MODES = {'ECB': 'ecb', 'CBC': 'cbc', 'CFB128': 'cfb', 'OFB': 'ofb', 'CTR': 'ctr'}


def read_sp800_38a(path, _config):
    """SP 800-38A Appendix F: examples of four blocks, with key and IV or initial counter; the
    key sizes and directions a core runs are run_messages' to pick."""
    examples = []
    current = None
    with open(path) as f:
        for line in f:
            line = line.strip()
            # [F.2.1 CBC-<cipher><key bits>.Encrypt]
            m = re.match(r'\[(F\.[\d.]+) (\w+)-([A-Za-z]+\d+)\.(Encrypt|Decrypt)\]$', line)
            if m:
                current = {
                    'name': f'{m.group(1)} {m.group(2)}-{m.group(3)}.{m.group(4)}',
                    'mode': SP800_38A_MODES[m.group(2)],
                    'decrypt': m.group(4) == 'Decrypt',
                    'plaintext': [],
                    'ciphertext': [],
                    'iv': None,
                }
                examples.append(current)
            elif current and line:
                m = re.match(r'(Key|IV|Init\. Counter|Plaintext|Ciphertext)\s+([0-9a-f]+)$', line)
                if m:
                    value = bytes.fromhex(m.group(2))
                    field = m.group(1)
                    if field == 'Key':
                        current['key'] = value
                    elif field in ('IV', 'Init. Counter'):
                        current['iv'] = value
                    else:
                        current[field.lower()].append(value)
    vectors = []
    for e in examples:
        inputs, expected = (e['ciphertext'], e['plaintext']) if e['decrypt'] else (e['plaintext'], e['ciphertext'])
        vectors.append(Vector(path, e['name'], e['key'], inputs, expected, e['decrypt'], e['mode'], e['iv']))
    return vectors


KNOWN_ANSWERS = 'known-answers.json'
KNOWN_ANSWERS_FORMAT = 'cipherscope-known-answers/2'


def read_known_answers(path, config):
    """vectors/known-answers.json, which the export writes for a cipher this script does not
    implement (board/export/known-answers.mjs): (single-block vectors, mode examples, the T
    entries). Checks that it was written for this configuration."""
    with open(path) as f:
        data = json.load(f)
    if data.get('format') != KNOWN_ANSWERS_FORMAT:
        raise ValueError(f'{path} is not a {KNOWN_ANSWERS_FORMAT} file (format {data.get("format")!r})')
    if data.get('config') != config.id:
        raise ValueError(
            f'{path} holds the known answers of {data.get("config")}, not of {config.id}: '
            'run the script of the project exported for this configuration, or export it again'
        )
    if data.get('blockBits') != config.block_bits:
        raise ValueError(
            f'{path} has {data.get("blockBits")}-bit blocks and {config.id} {config.block_bits}-bit ones: export it again'
        )
    if data.get('bakedKey'):
        config.baked_key = bytes.fromhex(data['bakedKey'])

    def vector(v, inputs, expected):
        return Vector(
            path,
            v['origin'],
            bytes.fromhex(v['key']),
            [bytes.fromhex(x) for x in inputs],
            [bytes.fromhex(x) for x in expected],
            v['decrypt'],
            v.get('mode', 'ecb'),
            bytes.fromhex(v['iv']) if v.get('iv') else None,
        )

    singles = [vector(v, [v['input']], [v['expected']]) for v in data['vectors']]
    singles = [v for v in singles if (config.decrypt if v.decrypt else config.encrypt)]
    examples = [vector(v, v['inputs'], v['expected']) for v in data['modeExamples']]
    return singles, examples, data['throughput']


# ---- Running vectors -----------------------------------------------------------------------


class Tally:
    """Passed and failed vectors per file, and the first mismatch."""

    def __init__(self, vectors_dir):
        self.vectors_dir = vectors_dir
        self.files = {}
        self.first_mismatch = None

    def record(self, vector, got):
        name = os.path.relpath(vector.source, self.vectors_dir)
        passed, failed = self.files.get(name, (0, 0))
        if got == vector.expected:
            self.files[name] = (passed + 1, failed)
            return
        self.files[name] = (passed, failed + 1)
        if self.first_mismatch is None:
            i = (
                next(i for i, (g, e) in enumerate(zip(got, vector.expected)) if g != e)
                if len(got) == len(vector.expected)
                else 0
            )
            self.first_mismatch = (name, vector, i, got)

    @property
    def failed(self):
        return sum(f for _, f in self.files.values())

    @property
    def passed(self):
        return sum(p for p, _ in self.files.values())


def run_ecb(board, config, vectors, tally):
    """Single-block vectors through ECB, one B command for each run of vectors that share a
    key and a direction, every command streamed."""
    current_key = None
    i = 0
    while i < len(vectors):
        group = [vectors[i]]
        while (
            i + len(group) < len(vectors)
            and vectors[i + len(group)].key == group[0].key
            and vectors[i + len(group)].decrypt == group[0].decrypt
        ):
            group.append(vectors[i + len(group)])
        if group[0].key != current_key:
            load_key(board, config, group[0].key)
            current_key = group[0].key
        board.blocks(
            [v.inputs[0] for v in group],
            decrypt=group[0].decrypt,
            on_result=lambda j, r, group=group: tally.record(group[j], [r]),
        )
        i += len(group)
    board.drain()


def run_through_mode(board, config, vectors, tally):
    """Single blocks through the core's own chained mode, one key each: CBC with a zero IV,
    or CFB, OFB, CTR with the input as IV and a zero block (their first block is E(IV) XOR
    the input)."""
    mode = config.mode
    for v in vectors:
        if mode in ('cfb', 'ofb', 'ctr') and v.decrypt:
            continue  # these modes never run the inverse cipher
        load_key(board, config, v.key)
        block = v.inputs[0]
        if mode in ('cbc', 'icbc', 'mscbc'):
            board.load_iv(0, bytes(config.block_bytes))
        elif mode in ('cfb', 'ofb', 'ctr'):
            board.load_iv(0, block)
            block = bytes(config.block_bytes)
        board.blocks([block], decrypt=v.decrypt, on_result=lambda j, r, v=v: tally.record(v, [r]))
    board.drain()


def runs_ecb(config):
    """Whether the core runs ECB: its own mode, or one of its run-time modes."""
    return config.mode in ('ecb', 'all')


def run_blocks(board, config, vectors, tally):
    """Single-block vectors: through ECB on a core that runs it (a run-time-mode core set to
    it), else through the core's own mode (run_through_mode)."""
    if not runs_ecb(config):
        run_through_mode(board, config, vectors, tally)
        return
    if config.mode == 'all':
        board.set_mode('ecb')
    run_ecb(board, config, vectors, tally)


def run_mode_example(board, config, v, tally, mode, core_mode):
    """One SP 800-38A example in `mode`: CBC on chain 0, interleaved CBC with the message
    repeated on every chain, multi-stream CBC on the first and last stream, interleaved."""
    load_key(board, config, v.key)
    if core_mode == 'all':
        chains = 3 if mode == 'icbc' else 1
        board.set_mode(mode, chains)
    else:
        chains = config.chains
    got = []
    if mode == 'icbc':
        for c in range(chains):
            board.load_iv(c, v.iv)
        blocks = [b for b in v.inputs for _ in range(chains)]
        results = []
        board.blocks(blocks, decrypt=v.decrypt, on_result=lambda j, r: results.append(r))
        board.drain()
        # Block j of chain c is result j * chains + c; every chain must give the example's.
        per_chain = [[results[j * chains + c] for j in range(len(v.inputs))] for c in range(chains)]
        bad = [p for p in per_chain if p != v.expected]
        got = bad[0] if bad else per_chain[0]
    elif mode == 'mscbc':
        streams = sorted({0, (chains if core_mode != 'all' else 4) - 1})
        for s in streams:
            board.load_iv(s, v.iv)
        outputs = {s: [] for s in streams}
        for block in v.inputs:
            for s in streams:
                board.blocks([block], decrypt=v.decrypt, stream=s, on_result=lambda j, r, s=s: outputs[s].append(r))
        board.drain()
        bad = [outputs[s] for s in streams if outputs[s] != v.expected]
        got = bad[0] if bad else outputs[streams[0]]
    else:
        if v.iv is not None:
            board.load_iv(0, v.iv)
        results = []
        board.blocks(v.inputs, decrypt=v.decrypt, on_result=lambda j, r: results.append(r))
        board.drain()
        got = results
    tally.record(v, got)


def run_messages(board, config, vectors, tally):
    """Messages in the core's chained modes (every mode on an `all` core; CBC's for
    interleaved and multi-stream CBC), for the key sizes and directions it supports, as
    SP 800-38A's examples run."""
    for mode in config.modes():
        if mode == 'ecb':
            continue  # single blocks cover ECB
        source_mode = 'cbc' if mode in ('icbc', 'mscbc') else mode
        for v in vectors:
            if v.mode != source_mode or 8 * len(v.key) not in config.key_bits:
                continue
            if v.decrypt not in config.directions(mode):
                continue
            named = Vector(
                v.source,
                f'{v.name} as {mode_name(mode, config.block_bits)}' if mode != source_mode else v.name,
                v.key,
                v.inputs,
                v.expected,
                v.decrypt,
                v.mode,
                v.iv,
            )
            run_mode_example(board, config, named, tally, mode, config.mode)


# ---- The vectors of a configuration --------------------------------------------------------

# boardHost.vectors' formats → their readers.
VECTOR_READERS = {'fips197-appendix-c': read_fips197, 'cavp': read_rsp, 'sp800-38a-appendix-f': read_sp800_38a}


def published_files(config):
    """The published files a cipher's boardHost names, for the core's key sizes: [(path under
    the vectors folder, format, runs)], a `{keyBits}` path once for each key size."""
    files = []
    for v in config.host['vectors']:
        paths = (
            [v['path'].replace('{keyBits}', str(b)) for b in config.key_bits]
            if '{keyBits}' in v['path']
            else [v['path']]
        )
        files += [(p, v['format'], v['runs']) for p in paths]
    return files


class Vectors:
    """What a core is checked against: `blocks` (single blocks, every core), `ecb_blocks`
    (single blocks, cores that run ECB), `messages` (examples in the chained modes), each a
    list of files' vectors, and `throughput`, T's entries as known-answers.json gives them
    (None: computed with `reference`, a pycryptodome module)."""

    def __init__(self, blocks, ecb_blocks, messages, throughput=None, reference=None):
        self.blocks, self.ecb_blocks, self.messages = blocks, ecb_blocks, messages
        self.throughput, self.reference = throughput, reference


def read_published(config, vectors_dir):
    """A cipher this script checks by itself: the files its boardHost names, each by its
    `runs`, and its reference for T and the link."""
    groups = {'blocks': [], 'ecb-blocks': [], 'messages': []}
    for path, fmt, runs in published_files(config):
        groups[runs].append(VECTOR_READERS[fmt](os.path.join(vectors_dir, path), config))
    messages = [v for vectors in groups['messages'] for v in vectors]
    return Vectors(groups['blocks'], groups['ecb-blocks'], messages, reference=reference_cipher(config))


def read_known(config, vectors_dir):
    """Any other cipher: known-answers.json, which the export wrote."""
    singles, examples, throughput = read_known_answers(os.path.join(vectors_dir, KNOWN_ANSWERS), config)
    return Vectors([singles], [], examples, throughput=throughput)


def run_vectors(board, config, vectors, tally):
    """The single blocks, through ECB where the core runs it; the ECB-only files on such a
    core; the messages on a core with a chained mode (run_messages)."""
    for blocks in vectors.blocks:
        run_blocks(board, config, blocks, tally)
    if runs_ecb(config) and vectors.ecb_blocks:
        if config.mode == 'all':
            board.set_mode('ecb')
        for blocks in vectors.ecb_blocks:
            run_ecb(board, config, blocks, tally)
    if config.mode != 'ecb':
        run_messages(board, config, vectors.messages, tally)


# ---- Measurements --------------------------------------------------------------------------


def measured_mode(config):
    """The mode T and the link run in: ECB on an `all` core (set by prepare), else the core's own."""
    return 'ecb' if config.mode == 'all' else config.mode


def random_entry(config, bits, decrypt, rng):
    """A T entry's key and IVs (as known-answers.json gives them) drawn from `rng`: the key,
    then an IV for each chain of the mode (interleaved CBC's chains, else one; none for ECB)."""
    mode = measured_mode(config)
    key = rng.getrandbits(bits).to_bytes(bits // 8, 'big')
    chains = (config.chains if mode == 'icbc' else 1) if mode != 'ecb' else 0
    ivs = [rng.getrandbits(config.block_bits).to_bytes(config.block_bytes, 'big') for _ in range(chains)]
    return {'key': key.hex(), 'decrypt': decrypt, 'mode': mode, 'ivs': [iv.hex() for iv in ivs]}


def model_of(vectors, config, entry):
    """The reference's ModeModel for a T entry's key, mode, direction and IVs."""
    return ModeModel(
        vectors.reference,
        config,
        bytes.fromhex(entry['key']),
        entry['mode'],
        entry['decrypt'],
        [bytes.fromhex(iv) for iv in entry['ivs']],
    )


def reference_throughput(vectors, config, count, rng):
    """T's entries computed with the reference: per key size and direction a random key (and
    IVs), and the checksum of `count` blocks (block i is the integer i)."""
    entries = []
    for bits in config.key_bits:
        for decrypt in config.directions(measured_mode(config)):
            entry = random_entry(config, bits, decrypt, rng)
            model = model_of(vectors, config, entry)
            checksum = 0
            for i in range(count):
                checksum ^= int.from_bytes(model.run(i.to_bytes(config.block_bytes, 'big')), 'big')
            entries.append({**entry, 'checksums': {str(count): f'{checksum:0{2 * config.block_bytes}x}'}})
    return entries


def prepare(board, config, entry):
    """Put the core in a known state for a measurement: ECB on an `all` core, else its own
    mode, with the entry's key and IVs."""
    if config.mode == 'all':
        board.set_mode('ecb')
    load_key(board, config, bytes.fromhex(entry['key']))
    for chain, iv in enumerate(entry['ivs']):
        board.load_iv(chain, bytes.fromhex(iv))
    return entry['mode']


def block_counts(throughput):
    return sorted({int(n) for entry in throughput for n in entry['checksums']})


def measure_core(board, config, throughput, source, count, clock_hz, timeout):
    """T for each entry: cycles, throughput, and its checksum against the entry's (from
    `source`: known-answers.json, or the reference)."""
    lines, failures = [], []
    for entry in throughput:
        key, decrypt = bytes.fromhex(entry['key']), entry['decrypt']
        mode = prepare(board, config, entry)
        expected = entry['checksums'][str(count)]
        cycles, checksum = board.throughput(count, decrypt, timeout=timeout)
        ok = checksum.hex() == expected
        mbits = config.block_bits * count * clock_hz / cycles / 1e6 if cycles else 0.0
        what = f'{config.cipher_name}-{8 * len(key)} {mode_name(mode, config.block_bits)} {"decrypt" if decrypt else "encrypt"}'
        lines.append(
            f'  {what}: {count} blocks in {cycles} cycles, {cycles / count:.2f} cycles/block, {mbits:.2f} Mbit/s '
            f'at {clock_hz / 1e6:g} MHz, checksum {"ok" if ok else "WRONG"}'
        )
        if not ok:
            failures.append(
                f'T checksum for {what}, key {key.hex()}, {count} blocks: expected {expected} '
                f'({source}), got {checksum.hex()}'
            )
    return lines, failures


def measure_link(board, config, blocks, decrypt, baud, clock_hz, judge):
    """Stream `blocks` through B and time it on the board's clock (C before and after: from
    the command before B to the last result, which a simulated board, running faster or
    slower than real time, measures as a real one does) and on the host's. `judge(results)`
    → (the results' word, a failure or None)."""
    first = board.cycles()
    results = []
    start = time.monotonic()
    board.blocks(blocks, decrypt=decrypt, on_result=lambda j, r: results.append(r))
    last = board.cycles()
    wall = time.monotonic() - start
    seconds = (last - first) / clock_hz
    verdict, failure = judge(results)
    line = (
        f'  {len(blocks)} blocks through B in {last - first} cycles, {seconds:.3f} s on the board '
        f'({wall:.3f} s on this computer): {config.block_bits * len(blocks) / seconds / 1e3:.1f} kbit/s of blocks each way '
        f'({baud} baud 8N1 carries at most {baud * 0.8 / 1e3:.1f} kbit/s), {verdict}'
    )
    return line, failure


def measure_link_reference(board, config, vectors, count, baud, clock_hz, rng):
    """The link with random blocks under a random key, each result checked against the reference."""
    mode = measured_mode(config)
    entry = random_entry(config, config.key_bits[0], config.directions(mode)[0], rng)  # encrypt where the core can
    prepare(board, config, entry)
    model = model_of(vectors, config, entry)
    blocks = [rng.getrandbits(config.block_bits).to_bytes(config.block_bytes, 'big') for _ in range(count)]
    expected = [model.run(b) for b in blocks]

    def judge(results):
        wrong = [i for i, (r, e) in enumerate(zip(results, expected)) if r != e]
        if not wrong:
            return 'results ok', None
        i = wrong[0]
        return f'{len(wrong)} results WRONG', (
            f'UART link block {i} ({mode_name(mode, config.block_bits)}, key {entry["key"]}): input {blocks[i].hex()}, '
            f'expected {expected[i].hex()}, got {results[i].hex()}'
        )

    return measure_link(board, config, blocks, entry['decrypt'], baud, clock_hz, judge)


def measure_link_known(board, config, throughput, count, baud, clock_hz):
    """The link with T's blocks (block i is the integer i) and the first entry's key and IVs:
    the XOR of the results must be that entry's T checksum."""
    entry = throughput[0]
    mode = prepare(board, config, entry)
    blocks = [i.to_bytes(config.block_bytes, 'big') for i in range(count)]
    digits = 2 * config.block_bytes
    expected = entry['checksums'][str(count)]

    def judge(results):
        checksum = 0
        for r in results:
            checksum ^= int.from_bytes(r, 'big')
        if len(results) == count and f'{checksum:0{digits}x}' == expected:
            return 'results ok', None
        return 'results WRONG', (
            f'UART link ({mode_name(mode, config.block_bits)}, key {entry["key"]}): the XOR of the {count} results is '
            f'{checksum:0{digits}x}, expected {expected} ({KNOWN_ANSWERS})'
        )

    return measure_link(board, config, blocks, entry['decrypt'], baud, clock_hz, judge)


def default_vectors_dir():
    for candidate in (os.path.join(HERE, 'vectors'), os.path.join(HERE, '..', '..', 'vectors')):
        if os.path.isdir(candidate):
            return os.path.normpath(candidate)
    return None


def main(argv=None):
    parser = argparse.ArgumentParser(
        description=__doc__.split('\n\n')[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument('--port', required=True, help='serial device (/dev/ttyUSB1, COM3) or socket://host:port')
    parser.add_argument('--config', required=True, help='the configuration id the bitstream was built from')
    parser.add_argument('--baud', type=int, default=115200, help='UART bit rate (default 115200)')
    parser.add_argument('--vectors', help="the vectors/ folder (default: next to this script, or the repository's)")
    parser.add_argument(
        '--blocks',
        type=int,
        default=1024,
        help='blocks for the throughput measurements, T on the board and B over the link (default 1024)',
    )
    parser.add_argument('--timeout', type=float, default=5.0, help='seconds to wait for an answer (default 5)')
    parser.add_argument('--seed', type=int, default=1, help='seed of the random keys and blocks (default 1)')
    args = parser.parse_args(argv)

    try:
        config = Config(args.config)
    except ValueError as error:
        print(f'cs_host.py: {error}', file=sys.stderr)
        return 2
    vectors_dir = args.vectors or default_vectors_dir()
    # The published files of a cipher this script checks by itself; any other cipher's, the
    # answers the export wrote.
    if config.host:
        needed = [path for path, _, _ in published_files(config)]
        where = "pass --vectors DIR, the repository's vectors/ folder"
    else:
        needed = [KNOWN_ANSWERS]
        where = (
            f'pass --vectors DIR, the host/vectors/ folder of the project exported for {config.id} '
            '(npm run export writes its known answers there)'
        )
    if not vectors_dir or not all(os.path.isfile(os.path.join(vectors_dir, n)) for n in needed):
        missing = next((n for n in needed if not vectors_dir or not os.path.isfile(os.path.join(vectors_dir, n))), '')
        print(
            f'cs_host.py: no test vectors at {vectors_dir or "(not found)"} ({missing} missing): {where}',
            file=sys.stderr,
        )
        return 2
    if config.host:
        vectors = read_published(config, vectors_dir)
    else:
        try:
            vectors = read_known(config, vectors_dir)
        except (ValueError, KeyError, OSError) as error:
            print(f'cs_host.py: {error}', file=sys.stderr)
            return 2
        counts = block_counts(vectors.throughput)
        if args.blocks not in counts:
            print(
                f'cs_host.py: --blocks {args.blocks}: {KNOWN_ANSWERS} has the T checksums of '
                f'{", ".join(map(str, counts))} blocks; pass one of these',
                file=sys.stderr,
            )
            return 2
    if args.blocks < 1:
        print('cs_host.py: --blocks must be at least 1', file=sys.stderr)
        return 2

    import random

    rng = random.Random(args.seed)
    tally = Tally(vectors_dir)
    try:
        board = Board(args.port, args.baud, args.timeout)
    except BoardError as error:
        print(f'cs_host.py: {error}', file=sys.stderr)
        return 2
    started = time.monotonic()
    try:
        version, block_bytes, clock_hz, board_baud = board.identify()
        if block_bytes != config.block_bytes:
            raise BoardError(
                f'the board moves {block_bytes}-byte blocks and {config.id} has {config.block_bytes}-byte ones: '
                'the bitstream was built for another configuration (or another BlockBits)'
            )
        up = board.cycles()
        print(
            f'board on {args.port}: protocol {version}, {block_bytes}-byte blocks, clock {clock_hz / 1e6:g} MHz, '
            f'{board_baud} baud, up {up / clock_hz:.3f} s; configuration {config.id}'
        )
        if board_baud != args.baud and not args.port.startswith('socket://'):
            print(f'  note: the board reports {board_baud} baud, the port runs at {args.baud}')

        run_vectors(board, config, vectors, tally)
        vector_seconds = time.monotonic() - started

        timeout = args.timeout + args.blocks * 1e-4
        if vectors.throughput:
            core_lines, core_failures = measure_core(
                board, config, vectors.throughput, KNOWN_ANSWERS, args.blocks, clock_hz, timeout
            )
            link_line, link_failure = measure_link_known(
                board, config, vectors.throughput, args.blocks, board_baud, clock_hz
            )
        else:
            throughput = reference_throughput(vectors, config, args.blocks, rng)
            source = f"pycryptodome's {config.host['pycryptodome']}"
            core_lines, core_failures = measure_core(board, config, throughput, source, args.blocks, clock_hz, timeout)
            link_line, link_failure = measure_link_reference(
                board, config, vectors, args.blocks, board_baud, clock_hz, rng
            )
    except BoardError as error:
        print(f'cs_host.py: {error}', file=sys.stderr)
        return 2
    finally:
        board.close()

    width = max([len(n) for n in tally.files] + [5])
    print(f'\n  {"vectors".ljust(width)}  passed  failed')
    for name, (passed, failed) in tally.files.items():
        print(f'  {name.ljust(width)}  {passed:6d}  {failed:6d}')
    print(f'  {"total".ljust(width)}  {tally.passed:6d}  {tally.failed:6d}   ({vector_seconds:.1f} s)')
    print('\ncore throughput on the board (T):')
    print('\n'.join(core_lines))
    print('UART link:')
    print(link_line)

    failures = core_failures + ([link_failure] if link_failure else [])
    if tally.first_mismatch:
        name, v, i, got = tally.first_mismatch
        print(
            f'\nFAIL: first mismatch in {name}, {v.name}'
            f'{f", block {i + 1}" if len(v.inputs) > 1 else ""}:\n'
            f'  key      {v.key.hex()}\n'
            + (f'  iv       {v.iv.hex()}\n' if v.iv else '')
            + f'  input    {v.inputs[i].hex()}\n'
            f'  expected {v.expected[i].hex()}\n'
            f'  got      {got[i].hex() if i < len(got) else "(nothing)"}'
        )
    for f in failures:
        print(f'\nFAIL: {f}')
    if tally.first_mismatch or failures:
        return 1
    print(f'\nPASS: {tally.passed} vectors, throughput checksums and link results match')
    return 0


if __name__ == '__main__':
    sys.exit(main())
