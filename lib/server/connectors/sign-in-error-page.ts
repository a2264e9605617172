import "server-only";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A page a browser shows when a sign-in cannot return to its login (the OAuth callback's one refusal). */
export function signInErrorPage(status: number, message: string, connectorsUrl: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in not completed · Tollgate</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Sign-in not completed</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(connectorsUrl)}">Back to Connectors</a></p></body></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
