// The HTML an end user sees in the sandbox: the consent page behind an
// authorization URL and the connections page. Plain server-rendered forms, so
// they work with the keyboard and without JavaScript.

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char]!);
}

const style = `
  body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f7fb;color:#1c1e21}
  main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
  .banner{background:#8a4b00;color:#fff;padding:.6rem 1rem;text-align:center;font-weight:600}
  h1{font-size:1.4rem;margin:.2rem 0 1rem}
  .actions{display:flex;gap:1rem;margin-top:1.5rem}
  button,a.button{font:inherit;padding:.6rem 1.4rem;border-radius:8px;border:2px solid #1f5fd6;cursor:pointer;text-decoration:none}
  .allow{background:#1f5fd6;color:#fff}.deny{background:#fff;color:#1f5fd6}
  button:focus-visible,a:focus-visible{outline:3px solid #111;outline-offset:2px}
  table{width:100%;border-collapse:collapse}td,th{padding:.5rem;border-bottom:1px solid #ddd;text-align:left}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ROOK sandbox</title><meta name="robots" content="noindex"><style>${style}</style></head>
<body><div class="banner" role="note">ROOK sandbox: a simulation for testing. No real account is connected and no real data is shared.</div>
<main>${body}</main></body></html>`;
}

export function consentPage(input: {source: string; userId: string; action: string}): string {
  return layout(
    `Connect ${input.source}`,
    `
<h1>Connect ${escapeHtml(input.source)} to ROOK</h1>
<p>This page stands in for ${escapeHtml(input.source)}'s own consent screen. Choose what the user
<strong>${escapeHtml(input.userId)}</strong> answers.</p>
<p>Allow links ${escapeHtml(input.source)} for this user: it becomes authorized and its data of the last 7 days becomes available.</p>
<form method="post" action="${escapeHtml(input.action)}">
  <div class="actions">
    <button class="allow" type="submit" name="decision" value="allow">Allow</button>
    <button class="deny" type="submit" name="decision" value="deny">Deny</button>
  </div>
</form>`,
  );
}

function messagePage(title: string, text: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

/** What a consent or connections link that is unknown, malformed or used answers (it says nothing about which). */
export function invalidLinkPage(what = 'This authorization link is unknown or was already used.'): string {
  return messagePage('Link not valid', `${what} Ask the app for a new one.`);
}

export interface ConnectionRow {
  source: string;
  authorized: boolean;
  connectUrl: string | null;
  note: string | null;
}

/** A user's connections page; `deleted` says when a revoke deleted the user (no source is connected then). */
export function connectionsPage(userId: string, rows: ConnectionRow[], deleted?: {source: string; at: string}): string {
  const body = rows
    .map((row) => {
      const state = row.authorized ? 'Connected' : 'Not connected';
      const action = row.connectUrl
        ? `<a class="button allow" href="${escapeHtml(row.connectUrl)}">Connect ${escapeHtml(row.source)}</a>`
        : '';
      const note = row.note ? `<br><small>${escapeHtml(row.note)}</small>` : '';
      return `<tr><th scope="row">${escapeHtml(row.source)}</th><td>${state}${note}</td><td>${action}</td></tr>`;
    })
    .join('');
  return layout(
    'Connections',
    `
<h1>Connections of ${escapeHtml(userId)}</h1>
${deleted ? `<p><strong>This user was deleted at ROOK</strong> when ${escapeHtml(deleted.source)} was revoked (${escapeHtml(deleted.at)}, sandbox time), as unlinking ${escapeHtml(deleted.source)} does at ROOK. Your backend creates the user again when it next asks for an authorization link.</p>` : ''}
<p>The data sources this user has connected in the sandbox. SDK sources (Apple Health, Health Connect, Samsung Health, Android) are linked from your app through the SDK, in the sandbox with the control call linkSdkSource.</p>
<table><thead><tr><th scope="col">Source</th><th scope="col">State</th><th scope="col">Action</th></tr></thead><tbody>${body}</tbody></table>`,
  );
}

/** A small round badge with the source's initials: a logo URL that resolves without any other host. */
export function logoSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeHtml(name)}"><circle cx="32" cy="32" r="32" fill="#1f5fd6"/><text x="32" y="40" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
}
