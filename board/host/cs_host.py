#!/usr/bin/env python3
"""Test a CipherScope core on its board over the UART (board/PROTOCOL.md, version 2).

    python3 cs_host.py --port /dev/ttyUSB1 --config aes128-encdec-lu1-bram-online-ecb
    python3 cs_host.py --port socket://127.0.0.1:5555 --config <id>   (the simulated board)

It identifies the board, runs the known-answer tests the configuration supports, measures
the core's throughput on the board (T) and the UART link's, and prints a summary. An AES
core: FIPS-197 Appendix C, the AESAVS ECB files for ECB cores and cores with run-time modes,
the SP 800-38A examples of the core's mode otherwise, T and the link checked against
pycryptodome. Any other cipher: vectors/known-answers.json, which the export wrote for the
configuration (published known answers, NIST's CAVP files for Triple DES, sim-core's blocks
and mode examples, T checksums), so the script needs no implementation of the cipher. Blocks
are the core's: 16 bytes, 8 for Triple DES (the board's I says which). Exit status: 0 all passed, 1 a result
did not match (the first mismatch is printed), 2 the board could not be reached or did not
follow the protocol, or the vectors are missing.
"""

import argparse
import json
import os
import re
import sys
import time
from collections import deque

try:
    import serial
    from Crypto.Cipher import AES
except ImportError as missing:
    sys.exit(f'cs_host.py needs pyserial and pycryptodome: pip install -r requirements.txt ({missing})')

PROTOCOL_VERSION = 2
# Answer bytes the host lets the board owe it. The board buffers 512 (its transmit FIFO);
# keeping well under that means it never has to hold a block back, so the host may stream
# commands without waiting for each answer, whatever the two ends' baud clocks.
WINDOW = 256
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


# ---- The configuration ----------------------------------------------------------------------

# Each cipher's name as registry/ciphers.json writes it (board/tests/host-ciphers.test.mjs).
CIPHER_NAMES = {
    'aes': 'AES',
    'serpent': 'Serpent',
    'twofish': 'Twofish',
    'rc6': 'RC6',
    'mars': 'MARS',
    'des': 'Triple DES',
}

# An id's first field, cipher and key size, and the key sizes in bits it runs: the ciphers and
# key-size tokens of registry/ciphers.json, which the export does not ship (board/tests check
# that this table matches it).
KEY_SIZES = {
    'aes128': [128],
    'aes192': [192],
    'aes256': [256],
    'aes3in1': [128, 192, 256],
    'serpent128': [128],
    'serpent192': [192],
    'serpent256': [256],
    'twofish128': [128],
    'twofish192': [192],
    'twofish256': [256],
    'rc6128': [128],
    'rc6192': [192],
    'rc6256': [256],
    'mars128': [128],
    'mars192': [192],
    'mars256': [256],
    'mars3in1': [128, 192, 256],
    'des64': [64],
    'des128': [128],
    'des192': [192],
    'des3in1': [64, 128, 192],
}

# Each cipher's block size in bits, registry/ciphers.json's blockBits (board/tests check it):
# the blocks B, V and T move (PROTOCOL.md, version 2), which the board's I reports too.
BLOCK_BITS = {'aes': 128, 'serpent': 128, 'twofish': 128, 'rc6': 128, 'mars': 128, 'des': 64}

ID_PATTERN = re.compile(
    '^('
    + '|'.join(KEY_SIZES)
    + r')-(enc|dec|encdec)-(lu\d+|pp\d+|sp\d+m\d+)-(lut|bram|lutram|cf|cfp|bp|sq|dsp|arr|bramarr)'
    r'-(online|banked|offline)-(ecb|ctr|cbc|cfb|ofb|icbc\d+|mscbc\d+|all)$'
)


class Config:
    """What a configuration id (registry/README.md) says the board can do."""

    def __init__(self, config_id):
        m = ID_PATTERN.match(config_id)
        if not m:
            raise ValueError(
                f"'{config_id}' is not a configuration id: expected e.g. aes128-encdec-lu1-bram-online-ecb "
                '(cipher and key size, direction, architecture, implementation, key schedule, mode; registry/README.md)'
            )
        first, direction, _, _, schedule, mode = m.groups()
        self.id = config_id
        self.cipher = re.match(r'(.+?)(64|128|192|256|3in1)$', first).group(1)  # aes3in1 -> aes, rc6128 -> rc6
        self.cipher_name = CIPHER_NAMES.get(self.cipher, self.cipher)
        self.block_bits = BLOCK_BITS.get(self.cipher, 128)
        self.block_bytes = self.block_bits // 8
        self.key_bits = KEY_SIZES[first]
        # An offline core's key when known-answers.json says its round keys are baked in and
        # cannot be loaded (PROTOCOL.md's K reaches round keys 0-15 only): load_key skips K.
        self.baked_key = None
        self.encrypt = direction != 'dec'
        self.decrypt = direction != 'enc'
        self.offline = schedule == 'offline'
        kind = re.match(r'[a-z]+', mode).group(0)
        self.mode = kind  # ecb ctr cbc cfb ofb icbc mscbc all
        self.chains = int(mode[len(kind) :]) if kind in ('icbc', 'mscbc') else 1

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


# ---- AES key expansion (offline key schedules take round keys) ---------------------------


def _sbox():
    """The AES S-box (FIPS-197 Sec. 5.1.1): the inverse in GF(2^8), then the affine map."""

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


def round_keys(key):
    """The Nr + 1 round keys of `key` (FIPS-197 Sec. 5.2), 16 bytes each."""
    sbox = _sbox()
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

    def _read_some(self, timeout, what):
        self._flush()
        self.port.timeout = timeout
        waiting = self.port.in_waiting if hasattr(self.port, 'in_waiting') else 0
        data = self.port.read(max(1, min(waiting, 4096)))
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

    def _read_until(self, answer, n, deadline):
        """Read into `answer` until it holds n bytes or the deadline passes."""
        while len(answer) < n and time.monotonic() < deadline:
            self.port.timeout = max(0.01, deadline - time.monotonic())
            answer.extend(self.port.read(n - len(answer)))

    # Commands.
    def identify(self):
        """I: (version, block bytes, clock Hz, baud). Retries after the 0.1 s a lost board
        needs. A board of another protocol version is named as such (version 1 had no block
        size: 10 bytes, not 11)."""
        for attempt in range(3):
            self.port.reset_input_buffer()
            self.buffer.clear()
            self.port.write(b'I')
            answer = bytearray()
            deadline = time.monotonic() + min(self.timeout, 1.0 + attempt)
            self._read_until(answer, 2, deadline)
            if len(answer) == 2 and answer[0:1] == b'i' and answer[1] != PROTOCOL_VERSION:
                raise BoardError(
                    f'the board speaks protocol version {answer[1]}; this script speaks {PROTOCOL_VERSION} '
                    '(load a bitstream built with this project, or run the host script exported with the board)'
                )
            self._read_until(answer, 11, deadline)
            if len(answer) == 11 and answer[0:1] == b'i':
                self.block_bytes = answer[2]
                return (
                    answer[1],
                    answer[2],
                    int.from_bytes(answer[3:7], 'big'),
                    int.from_bytes(answer[7:11], 'big'),
                )
            time.sleep(0.15)  # let a half-read command time out (1/20 s) and its "!" arrive
        if not answer:
            raise BoardError(
                f'no answer from the board on {self.port_name}: check the baud rate (--baud) '
                'and that the bitstream is loaded'
            )
        raise BoardError(f'the board answered I with {describe(bytes(answer))}: check the baud rate (--baud)')

    def load_key(self, key, bank=0, offline=False):
        """K: one key, or for an offline key schedule its round keys, one per bank (round)."""
        if offline:
            for r, rk in enumerate(round_keys(key)):
                self.send(b'K' + bytes([0, r]) + rk, 1, b'k', f'K (round key {r})')
        else:
            code = KEY_LENGTH_CODES[len(key)]
            self.send(b'K' + bytes([code, bank]) + key, 1, b'k', f'K ({8 * len(key)}-bit key)')

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
    """K for `key` as the core takes it: the key, an offline AES core's round keys, or nothing
    where the round keys are baked into the bitstream (Config.baked_key)."""
    if config.baked_key is not None:
        if key != config.baked_key:
            raise BoardError(
                f'key {key.hex()} cannot be loaded: the bitstream holds the round keys of {config.baked_key.hex()} '
                '(export the project again to get known answers for its key)'
            )
        return
    board.load_key(key, offline=config.offline)


def describe(answer):
    if not answer:
        return 'nothing'
    text = answer[:12].hex(' ')
    if answer[:1] == b'?':
        return f"'?' (the board did not know the command byte {answer[1:2].hex()})"
    if answer[:1] == b'!':
        return "'!' (the board timed out waiting for a command's bytes)"
    return f'{text}{" ..." if len(answer) > 12 else ""}'


# ---- Reference model of the modes (pycryptodome) ------------------------------------------


class ModeModel:
    """What the core returns for blocks in a mode, from given IVs: SP 800-38A's modes, and
    interleaved CBC (block i on chain i mod N) and multi-stream CBC (a chain per stream)."""

    def __init__(self, key, mode, decrypt, ivs, chains=1):
        self.decrypt = decrypt
        self.mode = mode
        self.chains = chains
        self.next_chain = 0
        make = {
            'ecb': lambda iv: AES.new(key, AES.MODE_ECB),
            'cbc': lambda iv: AES.new(key, AES.MODE_CBC, iv=iv),
            'icbc': lambda iv: AES.new(key, AES.MODE_CBC, iv=iv),
            'mscbc': lambda iv: AES.new(key, AES.MODE_CBC, iv=iv),
            'cfb': lambda iv: AES.new(key, AES.MODE_CFB, iv=iv, segment_size=128),
            'ofb': lambda iv: AES.new(key, AES.MODE_OFB, iv=iv),
            'ctr': lambda iv: AES.new(key, AES.MODE_CTR, nonce=b'', initial_value=iv),
        }[mode]
        self.ciphers = {c: make(iv) for c, iv in ivs.items()} if mode != 'ecb' else {0: make(None)}

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
    """An AESAVS .rsp file: [ENCRYPT]/[DECRYPT] sections of COUNT, KEY, PLAINTEXT, CIPHERTEXT."""
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


def read_sp800_38a(path):
    """SP 800-38A Appendix F: examples of four blocks, with key and IV or initial counter."""
    examples = []
    current = None
    with open(path) as f:
        for line in f:
            line = line.strip()
            m = re.match(r'\[(F\.[\d.]+) (\w+)-AES(\d+)\.(Encrypt|Decrypt)\]$', line)
            if m:
                current = {
                    'name': f'{m.group(1)} {m.group(2)}-AES{m.group(3)}.{m.group(4)}',
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


def run_fips197(board, config, vectors, tally):
    """FIPS-197's cipher through any mode: ECB, CBC with a zero IV, or CFB, OFB, CTR with the
    plaintext as IV and a zero block (their first block is E(IV) XOR the input)."""
    mode = 'ecb' if config.mode == 'all' else config.mode
    if config.mode == 'all':
        board.set_mode('ecb')
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


def run_sp800_38a(board, config, vectors, tally):
    """The SP 800-38A examples of the core's mode (every mode on an `all` core; CBC's for
    interleaved and multi-stream CBC), for the key sizes and directions it supports."""
    for mode in config.modes():
        if mode == 'ecb':
            continue  # the AESAVS ECB files cover ECB
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


# ---- Measurements --------------------------------------------------------------------------


def prepare_mode(board, config, key, rng):
    """Put the core in a known state for a measurement: ECB on an `all` core, else its own
    mode with fresh IVs. Returns (mode, ivs)."""
    mode = 'ecb' if config.mode == 'all' else config.mode
    if config.mode == 'all':
        board.set_mode('ecb')
    load_key(board, config, key)
    ivs = {}
    if mode != 'ecb':
        for chain in range(config.chains if mode == 'icbc' else 1):
            ivs[chain] = rng.getrandbits(128).to_bytes(16, 'big')
            board.load_iv(chain, ivs[chain])
    return mode, ivs


def measure_core(board, config, count, clock_hz, rng, timeout):
    """T for each key size and direction: cycles, throughput, checksum against pycryptodome."""
    lines, failures = [], []
    for bits in config.key_bits:
        for decrypt in config.directions('ecb' if config.mode == 'all' else config.mode):
            key = rng.getrandbits(bits).to_bytes(bits // 8, 'big')
            mode, ivs = prepare_mode(board, config, key, rng)
            model = ModeModel(key, mode, decrypt, ivs, config.chains)
            expected = 0
            for i in range(count):
                expected ^= int.from_bytes(model.run(i.to_bytes(16, 'big')), 'big')
            cycles, checksum = board.throughput(count, decrypt, timeout=timeout)
            ok = int.from_bytes(checksum, 'big') == expected
            mbits = 128 * count * clock_hz / cycles / 1e6 if cycles else 0.0
            lines.append(
                f'  AES-{bits} {MODE_NAMES[mode]} {"decrypt" if decrypt else "encrypt"}: {count} blocks in '
                f'{cycles} cycles, {cycles / count:.2f} cycles/block, {mbits:.2f} Mbit/s at '
                f'{clock_hz / 1e6:g} MHz, checksum {"ok" if ok else "WRONG"}'
            )
            if not ok:
                failures.append(
                    f'T checksum for AES-{bits} {"decrypt" if decrypt else "encrypt"}, key {key.hex()}, '
                    f'{count} blocks: expected {expected:032x}, got {checksum.hex()}'
                )
    return lines, failures


def measure_link(board, config, count, baud, clock_hz, rng):
    """Stream `count` random blocks through B and time it on the board's clock (C before and
    after: from the command before B to the last result, which a simulated board, running
    faster or slower than real time, measures as a real one does) and on the host's."""
    bits = config.key_bits[0]
    key = rng.getrandbits(bits).to_bytes(bits // 8, 'big')
    mode, ivs = prepare_mode(board, config, key, rng)
    decrypt = config.directions(mode)[0]  # encrypt where the core can
    model = ModeModel(key, mode, decrypt, ivs, config.chains)
    blocks = [rng.getrandbits(128).to_bytes(16, 'big') for _ in range(count)]
    expected = [model.run(b) for b in blocks]
    first = board.cycles()
    results = []
    start = time.monotonic()
    board.blocks(blocks, decrypt=decrypt, on_result=lambda j, r: results.append(r))
    last = board.cycles()
    wall = time.monotonic() - start
    seconds = (last - first) / clock_hz
    wrong = sum(1 for r, e in zip(results, expected) if r != e)
    kbits = 128 * count / seconds / 1e3
    line = (
        f'  {count} blocks through B in {last - first} cycles, {seconds:.3f} s on the board '
        f'({wall:.3f} s on this computer): {kbits:.1f} kbit/s of blocks each way '
        f'({baud} baud 8N1 carries at most {baud * 0.8 / 1e3:.1f} kbit/s), '
        f'{"results ok" if wrong == 0 else f"{wrong} results WRONG"}'
    )
    failure = None
    if wrong:
        i = next(i for i, (r, e) in enumerate(zip(results, expected)) if r != e)
        failure = (
            f'UART link block {i} ({MODE_NAMES[mode]}, key {key.hex()}): input {blocks[i].hex()}, '
            f'expected {expected[i].hex()}, got {results[i].hex()}'
        )
    return line, failure


def prepare_known(board, config, entry):
    """As prepare_mode, with the key and IVs of a known-answers.json T entry."""
    mode = entry['mode']
    if config.mode == 'all':
        board.set_mode('ecb')
    load_key(board, config, bytes.fromhex(entry['key']))
    for chain, iv in enumerate(entry['ivs']):
        board.load_iv(chain, bytes.fromhex(iv))
    return mode


def block_counts(throughput):
    return sorted({int(n) for entry in throughput for n in entry['checksums']})


def measure_core_known(board, config, throughput, count, clock_hz, timeout):
    """T for each entry of known-answers.json: cycles, throughput, checksum against the file's."""
    lines, failures = [], []
    for entry in throughput:
        key, decrypt = bytes.fromhex(entry['key']), entry['decrypt']
        mode = prepare_known(board, config, entry)
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
                f'({KNOWN_ANSWERS}), got {checksum.hex()}'
            )
    return lines, failures


def measure_link_known(board, config, throughput, count, baud, clock_hz):
    """As measure_link, streaming T's blocks (block i is the integer i) through B with the
    first entry's key and IVs: the XOR of the results must be that entry's T checksum."""
    entry = throughput[0]
    mode = prepare_known(board, config, entry)
    blocks = [i.to_bytes(config.block_bytes, 'big') for i in range(count)]
    first = board.cycles()
    results = []
    start = time.monotonic()
    board.blocks(blocks, decrypt=entry['decrypt'], on_result=lambda j, r: results.append(r))
    last = board.cycles()
    wall = time.monotonic() - start
    seconds = (last - first) / clock_hz
    checksum = 0
    for r in results:
        checksum ^= int.from_bytes(r, 'big')
    digits = 2 * config.block_bytes
    ok = len(results) == count and f'{checksum:0{digits}x}' == entry['checksums'][str(count)]
    line = (
        f'  {count} blocks through B in {last - first} cycles, {seconds:.3f} s on the board '
        f'({wall:.3f} s on this computer): {config.block_bits * count / seconds / 1e3:.1f} kbit/s of blocks each way '
        f'({baud} baud 8N1 carries at most {baud * 0.8 / 1e3:.1f} kbit/s), '
        f'{"results ok" if ok else "results WRONG"}'
    )
    failure = None
    if not ok:
        failure = (
            f'UART link ({mode_name(mode, config.block_bits)}, key {entry["key"]}): the XOR of the {count} results is '
            f'{checksum:0{digits}x}, expected {entry["checksums"][str(count)]} ({KNOWN_ANSWERS})'
        )
    return line, failure


# ---- Main ------------------------------------------------------------------------------------


def run_nist(board, config, vectors_dir, tally):
    """An AES core: FIPS-197 Appendix C, the AESAVS ECB files (ECB and run-time-mode cores),
    SP 800-38A's examples of its modes (any core but an ECB one)."""
    run_fips197(board, config, read_fips197(os.path.join(vectors_dir, 'fips197/appendix-c.txt'), config), tally)
    if config.mode in ('ecb', 'all'):
        if config.mode == 'all':
            board.set_mode('ecb')
        for kind in ('GFSbox', 'KeySbox', 'VarKey', 'VarTxt'):
            for bits in config.key_bits:
                path = os.path.join(vectors_dir, f'nist/aesavs/ECB{kind}{bits}.rsp')
                run_ecb(board, config, read_rsp(path, config), tally)
    if config.mode != 'ecb':
        run_sp800_38a(board, config, read_sp800_38a(os.path.join(vectors_dir, 'nist/sp800-38a/appendix-f.txt')), tally)


def run_known_answers(board, config, known, tally):
    """Any other cipher, from known-answers.json: its single blocks through ECB (ECB and
    run-time-mode cores) or through the core's own mode (run_fips197 puts a single block
    through any mode), then its mode examples as SP 800-38A's (run_sp800_38a)."""
    singles, examples, _ = known
    if config.mode in ('ecb', 'all'):
        if config.mode == 'all':
            board.set_mode('ecb')
        run_ecb(board, config, singles, tally)
    else:
        run_fips197(board, config, singles, tally)
    if config.mode != 'ecb':
        run_sp800_38a(board, config, examples, tally)


def default_vectors_dir():
    here = os.path.dirname(os.path.abspath(__file__))
    for candidate in (os.path.join(here, 'vectors'), os.path.join(here, '..', '..', 'vectors')):
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
    # AES reads NIST's files as they are; any other cipher the answers the export wrote.
    if config.cipher == 'aes':
        needed = ['fips197/appendix-c.txt', 'nist/sp800-38a/appendix-f.txt'] + [
            f'nist/aesavs/ECB{kind}{bits}.rsp'
            for kind in ('GFSbox', 'KeySbox', 'VarKey', 'VarTxt')
            for bits in config.key_bits
        ]
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
    known = None
    if config.cipher != 'aes':
        try:
            known = read_known_answers(os.path.join(vectors_dir, KNOWN_ANSWERS), config)
        except (ValueError, KeyError, OSError) as error:
            print(f'cs_host.py: {error}', file=sys.stderr)
            return 2
        counts = block_counts(known[2])
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

        if known:
            run_known_answers(board, config, known, tally)
        else:
            run_nist(board, config, vectors_dir, tally)
        vector_seconds = time.monotonic() - started

        timeout = args.timeout + args.blocks * 1e-4
        if known:
            core_lines, core_failures = measure_core_known(board, config, known[2], args.blocks, clock_hz, timeout)
            link_line, link_failure = measure_link_known(board, config, known[2], args.blocks, board_baud, clock_hz)
        else:
            core_lines, core_failures = measure_core(board, config, args.blocks, clock_hz, rng, timeout=timeout)
            link_line, link_failure = measure_link(board, config, args.blocks, board_baud, clock_hz, rng)
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
