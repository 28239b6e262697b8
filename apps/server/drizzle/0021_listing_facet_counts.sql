CREATE TABLE "listing_facet_counts" (
	"city_key" text NOT NULL,
	"country" text NOT NULL,
	"purpose" text NOT NULL,
	"is_featured" boolean NOT NULL,
	"bedrooms" smallint NOT NULL,
	"price_band" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_facet_counts_city_key_country_purpose_is_featured_bedrooms_price_band_pk" PRIMARY KEY("city_key","country","purpose","is_featured","bedrooms","price_band")
);
--> statement-breakpoint
-- A price's band: a tenth of a decade (band b holds [10^(b/10), 10^((b+1)/10))), -1 below 1.
CREATE FUNCTION listing_price_band(price numeric) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN price < 1 THEN -1 ELSE floor(log(price::float8) * 10) END::smallint
$$;
--> statement-breakpoint
-- Adds signed listings (+1 now public, -1 no longer) to their facet row, in key order (two
-- transactions never wait on each other's rows in opposite orders).
CREATE FUNCTION listing_facet_counts_apply(signs int[], cities text[], countries text[], purposes text[], featured boolean[], rooms int[], prices numeric[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO listing_facet_counts AS c (city_key, country, purpose, is_featured, bedrooms, price_band, n)
  SELECT r.city_key, r.country, r.purpose, r.is_featured, least(greatest(r.bedrooms, 0), 1000)::smallint,
    listing_price_band(r.price), sum(r.sign)::int
  FROM unnest(signs, cities, countries, purposes, featured, rooms, prices)
    AS r(sign, city_key, country, purpose, is_featured, bedrooms, price)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(r.sign) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (city_key, country, purpose, is_featured, bedrooms, price_band) DO UPDATE SET n = c.n + excluded.n
$$;
--> statement-breakpoint
-- One statement's changed listings at once (transition tables). Public is listing.table.ts's
-- PUBLIC_SEARCH; an update counts only where a counted field changed.
CREATE FUNCTION listing_facet_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM listing_facet_counts_apply(array_agg(1), array_agg(city_key), array_agg(country), array_agg(purpose),
        array_agg(is_featured), array_agg(bedrooms), array_agg(price))
      FROM new_rows WHERE status IN ('for_sale', 'for_rent', 'active');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM listing_facet_counts_apply(array_agg(-1), array_agg(city_key), array_agg(country), array_agg(purpose),
        array_agg(is_featured), array_agg(bedrooms), array_agg(price))
      FROM old_rows WHERE status IN ('for_sale', 'for_rent', 'active');
  ELSE
    PERFORM listing_facet_counts_apply(array_agg(d.sign), array_agg(d.city_key), array_agg(d.country), array_agg(d.purpose),
        array_agg(d.is_featured), array_agg(d.bedrooms), array_agg(d.price))
      FROM (
        SELECT -1 AS sign, o.city_key, o.country, o.purpose, o.is_featured, o.bedrooms, o.price
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE o.status IN ('for_sale', 'for_rent', 'active')
            AND (o.status, o.city_key, o.country, o.purpose, o.is_featured, o.bedrooms, o.price)
              IS DISTINCT FROM (n.status, n.city_key, n.country, n.purpose, n.is_featured, n.bedrooms, n.price)
        UNION ALL
        SELECT 1, n.city_key, n.country, n.purpose, n.is_featured, n.bedrooms, n.price
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE n.status IN ('for_sale', 'for_rent', 'active')
            AND (o.status, o.city_key, o.country, o.purpose, o.is_featured, o.bedrooms, o.price)
              IS DISTINCT FROM (n.status, n.city_key, n.country, n.purpose, n.is_featured, n.bedrooms, n.price)
      ) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_facet_counts_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_counts_sync();
--> statement-breakpoint
CREATE TRIGGER listing_facet_counts_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_counts_sync();
--> statement-breakpoint
CREATE TRIGGER listing_facet_counts_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_counts_sync();
--> statement-breakpoint
-- The listings already there.
SELECT listing_facet_counts_apply(array_agg(1), array_agg(city_key), array_agg(country), array_agg(purpose),
    array_agg(is_featured), array_agg(bedrooms), array_agg(price))
  FROM listings WHERE status IN ('for_sale', 'for_rent', 'active');
