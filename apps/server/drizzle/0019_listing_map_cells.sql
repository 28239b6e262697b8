CREATE TABLE "listing_map_cells" (
	"zoom" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"country" text NOT NULL,
	"city_key" text NOT NULL,
	"purpose" text NOT NULL,
	"n" integer NOT NULL,
	"sum_lng" double precision NOT NULL,
	"sum_lat" double precision NOT NULL,
	CONSTRAINT "listing_map_cells_zoom_cx_cy_country_city_key_purpose_pk" PRIMARY KEY("zoom","cx","cy","country","city_key","purpose")
);
--> statement-breakpoint
-- Adds signed listings (+1 now public, -1 no longer) to their cell at every zoom from 2 to 15, in
-- key order (two transactions never wait on each other's cells in opposite orders).
CREATE FUNCTION listing_map_cells_apply(signs int[], lngs float8[], lats float8[], countries text[], cities text[], purposes text[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO listing_map_cells AS c (zoom, cx, cy, country, city_key, purpose, n, sum_lng, sum_lat)
  SELECT z, floor(r.lng / (112.5 / 2 ^ z))::int,
    floor(degrees(ln(tan(pi() / 4 + radians(least(85, greatest(-85, r.lat))) / 2))) / (112.5 / 2 ^ z))::int,
    r.country, r.city_key, r.purpose, sum(r.sign)::int, sum(r.sign * r.lng), sum(r.sign * r.lat)
  FROM unnest(signs, lngs, lats, countries, cities, purposes) AS r(sign, lng, lat, country, city_key, purpose)
  CROSS JOIN generate_series(2, 15) AS z
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(r.sign) <> 0 OR sum(r.sign * r.lng) <> 0 OR sum(r.sign * r.lat) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (zoom, cx, cy, country, city_key, purpose) DO UPDATE
    SET n = c.n + excluded.n, sum_lng = c.sum_lng + excluded.sum_lng, sum_lat = c.sum_lat + excluded.sum_lat
$$;
--> statement-breakpoint
-- One statement's changed listings at once (transition tables), whatever their number. Public is
-- listing.table.ts's PUBLIC_SEARCH; an update counts only where the public place changed.
CREATE FUNCTION listing_map_cells_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM listing_map_cells_apply(array_agg(1), array_agg(location[0]), array_agg(location[1]),
        array_agg(country), array_agg(city_key), array_agg(purpose))
      FROM new_rows WHERE status IN ('for_sale', 'for_rent', 'active');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM listing_map_cells_apply(array_agg(-1), array_agg(location[0]), array_agg(location[1]),
        array_agg(country), array_agg(city_key), array_agg(purpose))
      FROM old_rows WHERE status IN ('for_sale', 'for_rent', 'active');
  ELSE
    PERFORM listing_map_cells_apply(array_agg(d.sign), array_agg(d.lng), array_agg(d.lat),
        array_agg(d.country), array_agg(d.city_key), array_agg(d.purpose))
      FROM (
        SELECT -1 AS sign, o.location[0] AS lng, o.location[1] AS lat, o.country, o.city_key, o.purpose
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE o.status IN ('for_sale', 'for_rent', 'active')
            AND (o.status, o.location[0], o.location[1], o.country, o.city_key, o.purpose)
              IS DISTINCT FROM (n.status, n.location[0], n.location[1], n.country, n.city_key, n.purpose)
        UNION ALL
        SELECT 1, n.location[0], n.location[1], n.country, n.city_key, n.purpose
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE n.status IN ('for_sale', 'for_rent', 'active')
            AND (o.status, o.location[0], o.location[1], o.country, o.city_key, o.purpose)
              IS DISTINCT FROM (n.status, n.location[0], n.location[1], n.country, n.city_key, n.purpose)
      ) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_map_cells_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_sync();
--> statement-breakpoint
CREATE TRIGGER listing_map_cells_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_sync();
--> statement-breakpoint
CREATE TRIGGER listing_map_cells_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_sync();
--> statement-breakpoint
-- The listings already there.
SELECT listing_map_cells_apply(array_agg(1), array_agg(location[0]), array_agg(location[1]),
    array_agg(country), array_agg(city_key), array_agg(purpose))
  FROM listings WHERE status IN ('for_sale', 'for_rent', 'active');
