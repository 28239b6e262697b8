import { INQUIRY_LEAD_EVENTS, type InquiryChannel } from '@estate/shared';
import type { Executor } from '../../db/database.js';
import { isOwnedBy } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import { personIdentity } from './lead-identity.js';
import type { LeadContact, LeadRepository } from './lead.repository.js';

/** An inquiry from the listing page, as listing.service.ts hands it over in its transaction. */
export interface LeadInquiry {
  listing: { id: number; ownerId: number; agencyId: number | null; country: string };
  /** The seeker's account, when signed in. */
  userId: number | null;
  channel: InquiryChannel;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
}

/** A chat message as chat.service.ts hands it over in its transaction. */
export interface LeadChatMessage {
  senderId: number;
  receiverId: number;
  listingId: number | null;
  body: string;
}

/** Characters of a message kept on its contact event (the chat keeps the whole message). */
const MESSAGE_EXCERPT = 2000;

/** Contacts of a person with a lister, from the listing page's inquiries and from chat, recorded on their lead. */
export function leadContacts(repo: Pick<LeadRepository, 'recordContact' | 'recordReply' | 'listingForContact'>) {
  return {
    /**
     * An inquiry of the listing page becomes a contact of its lead, in the inquiry's transaction:
     * one statement (lead.repository.ts recordContact). The lead is the listing's agency's, or its
     * lone lister's, and goes to the listing's lister when new.
     */
    async recordInquiry(tx: Executor, inquiry: LeadInquiry): Promise<void> {
      // A lister trying their own listing's form is no lead.
      if (inquiry.userId !== null && isOwnedBy(inquiry.listing.ownerId, { id: inquiry.userId })) return;
      const who = personIdentity({
        phone: inquiry.phone,
        email: inquiry.email,
        userId: inquiry.userId,
        country: inquiry.listing.country,
      });
      if (!who) return;
      const event = INQUIRY_LEAD_EVENTS[inquiry.channel];
      await repo.recordContact(tx, {
        ...who,
        agencyId: inquiry.listing.agencyId,
        listerUserId: inquiry.listing.ownerId,
        listingId: inquiry.listing.id,
        personUserId: inquiry.userId,
        name: inquiry.name,
        kind: event.kind,
        channel: event.channel,
        payload: { message: inquiry.message.slice(0, MESSAGE_EXCERPT), name: inquiry.name },
      });
    },

    /**
     * A signed-in viewer revealed a listing's number (issue 42, J8.1): a `phone_reveal` contact of
     * their lead with the listing's lister, in the reveal's transaction. The lead is the one their
     * account already has there, else the one of their account (keyed by its e-mail, as a chat
     * message's); like chat, the lead shows no e-mail or phone of the account. A lister or a
     * colleague of the listing's agency revealing it is no lead.
     */
    async recordPhoneReveal(
      tx: Executor,
      listingId: number,
      viewer: Pick<UserRow, 'id' | 'fullName' | 'email' | 'emailVerifiedAt'>,
    ): Promise<void> {
      const confirmedEmail = viewer.emailVerifiedAt ? viewer.email.toLowerCase() : null;
      const listing = await repo.listingForContact(tx, listingId, viewer.id, confirmedEmail);
      if (!listing || listing.senderInAgency || isOwnedBy(listing.ownerId, viewer)) return;
      const personKey =
        listing.knownKey ??
        personIdentity({ email: viewer.email, userId: viewer.id, country: listing.country })!.personKey;
      await repo.recordContact(tx, {
        personKey,
        phoneE164: null,
        phoneRaw: null,
        email: null,
        agencyId: listing.agencyId,
        listerUserId: listing.ownerId,
        listingId: listing.id,
        personUserId: viewer.id,
        name: viewer.fullName,
        kind: 'phone_reveal',
        channel: 'phone',
        payload: {},
      });
    },

    /**
     * A chat message, in its transaction. About a listing, from a seeker to its lister (not a
     * colleague of the agency), it is a contact of the seeker's lead: the lead their account
     * already has there (a form inquiry they sent signed in), else the one of their account's
     * e-mail (unique and confirmed; an account's phone is neither). The lead shows no e-mail or
     * phone from the account: chat does not share them. Any other message may be a lister's or
     * assignee's first answer to a lead's person (recordReply).
     */
    async recordChatMessage(
      tx: Executor,
      message: LeadChatMessage,
      sender: Pick<UserRow, 'id' | 'fullName' | 'email' | 'emailVerifiedAt'>,
    ): Promise<void> {
      if (message.listingId !== null) {
        const confirmedEmail = sender.emailVerifiedAt ? sender.email.toLowerCase() : null;
        const listing = await repo.listingForContact(tx, message.listingId, sender.id, confirmedEmail);
        const toLister = listing && isOwnedBy(listing.ownerId, { id: message.receiverId });
        if (listing && toLister && !listing.senderInAgency) {
          const personKey =
            listing.knownKey ??
            personIdentity({ email: sender.email, userId: sender.id, country: listing.country })!.personKey;
          const contact: LeadContact = {
            personKey,
            phoneE164: null,
            phoneRaw: null,
            email: null,
            agencyId: listing.agencyId,
            listerUserId: listing.ownerId,
            listingId: listing.id,
            personUserId: sender.id,
            name: sender.fullName,
            kind: 'chat_message',
            channel: 'chat',
            payload: { message: message.body.slice(0, MESSAGE_EXCERPT) },
          };
          await repo.recordContact(tx, contact);
          return;
        }
      }
      await repo.recordReply(tx, message.senderId, message.receiverId);
    },
  };
}
