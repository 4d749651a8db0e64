/** Vite's `?raw` imports (a file's text as a string), e.g. the sample CSV in admin-import.suite.ts. */
declare module '*?raw' {
  const text: string;
  export default text;
}
