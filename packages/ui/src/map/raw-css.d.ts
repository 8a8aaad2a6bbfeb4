/** A stylesheet imported as its text (the build's `?raw` rule). */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
