ALTER TABLE "listings" ADD COLUMN "has_video" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_public_video_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE has_video and status in ('for_sale', 'for_rent', 'active');--> statement-breakpoint
-- Whether a listing has a video: a YouTube link, or an upload of kind 'video' claimed by it.
CREATE FUNCTION listing_has_video(listing int, links text[]) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT cardinality(links) > 0
    OR EXISTS (SELECT 1 FROM uploads u WHERE u.listing_id = listing AND u.kind = 'video')
$$;
--> statement-breakpoint
-- A listing's own links: set as it is written (the uploads follow below).
CREATE FUNCTION listings_has_video_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.has_video := listing_has_video(NEW.id, NEW.youtube_links);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_has_video_insert BEFORE INSERT ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_has_video_row();
--> statement-breakpoint
CREATE TRIGGER listings_has_video_links BEFORE UPDATE OF youtube_links ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_has_video_row();
--> statement-breakpoint
-- A statement's changed uploads at once (transition tables): the listings they left or joined
-- are looked at again, and written only where the answer changed.
CREATE FUNCTION uploads_has_video_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE listings l SET has_video = listing_has_video(l.id, l.youtube_links)
      WHERE l.id IN (SELECT listing_id FROM new_rows WHERE kind = 'video')
        AND l.has_video IS DISTINCT FROM listing_has_video(l.id, l.youtube_links);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE listings l SET has_video = listing_has_video(l.id, l.youtube_links)
      WHERE l.id IN (SELECT listing_id FROM old_rows WHERE kind = 'video')
        AND l.has_video IS DISTINCT FROM listing_has_video(l.id, l.youtube_links);
  ELSE
    UPDATE listings l SET has_video = listing_has_video(l.id, l.youtube_links)
      WHERE l.id IN (SELECT listing_id FROM old_rows WHERE kind = 'video'
                     UNION SELECT listing_id FROM new_rows WHERE kind = 'video')
        AND l.has_video IS DISTINCT FROM listing_has_video(l.id, l.youtube_links);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER uploads_has_video_insert AFTER INSERT ON uploads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION uploads_has_video_sync();
--> statement-breakpoint
CREATE TRIGGER uploads_has_video_update AFTER UPDATE ON uploads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION uploads_has_video_sync();
--> statement-breakpoint
CREATE TRIGGER uploads_has_video_delete AFTER DELETE ON uploads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION uploads_has_video_sync();
--> statement-breakpoint
-- The listings already there.
UPDATE listings SET has_video = true
  WHERE cardinality(youtube_links) > 0 OR id IN (SELECT listing_id FROM uploads WHERE kind = 'video');
--> statement-breakpoint
-- The planner must know how few listings have a video, or it walks a city's listings to find them.
ANALYZE listings;
