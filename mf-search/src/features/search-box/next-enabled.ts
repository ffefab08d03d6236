/** The option the arrow keys move to: the next (or previous) enabled one, wrapping around. */
export function nextEnabled(enabled: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (enabled.length === 0) return null;
  const at = current === null ? -1 : enabled.indexOf(current);
  if (at === -1) return step === 1 ? enabled[0]! : enabled[enabled.length - 1]!;
  return enabled[(at + step + enabled.length) % enabled.length]!;
}
