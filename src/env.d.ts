declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
  /** Compiled CSS text, adopted into the shadow root as a constructed sheet. */
  export const stylesheet: string;
}
