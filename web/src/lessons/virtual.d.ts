// The lessons, validated and bundled at build time by vite-plugin.ts.
declare module 'virtual:cipherscope-lessons' {
  const lessons: import('./schema').Lesson[];
  export default lessons;
}
