/** Written by scripts/build-client.mjs from the files in client/islands/: each island's name and its chunk's address. */
declare module 'virtual:island-chunks' {
  const chunks: Readonly<Record<string, string>>;
  export default chunks;
}
