/** TrueType files are bundled as data modules (workers/invoice-pdf/wrangler.toml [[rules]]): the import is the file's bytes. */
declare module '*.ttf' {
  const bytes: ArrayBuffer;
  export default bytes;
}
