/** Polls until `probe` answers something truthy (work done by a background job), or fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 15000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`esperou ${timeoutMs} ms por: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
