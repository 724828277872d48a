// The host side of an export: the host script, its requirements and the test vectors it
// reads, copied verbatim from the repository, and the command that runs it.

/** Repository path → path in the project, for the host script and its requirements. */
export const hostFiles = [
  ['board/host/cs_host.py', 'host/cs_host.py'],
  ['board/host/requirements.txt', 'host/requirements.txt'],
];

/**
 * The vector files the host script reads, with their provenance README, as repository
 * paths; the project keeps them under the same paths (vectors/...).
 */
export const vectorFiles = ['vectors/README.md', 'vectors/fips197/appendix-c.txt'];

/** The shell command (for the Makefile) that runs the host script against a serial port. */
export function hostCommand(config, port) {
  return `$(PYTHON) host/cs_host.py --port ${port}`;
}
