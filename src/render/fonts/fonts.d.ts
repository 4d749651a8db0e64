/** TrueType files are bundled as data modules (wrangler.toml [[rules]]): the import is the file's bytes. */
declare module '*.ttf' {
  const bytes: ArrayBuffer;
  export default bytes;
}
