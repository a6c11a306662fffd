// stopword ships no types; this is the slice of its API the assistant uses.
declare module 'stopword' {
  /** English stop words, lower case. */
  export const eng: readonly string[];
}
