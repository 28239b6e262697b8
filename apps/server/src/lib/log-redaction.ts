/**
 * Query parameters that carry a secret: single-use link tokens (reset, verification, e-mail change,
 * invitations, unsubscribe, lead feedback) and signed download links. Their values never reach the
 * request log (issue 38, attack S7): whoever reads logs could otherwise use an opened reset link.
 */
const SECRET_PARAMS = /([?&](?:token|sig|signature|expires_sig)=)[^&#]*/gi;

/** The URL as the request log keeps it: every secret parameter's value replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** The `req` of Fastify's request log lines (its default fields), with the URL redacted. */
export function loggedRequest(req: {
  method: string;
  url: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
