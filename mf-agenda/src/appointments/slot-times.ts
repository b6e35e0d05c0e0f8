function times(from: string, to: string, stepMinutes: number): string[] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let m = toMinutes(from); m <= toMinutes(to); m += stepMinutes) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

/** Shown when available times fail to load: every 10 minutes, 09:00 to 17:50, all unavailable (docs/product/errors.md, docs/product/limits.md). */
export const FALLBACK_SLOTS = times('09:00', '17:50', 10).map((time) => ({ time, available: false, isPast: false, isBooked: false }));
