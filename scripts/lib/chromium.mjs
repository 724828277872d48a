// Debian's Chromium as every browser run here launches it: the e2e tests
// (web/playwright.config.ts) and the benchmarks (scripts/bench/). Never a downloaded
// browser. The flags are the probed ones of ../shared/TOOLCHAIN.md: no sandbox (root in a
// container), no GPU (none here), and no background traffic that would wait on a network
// the machine may not have.
export const chromiumPath = process.env.CS_CHROMIUM ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
