/** Reads until `ok` holds or `ms` pass, then returns the last value (the assertion says what was wrong). */
export async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  // Asks again soon at first (most conditions hold within milliseconds), then every 100 ms.
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, pause));
  }
}
