// The vector files a board export may carry, each loaded on use (vite-plugin.ts).
declare module 'virtual:cipherscope-export-vectors' {
  const loaders: Record<string, () => Promise<string>>;
  export default loaders;
}
