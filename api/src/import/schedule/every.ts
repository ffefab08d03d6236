const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** The shortest interval of a scheduled pull: a feed fetched more often is a load on its server. */
export const SHORTEST_EVERY_MS = 60_000;

/**
 * IMPORT_EVERY: a whole number and a unit, `90s`, `15m`, `2h`; its length in milliseconds, or null
 * when it is not written so or is shorter than a minute.
 */
export function everyMs(value: string): number | null {
  const match = /^(\d{1,6})\s*([smh])$/.exec(value.trim());
  if (!match) return null;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return ms >= SHORTEST_EVERY_MS ? ms : null;
}
