import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { awards } from '../awards/award.table.js';
import { blogComments, blogPosts } from '../blog/blog.table.js';
import { chatNotifications, chatTokens, userPresence } from '../chat/chat.table.js';
import { corporateInterest } from '../corporate/corporate.table.js';
import { adPlacements, creditLedger } from '../credits/credits.table.js';
import { demands } from '../demands/demand.table.js';
import { appFeedback } from '../feedback/feedback.table.js';
import { follows } from '../follows/follow.table.js';
import { listingComments, listingInquiries, listingLikes, listings } from '../listings/listing.table.js';
import { userNotifications } from '../notifications/notification.table.js';
import { serviceOffers, serviceRequests, serviceReviews } from '../services/service.table.js';
import { uploads } from '../uploads/upload.table.js';
import { sessions, users, type NewUserRow, type UserRow } from '../users/user.table.js';

/** What the anonymised row of a deleted account keeps in place of personal data. */
export type Anonymised = Pick<
  NewUserRow,
  | 'fullName'
  | 'email'
  | 'slug'
  | 'passwordHash'
  | 'phoneNumber'
  | 'gender'
  | 'designation'
  | 'bio'
  | 'address'
  | 'profilePicture'
  | 'coverPhoto'
  | 'accountStatus'
  | 'isVerified'
  | 'isAdmin'
  | 'deletedAt'
>;

/** SQL only; the rules of the account feature live in account.service.ts. */
export const accountRepository = {
  /** The user row, locked until the transaction ends (so two deletions cannot interleave). */
  async lockUser(tx: Db, id: number): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    return row;
  },

  /**
   * Deletes everything the user owns or did, except chat messages and the notifications others
   * hold about them, and answers the storage keys of every upload file that must go (their own
   * uploads and any upload attached to their listings). Counters kept on other people's content
   * (likes, comment counts, review averages) are put back in step. Runs inside the caller's
   * transaction.
   */
  async deleteOwnedData(tx: Db, userId: number): Promise<{ storageKeys: string[]; listingIds: number[] }> {
    const owned = await tx.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, userId));
    const listingIds = owned.map((l) => l.id);

    // Files: the rows go now (the cascade would take listing rows and strand the files anyway).
    const removedUploads = await tx
      .delete(uploads)
      .where(
        listingIds.length
          ? or(eq(uploads.userId, userId), inArray(uploads.listingId, listingIds))
          : eq(uploads.userId, userId),
      )
      .returning({ storageKeys: uploads.storageKeys });

    // Counters on other people's listings and posts.
    await tx.execute(sql`
      update listings set likes = greatest(likes - 1, 0)
      where owner_id <> ${userId} and id in (select listing_id from listing_likes where user_id = ${userId})`);
    await tx.execute(sql`
      update listings l set comments_count = greatest(l.comments_count - c.n, 0)
      from (select listing_id, count(*)::int as n from listing_comments where user_id = ${userId} group by listing_id) c
      where l.id = c.listing_id and l.owner_id <> ${userId}`);
    await tx.execute(sql`
      update blog_posts p set comments_count = greatest(p.comments_count - c.n, 0)
      from (select post_id, count(*)::int as n from blog_comments where user_id = ${userId} group by post_id) c
      where p.id = c.post_id and p.author_id <> ${userId}`);
    const reviewed = rowsOf<{ service_id: number }>(
      await tx.execute(sql`
        select distinct service_id from service_reviews
        where reviewer_id = ${userId} and provider_id <> ${userId}`),
    ).map((r) => Number(r.service_id));

    await tx.delete(listingLikes).where(eq(listingLikes.userId, userId));
    await tx.delete(listingComments).where(eq(listingComments.userId, userId));
    await tx.delete(blogComments).where(eq(blogComments.userId, userId));
    await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
    await tx.delete(demands).where(eq(demands.userId, userId));
    await tx.delete(awards).where(eq(awards.userId, userId));
    await tx.delete(adPlacements).where(eq(adPlacements.userId, userId));
    await tx.delete(blogPosts).where(eq(blogPosts.authorId, userId));
    await tx
      .delete(serviceReviews)
      .where(or(eq(serviceReviews.reviewerId, userId), eq(serviceReviews.providerId, userId)));
    await tx
      .delete(serviceRequests)
      .where(or(eq(serviceRequests.requesterId, userId), eq(serviceRequests.providerId, userId)));
    await tx.delete(serviceOffers).where(eq(serviceOffers.providerId, userId));
    if (reviewed.length) {
      await tx.execute(sql`
        update service_offers s set
          rating_count = (select count(*)::int from service_reviews r where r.service_id = s.id),
          rating_avg = (select round(avg(r.rating), 2) from service_reviews r where r.service_id = s.id)
        where s.id in (${sql.join(
          reviewed.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }
    // Inquiries they received go with their listings; those they sent stay with the lister who got them.
    await tx.delete(listingInquiries).where(eq(listingInquiries.ownerId, userId));
    await tx.update(listingInquiries).set({ userId: null }).where(eq(listingInquiries.userId, userId));
    await tx.delete(listings).where(eq(listings.ownerId, userId));
    await tx.delete(userNotifications).where(eq(userNotifications.userId, userId));
    // Their own inbox of message notifications; the ones others hold about them stay readable.
    await tx.delete(chatNotifications).where(eq(chatNotifications.userId, userId));
    await tx.delete(userPresence).where(eq(userPresence.userId, userId));
    await tx.delete(chatTokens).where(eq(chatTokens.userId, userId));
    await tx.delete(creditLedger).where(eq(creditLedger.userId, userId));
    await tx.delete(corporateInterest).where(eq(corporateInterest.userId, userId));
    await tx.update(appFeedback).set({ userId: null }).where(eq(appFeedback.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));

    return { storageKeys: removedUploads.flatMap((u) => u.storageKeys), listingIds };
  },

  /** The inquiries the user sent no longer name their account (the lister keeps what they were sent). */
  async unlinkSentInquiries(tx: Db, userId: number): Promise<void> {
    await tx.update(listingInquiries).set({ userId: null }).where(eq(listingInquiries.userId, userId));
  },

  async anonymise(tx: Db, userId: number, values: Anonymised): Promise<void> {
    await tx
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId));
  },
};
