import { createHmac, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_LINK_SECONDS } from '@estate/shared';

/**
 * Links to verification documents (issue 37): `/api/verification/files/<id>/?exp=<unix>&sig=<hmac>`.
 * The signature (HMAC-SHA256 with the app secret `verification-documents`) covers the file, the
 * expiry and the viewer it was made for, so a link works VERIFICATION_LINK_SECONDS, for that
 * viewer only, and any change to it breaks it. The route checks the viewer's access again.
 */
export function documentLinks(secret: () => Promise<string>, now: () => number = Date.now) {
  const sign = (key: string, fileId: number, viewerId: number, exp: number) =>
    createHmac('sha256', key).update(`verification-file:${fileId}:${viewerId}:${exp}`).digest('base64url');

  return {
    async linkFor(fileId: number, viewerId: number): Promise<string> {
      const exp = Math.floor(now() / 1000) + VERIFICATION_LINK_SECONDS;
      const sig = sign(await secret(), fileId, viewerId, exp);
      return `/api/verification/files/${fileId}/?exp=${exp}&sig=${sig}`;
    },

    /** Whether a link's expiry and signature hold for this file and viewer now. */
    async holds(fileId: number, viewerId: number, exp: number, sig: string): Promise<boolean> {
      if (!Number.isSafeInteger(exp) || exp * 1000 < now()) return false;
      const expected = Buffer.from(sign(await secret(), fileId, viewerId, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type DocumentLinks = ReturnType<typeof documentLinks>;
