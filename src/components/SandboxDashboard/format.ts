/** An ISO timestamp as `2026-11-23 10:00 UTC`: the same text for every reader, whatever their time zone. */
export function sandboxTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A clock offset of a minute or more in words, e.g. `1 day 2 hours`. */
export function offsetText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const parts = [
    [days, 'day'],
    [hours, 'hour'],
    [minutes, 'minute'],
  ] as const;
  return parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`)
    .join(' ');
}
