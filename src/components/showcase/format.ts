/**
 * Formatting that gives the same text in Node (server render) and every
 * browser: no locale or time-zone dependent APIs, so hydration never
 * rewrites what the reader already sees.
 */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function parts(iso: string): {y: number; m: number; d: number; hh: string; mm: string; weekday: number} {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
  if (!match) throw new Error(`Showcase: "${iso}" is not an ISO date.`);
  const [, y, m, d, hh = '00', mm = '00'] = match;
  const weekday = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay();
  return {y: Number(y), m: Number(m), d: Number(d), hh, mm, weekday};
}

/** "Sun 16 Nov 2025" */
export function formatDate(iso: string): string {
  const p = parts(iso);
  return `${weekdays[p.weekday]} ${p.d} ${months[p.m - 1]} ${p.y}`;
}

/** "16 Nov" */
export function formatShortDate(iso: string): string {
  const p = parts(iso);
  return `${p.d} ${months[p.m - 1]}`;
}

/** "16 Nov 2025, 07:42 UTC" */
export function formatDateTime(iso: string): string {
  const p = parts(iso);
  return `${p.d} ${months[p.m - 1]} ${p.y}, ${p.hh}:${p.mm} UTC`;
}

/** "07:42" (UTC) */
export function formatTime(iso: string): string {
  const p = parts(iso);
  return `${p.hh}:${p.mm}`;
}

/** 12345.6 → "12,346" */
export function formatNumber(value: number, decimals = 0): string {
  const fixed = value.toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** 27000 → "7 h 30 min" */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
