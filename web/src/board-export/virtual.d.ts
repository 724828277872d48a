// The vector files a board export may carry, each loaded on use (vite-plugin.ts).
declare module 'virtual:cipherscope-export-vectors' {
  const loaders: Record<string, () => Promise<string>>;
  export default loaders;
}

// Where the site serves the in-browser FPGA tools' bundles, relative to its root (yowasp-plugin.ts).
declare module 'virtual:cipherscope-fpga-tools' {
  const bundles: { yosys: string; nextpnr: Record<string, string> };
  export default bundles;
}
