import type { InquiryAnswer, InquiryInput, PhoneRevealAnswer } from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/database.js';
import { maySeeListing } from '../access/listing-access.js';
import type { IdempotencyClaim } from '../../lib/write-once.js';
import type { UserRow } from '../users/user.table.js';
import { notFound, type InquiryViewer, type ListingCore } from './listing-core.js';
import { toComment } from './listing.presenter.js';

/** What visitors do with a listing: like it, comment, inquire, and the counted views and clicks. */
export function listingEngagement(core: ListingCore) {
  const { deps, db, repo, visible } = core;

  /**
   * The lister's numbers through the reveal; none (no error) for a lister without a number, or a
   * listing that is not public (its own lister trying the form).
   */
  async function revealedNumbers(id: number, viewer: InquiryViewer): Promise<PhoneRevealAnswer | null> {
    try {
      return await deps.revealPhone!(id, viewer);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  }

  return {
    /** Sets the like (`liked` given: safe to retry) or toggles it (the spec's form); answers the new state. */
    async like(id: number, user: UserRow, liked?: boolean): Promise<boolean> {
      await visible(id, user);
      return liked === undefined ? repo.toggleLike(user.id, id) : repo.setLike(user.id, id, liked);
    },

    likedIds: (userId: number) => repo.likedIds(userId),

    async addComment(id: number, body: string, author: UserRow, claim: IdempotencyClaim | null = null) {
      await visible(id, author);
      const by = { id: author.id, fullName: author.fullName, slug: author.slug, profilePicture: author.profilePicture };
      const saved = await deps.once(
        claim,
        (tx) => repo.addComment(id, author.id, body, tx),
        (row) => toComment({ ...row, author: by }, author.id),
      );
      return saved.answer;
    },

    /**
     * Saves an inquiry and counts it by channel. Phone, WhatsApp and SMS reveal the lister's
     * number (a "click" on the listing) as "Show number" does (issue 42): counted against the same
     * daily limits first, so that past them the inquiry answers their 429 and is not saved; the
     * inquiry itself is the lead's contact. E-mail keeps the lister's address private.
     */
    async inquire(
      id: number,
      input: InquiryInput,
      visitor: InquiryViewer & { key: string },
      claim: IdempotencyClaim | null = null,
    ): Promise<InquiryAnswer> {
      const found = await repo.findWithOwner(id);
      if (!found || !(await maySeeListing(db, visitor.user, found.listing))) throw notFound();
      const revealsPhone = input.channel !== 'email';
      const numbers = revealsPhone && deps.revealPhone ? await revealedNumbers(id, visitor) : null;
      const inquiry = {
        listingId: id,
        ownerId: found.owner.id,
        userId: visitor.user?.id ?? null,
        channel: input.channel,
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        message: input.message,
      };
      const { listing } = found;
      // Without the reveal wired (a service built without features/leads), the lister's own number.
      const phone = !revealsPhone
        ? null
        : !deps.revealPhone
          ? found.owner.phoneNumber || null
          : numbers && ((input.channel === 'whatsapp' && numbers.whatsapp) || numbers.phone);
      const answer: InquiryAnswer = {
        status: 'success',
        channel: input.channel,
        phone,
        message: revealsPhone
          ? 'Your inquiry was saved. You can now contact the lister directly.'
          : 'Your message was sent to the lister.',
      };
      const write = async (tx: Db) => {
        await repo.addInquiry(inquiry, tx);
        await deps.onInquiry?.(tx, {
          ...inquiry,
          listing: { id, ownerId: listing.ownerId, agencyId: listing.agencyId, country: listing.country },
        });
        return true;
      };
      // With an Idempotency-Key (a signed-in sender, issue 38) the inquiry is stored once however
      // often it is sent again; a retry is not counted as another click either.
      const saved = claim ? await deps.once(claim, write, () => answer) : { value: await db.transaction(write) };
      if (revealsPhone && saved.value) await repo.recordEvent(id, 'click', visitor.key);
      return answer;
    },

    async recordEvent(id: number, kind: 'view' | 'click' | 'share', visitor: { user: UserRow | null; key: string }) {
      await visible(id, visitor.user);
      return repo.recordEvent(id, kind, visitor.key);
    },
  };
}
