// The host side of an export: the host script, its requirements and the test vectors it
// reads, copied verbatim from the repository, and the command that runs it.

/** Repository path → path in the project, for the host script and its requirements. */
export const hostFiles = [
  ['board/host/cs_host.py', 'host/cs_host.py'],
  ['board/host/requirements.txt', 'host/requirements.txt'],
];

/** Key sizes a configuration runs (3-in-1 cores run all three). */
function keyBits(config) {
  return config.keySize === '3in1' ? [128, 192, 256] : [Number(config.keySize)];
}

/**
 * The vector files cs_host.py reads for a configuration, with their provenance README, as
 * repository paths under vectors/: FIPS-197 Appendix C, SP 800-38A Appendix F and the AESAVS
 * ECB known-answer files of the core's key sizes. The project keeps them next to the script,
 * in host/vectors/, where cs_host.py looks first.
 */
export function vectorFiles(config) {
  const kinds = ['GFSbox', 'KeySbox', 'VarKey', 'VarTxt'];
  return [
    'vectors/README.md',
    'vectors/fips197/appendix-c.txt',
    'vectors/nist/sp800-38a/appendix-f.txt',
    ...kinds.flatMap((kind) => keyBits(config).map((bits) => `vectors/nist/aesavs/ECB${kind}${bits}.rsp`)),
  ];
}

/** Where a repository vector file goes in the project. */
export function vectorExportPath(repoPath) {
  return `host/${repoPath}`;
}

/** The shell command (for the Makefile) that runs the host script against a serial port. */
export function hostCommand(config, port) {
  return `$(PYTHON) host/cs_host.py --port ${port} --config ${config.id}`;
}
