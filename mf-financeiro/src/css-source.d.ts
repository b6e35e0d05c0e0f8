/** CSS files are imported as their text (rspack.config.cjs: type 'asset/source') and injected by the component. */
declare module '*.css' {
  const css: string;
  export default css;
}
