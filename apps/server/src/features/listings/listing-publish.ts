import {
  isPublicStatus,
  listingInputSchema,
  type ListingDetail,
  type ListingInput,
  type ListingStatus,
  type ListingUpdate,
} from '@estate/shared';
import type { Db } from '../../db/database.js';
import { agencySeatOf } from '../access/actor.js';
import type { IdempotencyClaim } from '../../lib/write-once.js';
import type { UserRow } from '../users/user.table.js';
import type { ListingCore, PublishOptions } from './listing-core.js';
import { assertMarketCurrency, materialEdit, NIL_UUID, stripUndefined, validationError } from './listing-edit-rules.js';
import { assertQuotaRoom, isDubai } from './listing-quota.js';
import { priceTypoError } from '../areas/price-sanity.js';
import { buildListingRow, cityKeyOf } from './listing-row.js';

const MEDIA_FIELDS = ['featured_image', 'gallery_images', 'videos', 'floor_plans'];

/** A new listing, and an edit of one. */
export function listingPublish(core: ListingCore) {
  const { deps, db, repo, media, changed, published, managed, detail } = core;

  return {
    /**
     * A new listing. With an `Idempotency-Key` (issue 38) the key is stored in the listing's own
     * transaction: a retry after a lost answer gets the listing the first request made.
     */
    async create(
      input: ListingInput,
      owner: UserRow,
      options: PublishOptions = {},
      claim: IdempotencyClaim | null = null,
    ): Promise<ListingDetail> {
      assertMarketCurrency(input);
      const write = async (tx: Db) => {
        // A member of an agency lists for it (issue 36); their earlier listings move only when they choose.
        const agencyId = (await agencySeatOf(tx, owner.id))?.agencyId ?? null;
        await assertQuotaRoom(tx, owner.id, agencyId, isDubai(input.country, cityKeyOf(input.city)));
        const needsApproval = await deps.moderation.requiresApproval(tx);
        const newId = await repo.nextId(tx);
        const built = buildListingRow(input, owner.id, newId, needsApproval ? 'pending' : undefined);
        // A price 100 times the area's usual pauses the publication; confirmed, a moderator checks it
        // (pending, so out of the statistics until approved).
        const typo = await deps.priceSanity?.offBy(tx, {
          cityKey: built.cityKey!,
          latitude: input.latitude,
          longitude: input.longitude,
          purpose: input.purpose,
          price: input.price,
          rentFrequency: input.rent_frequency,
          areaSqm: built.areaSqm,
          currency: input.currency,
        });
        if (typo && !options.priceConfirmed) throw priceTypoError(typo, input.currency);
        const row = { ...built, ...(typo ? { status: 'pending' } : {}), agencyId };
        await repo.insert(tx, row);
        const held = await deps.permits?.save(tx, {
          listing: { ...row, id: newId, cityKey: row.cityKey!, takenDownAt: null },
          userId: owner.id,
          permit: input,
        });
        if (held) await repo.update(tx, newId, { status: held });
        const claimed = await media.claimForListing(tx, {
          userId: owner.id,
          listingId: newId,
          featured: input.featured_image!,
          gallery: input.gallery_images,
          videos: input.videos,
          floorPlans: input.floor_plans,
        });
        await repo.update(tx, newId, { cover: claimed.cover, photoCount: claimed.photoCount });
        await repo.addPriceHistory(tx, newId, input.price, input.currency);
        await deps.units?.published(tx, newId, { differentUnit: options.differentUnit ?? false, created: true });
        // Issue 42: the risk score at publish may hold it for a moderator (pending, with its signals).
        await deps.riskCheck?.afterPublish(tx, newId, owner);
        await published(tx, newId);
        return newId;
      };
      const saved = claim
        ? await deps.once(claim, write, (newId) => ({ listing_id: newId }))
        : { value: await db.transaction(write), answer: null };
      const id = saved.value ?? saved.answer!.listing_id;
      if (saved.value !== null) changed(id, cityKeyOf(input.city));
      return detail(id, owner);
    },

    /** An edit: the stored listing merged with the changes must pass every rule again. */
    async update(id: number, changes: ListingUpdate, user: UserRow): Promise<ListingDetail> {
      const listing = await managed(id, user);
      const ids = (await media.mediaOfListing(db, id)).media_ids;
      const merged = listingInputSchema.safeParse({
        purpose: listing.purpose,
        area_type: listing.areaType,
        property_type: listing.propertyType,
        title: listing.title,
        description: listing.description,
        title_translation: listing.titleTranslation ?? '',
        description_translation: listing.descriptionTranslation ?? '',
        price: Number(listing.price),
        currency: listing.currency,
        rent_frequency: listing.rentFrequency ?? undefined,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        floors: listing.floors ?? undefined,
        amenities: listing.amenities,
        country: listing.country,
        city: listing.city,
        address: listing.address,
        latitude: listing.latitude,
        longitude: listing.longitude,
        area_unit: listing.areaUnit,
        area_size: Number(listing.areaSize),
        // Media left out of an edit stay as they are (an imported listing may have no cover yet).
        featured_image: ids.featured_image ?? NIL_UUID,
        gallery_images: ids.gallery_images,
        videos: ids.videos,
        floor_plans: ids.floor_plans,
        youtube_links: listing.youtubeLinks,
        ...stripUndefined(changes),
      });
      if (!merged.success) throw validationError(merged.error.issues);
      const input = merged.data;
      assertMarketCurrency(input);
      const mediaChanged = MEDIA_FIELDS.some((k) => k in changes);
      await db.transaction(async (tx) => {
        const {
          id: _id,
          status: _status,
          ...row
        } = buildListingRow(input, listing.ownerId, id, listing.status as ListingStatus);
        // An edit clears an administrator's rejection note: the listing goes back to the review queue.
        await repo.update(tx, id, { ...row, reviewNote: null });
        const moved = await deps.permits?.save(tx, { listing: { ...listing, ...row }, userId: user.id, permit: input });
        if (moved) await repo.update(tx, id, { status: moved });
        await deps.onChanged?.(tx, listing, moved ? { ...row, status: moved } : row);
        if (mediaChanged) {
          const claimed = await media.claimForListing(tx, {
            userId: user.id,
            listingId: id,
            featured: input.featured_image!,
            gallery: input.gallery_images,
            videos: input.videos,
            floorPlans: input.floor_plans,
          });
          await repo.update(tx, id, { cover: claimed.cover, photoCount: claimed.photoCount });
        }
        if (
          mediaChanged ||
          input.city !== listing.city ||
          input.purpose !== listing.purpose ||
          input.property_type !== listing.propertyType
        ) {
          await deps.units?.edited(tx, id);
        }
        if (input.price !== Number(listing.price) || input.currency !== listing.currency) {
          await repo.addPriceHistory(tx, id, input.price, input.currency);
        }
        // A price drop is news to saved searches whose maximum it now meets (issue 18).
        if (input.currency === listing.currency && input.price < Number(listing.price)) await published(tx, id);
        // While approval is required, new words, photos or a very different price are reviewed again
        // before anyone sees them (issue 38, attack S3): an approved listing cannot be rewritten live.
        const rewritten = materialEdit(listing, input, ids);
        if (rewritten && isPublicStatus(listing.status) && (await deps.moderation.requiresApproval(tx))) {
          await repo.update(tx, id, { status: 'pending' });
        }
      });
      changed(id, listing.cityKey, cityKeyOf(input.city));
      return detail(id, user);
    },
  };
}
