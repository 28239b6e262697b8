CREATE TABLE "area_price_stats" (
	"month" date NOT NULL,
	"country" text NOT NULL,
	"city_key" text NOT NULL,
	"area" text NOT NULL,
	"purpose" text NOT NULL,
	"property_type" text NOT NULL,
	"size_class" text NOT NULL,
	"currency" text NOT NULL,
	"listings" integer NOT NULL,
	"price_p25" double precision NOT NULL,
	"price_p50" double precision NOT NULL,
	"price_p75" double precision NOT NULL,
	"sqm_p25" double precision NOT NULL,
	"sqm_p50" double precision NOT NULL,
	"sqm_p75" double precision NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_price_stats_city_key_area_property_type_purpose_size_class_month_pk" PRIMARY KEY("city_key","area","property_type","purpose","size_class","month")
);
--> statement-breakpoint
CREATE TABLE "market_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "area_name" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "final_price" numeric(15, 2);--> statement-breakpoint
CREATE INDEX "area_price_stats_month_idx" ON "area_price_stats" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "market_areas_name_key" ON "market_areas" USING btree ("city_key","name_en");--> statement-breakpoint
CREATE INDEX "listings_comparables_idx" ON "listings" USING btree ("city_key","area_name","purpose","property_type","created_at") WHERE status in ('for_sale', 'for_rent', 'active', 'sold', 'rented') and taken_down_at is null;--> statement-breakpoint
-- The comparables' index with the columns the price check and the monthly job read (drizzle's
-- builder has no INCLUDE): both read it alone, a city or an area at a time.
DROP INDEX "listings_comparables_idx";--> statement-breakpoint
CREATE INDEX "listings_comparables_idx" ON "listings" USING btree ("city_key","area_name","purpose","property_type","created_at")
  INCLUDE ("price", "currency", "rent_frequency", "area_sqm", "bedrooms", "country", "area_type", "unit_group_id", "id")
  WHERE status in ('for_sale', 'for_rent', 'active', 'sold', 'rented') and taken_down_at is null;--> statement-breakpoint
-- The gazetteer's areas (packages/shared/src/listing/gazetteer-data.json; a test checks they match).
INSERT INTO "market_areas" ("country", "city", "city_key", "name_en", "name_ar", "lat", "lng") VALUES
  ('PK', 'Lahore', 'lahore', 'DHA Phase 5', 'دي إتش إيه المرحلة 5', 31.4626, 74.409),
  ('PK', 'Lahore', 'lahore', 'DHA Phase 6', 'دي إتش إيه المرحلة 6', 31.4707, 74.4558),
  ('PK', 'Lahore', 'lahore', 'Gulberg III', 'غولبرغ 3', 31.512, 74.344),
  ('PK', 'Lahore', 'lahore', 'Bahria Town', 'بحرية تاون', 31.367, 74.185),
  ('PK', 'Lahore', 'lahore', 'Johar Town', 'جوهر تاون', 31.4697, 74.2728),
  ('PK', 'Lahore', 'lahore', 'Model Town', 'موديل تاون', 31.484, 74.326),
  ('PK', 'Lahore', 'lahore', 'Wapda Town', 'وابدا تاون', 31.434, 74.265),
  ('PK', 'Lahore', 'lahore', 'Garden Town', 'غاردن تاون', 31.5005, 74.32),
  ('PK', 'Lahore', 'lahore', 'Lahore Cantt', 'معسكر لاهور', 31.515, 74.383),
  ('PK', 'Karachi', 'karachi', 'DHA Phase 6', 'دي إتش إيه المرحلة 6', 24.8003, 67.0627),
  ('PK', 'Karachi', 'karachi', 'Clifton', 'كليفتون', 24.8138, 67.03),
  ('PK', 'Karachi', 'karachi', 'Gulshan-e-Iqbal', 'كلشن إقبال', 24.918, 67.0971),
  ('PK', 'Karachi', 'karachi', 'PECHS', 'بي إي سي إتش إس', 24.8697, 67.064),
  ('PK', 'Karachi', 'karachi', 'North Nazimabad', 'ناظم آباد الشمالية', 24.942, 67.038),
  ('PK', 'Karachi', 'karachi', 'Gulistan-e-Johar', 'كلستان جوهر', 24.914, 67.13),
  ('PK', 'Karachi', 'karachi', 'Bahria Town Karachi', 'بحرية تاون كراتشي', 25.005, 67.31),
  ('PK', 'Islamabad', 'islamabad', 'F-6', 'إف 6', 33.729, 73.076),
  ('PK', 'Islamabad', 'islamabad', 'F-7', 'إف 7', 33.721, 73.054),
  ('PK', 'Islamabad', 'islamabad', 'E-7', 'إي 7', 33.737, 73.054),
  ('PK', 'Islamabad', 'islamabad', 'F-10', 'إف 10', 33.695, 73.012),
  ('PK', 'Islamabad', 'islamabad', 'F-11', 'إف 11', 33.684, 72.988),
  ('PK', 'Islamabad', 'islamabad', 'G-11', 'جي 11', 33.668, 72.999),
  ('PK', 'Islamabad', 'islamabad', 'Blue Area', 'المنطقة الزرقاء', 33.7077, 73.0551),
  ('PK', 'Islamabad', 'islamabad', 'DHA Phase 2', 'دي إتش إيه المرحلة 2', 33.529, 73.156),
  ('PK', 'Islamabad', 'islamabad', 'Bani Gala', 'بني غالا', 33.717, 73.158),
  ('PK', 'Rawalpindi', 'rawalpindi', 'Saddar', 'صدر', 33.595, 73.053),
  ('PK', 'Rawalpindi', 'rawalpindi', 'Satellite Town', 'ساتلايت تاون', 33.635, 73.066),
  ('PK', 'Rawalpindi', 'rawalpindi', 'Bahria Town Phase 8', 'بحرية تاون المرحلة 8', 33.49, 73.1),
  ('PK', 'Rawalpindi', 'rawalpindi', 'Chaklala Scheme 3', 'تشكلالا المخطط 3', 33.586, 73.09),
  ('PK', 'Rawalpindi', 'rawalpindi', 'Westridge', 'ويستريدج', 33.604, 73.018),
  ('PK', 'Faisalabad', 'faisalabad', 'Madina Town', 'مدينة تاون', 31.428, 73.11),
  ('PK', 'Faisalabad', 'faisalabad', 'Peoples Colony', 'بيبلز كولوني', 31.406, 73.1),
  ('PK', 'Faisalabad', 'faisalabad', 'D Ground', 'دي غراوند', 31.411, 73.108),
  ('PK', 'Faisalabad', 'faisalabad', 'Susan Road', 'طريق سوزان', 31.433, 73.1),
  ('PK', 'Faisalabad', 'faisalabad', 'Canal Road', 'طريق القناة', 31.405, 73.127),
  ('PK', 'Multan', 'multan', 'Gulgasht Colony', 'غلغشت كولوني', 30.214, 71.482),
  ('PK', 'Multan', 'multan', 'Multan Cantt', 'معسكر ملتان', 30.184, 71.444),
  ('PK', 'Multan', 'multan', 'Bosan Road', 'طريق بوسان', 30.229, 71.47),
  ('PK', 'Multan', 'multan', 'Shah Rukn-e-Alam Colony', 'مستعمرة شاه ركن عالم', 30.179, 71.496),
  ('PK', 'Multan', 'multan', 'Model Town', 'موديل تاون', 30.2, 71.466),
  ('PK', 'Peshawar', 'peshawar', 'Hayatabad', 'حياة آباد', 33.985, 71.44),
  ('PK', 'Peshawar', 'peshawar', 'University Town', 'يونيفرستي تاون', 34.004, 71.491),
  ('PK', 'Peshawar', 'peshawar', 'Peshawar Cantt', 'معسكر بيشاور', 34, 71.54),
  ('PK', 'Peshawar', 'peshawar', 'Gulbahar', 'كلبهار', 34.019, 71.586),
  ('PK', 'Peshawar', 'peshawar', 'Regi Model Town', 'ريجي موديل تاون', 34.005, 71.39),
  ('AE', 'Dubai', 'dubai', 'Dubai Marina', 'دبي مارينا', 25.0805, 55.1403),
  ('AE', 'Dubai', 'dubai', 'Downtown Dubai', 'وسط مدينة دبي', 25.1972, 55.2744),
  ('AE', 'Dubai', 'dubai', 'Jumeirah Village Circle', 'قرية جميرا الدائرية', 25.059, 55.209),
  ('AE', 'Dubai', 'dubai', 'Business Bay', 'الخليج التجاري', 25.186, 55.265),
  ('AE', 'Dubai', 'dubai', 'Palm Jumeirah', 'نخلة جميرا', 25.1124, 55.139),
  ('AE', 'Dubai', 'dubai', 'Al Barsha', 'البرشاء', 25.112, 55.198),
  ('AE', 'Dubai', 'dubai', 'Jumeirah Lake Towers', 'أبراج بحيرات جميرا', 25.0693, 55.1414),
  ('AE', 'Dubai', 'dubai', 'Arabian Ranches', 'المرابع العربية', 25.053, 55.27),
  ('AE', 'Dubai', 'dubai', 'Dubai Hills Estate', 'دبي هيلز استيت', 25.112, 55.245),
  ('AE', 'Dubai', 'dubai', 'Deira', 'ديرة', 25.271, 55.3075),
  ('AE', 'Abu Dhabi', 'abu dhabi', 'Al Reem Island', 'جزيرة الريم', 24.499, 54.406),
  ('AE', 'Abu Dhabi', 'abu dhabi', 'Saadiyat Island', 'جزيرة السعديات', 24.545, 54.435),
  ('AE', 'Abu Dhabi', 'abu dhabi', 'Yas Island', 'جزيرة ياس', 24.496, 54.608),
  ('AE', 'Abu Dhabi', 'abu dhabi', 'Khalifa City', 'مدينة خليفة', 24.419, 54.578),
  ('AE', 'Abu Dhabi', 'abu dhabi', 'Al Raha Beach', 'شاطئ الراحة', 24.45, 54.605),
  ('AE', 'Abu Dhabi', 'abu dhabi', 'Al Khalidiyah', 'الخالدية', 24.471, 54.35),
  ('AE', 'Abu Dhabi', 'abu dhabi', 'Mohammed Bin Zayed City', 'مدينة محمد بن زايد', 24.339, 54.542),
  ('AE', 'Sharjah', 'sharjah', 'Al Majaz', 'المجاز', 25.326, 55.388),
  ('AE', 'Sharjah', 'sharjah', 'Al Nahda', 'النهدة', 25.299, 55.373),
  ('AE', 'Sharjah', 'sharjah', 'Al Khan', 'الخان', 25.329, 55.366),
  ('AE', 'Sharjah', 'sharjah', 'Al Taawun', 'التعاون', 25.313, 55.374),
  ('AE', 'Sharjah', 'sharjah', 'Muwaileh', 'مويلح', 25.295, 55.46),
  ('AE', 'Sharjah', 'sharjah', 'Aljada', 'الجادة', 25.308, 55.474),
  ('AE', 'Ajman', 'ajman', 'Al Nuaimiya', 'النعيمية', 25.392, 55.456),
  ('AE', 'Ajman', 'ajman', 'Al Rashidiya', 'الراشدية', 25.408, 55.438),
  ('AE', 'Ajman', 'ajman', 'Ajman Corniche', 'كورنيش عجمان', 25.417, 55.437),
  ('AE', 'Ajman', 'ajman', 'Al Jurf', 'الجرف', 25.4, 55.485),
  ('AE', 'Ajman', 'ajman', 'Al Rawda', 'الروضة', 25.388, 55.487),
  ('AE', 'Ajman', 'ajman', 'Al Mowaihat', 'المويهات', 25.387, 55.47),
  ('SA', 'Riyadh', 'riyadh', 'Al Olaya', 'العليا', 24.693, 46.685),
  ('SA', 'Riyadh', 'riyadh', 'Al Malqa', 'الملقا', 24.807, 46.611),
  ('SA', 'Riyadh', 'riyadh', 'Al Narjis', 'النرجس', 24.856, 46.664),
  ('SA', 'Riyadh', 'riyadh', 'Hittin', 'حطين', 24.765, 46.6),
  ('SA', 'Riyadh', 'riyadh', 'Al Yasmin', 'الياسمين', 24.826, 46.645),
  ('SA', 'Riyadh', 'riyadh', 'Al Sahafa', 'الصحافة', 24.799, 46.637),
  ('SA', 'Riyadh', 'riyadh', 'Al Aqiq', 'العقيق', 24.77, 46.625),
  ('SA', 'Riyadh', 'riyadh', 'Al Wurud', 'الورود', 24.727, 46.677),
  ('SA', 'Riyadh', 'riyadh', 'Al Rawdah', 'الروضة', 24.737, 46.76),
  ('SA', 'Jeddah', 'jeddah', 'Al Rawdah', 'الروضة', 21.562, 39.158),
  ('SA', 'Jeddah', 'jeddah', 'Ash Shati', 'الشاطئ', 21.597, 39.112),
  ('SA', 'Jeddah', 'jeddah', 'Al Hamra', 'الحمراء', 21.527, 39.162),
  ('SA', 'Jeddah', 'jeddah', 'Al Zahra', 'الزهراء', 21.579, 39.14),
  ('SA', 'Jeddah', 'jeddah', 'Obhur', 'أبحر', 21.73, 39.09),
  ('SA', 'Jeddah', 'jeddah', 'Al Salamah', 'السلامة', 21.593, 39.158),
  ('SA', 'Jeddah', 'jeddah', 'Al Balad', 'البلد', 21.485, 39.187),
  ('SA', 'Dammam', 'dammam', 'Al Faisaliyah', 'الفيصلية', 26.406, 50.052),
  ('SA', 'Dammam', 'dammam', 'Ash Shati', 'الشاطئ', 26.46, 50.115),
  ('SA', 'Dammam', 'dammam', 'Al Mazruiyah', 'المزروعية', 26.43, 50.1),
  ('SA', 'Dammam', 'dammam', 'Al Muraikabat', 'المريكبات', 26.418, 50.09),
  ('SA', 'Dammam', 'dammam', 'Al Nakheel', 'النخيل', 26.395, 50.145),
  ('SA', 'Mecca', 'mecca', 'Al Aziziyah', 'العزيزية', 21.396, 39.879),
  ('SA', 'Mecca', 'mecca', 'Al Awali', 'العوالي', 21.347, 39.883),
  ('SA', 'Mecca', 'mecca', 'Al Shawqiyah', 'الشوقية', 21.378, 39.814),
  ('SA', 'Mecca', 'mecca', 'Al Rusayfah', 'الرصيفة', 21.403, 39.817),
  ('SA', 'Mecca', 'mecca', 'Al Sharaie', 'الشرائع', 21.44, 39.915),
  ('SA', 'Medina', 'medina', 'Quba', 'قباء', 24.439, 39.62),
  ('SA', 'Medina', 'medina', 'Sultanah', 'سلطانة', 24.483, 39.583),
  ('SA', 'Medina', 'medina', 'Al Aziziyah', 'العزيزية', 24.424, 39.636),
  ('SA', 'Medina', 'medina', 'Al Anbariyah', 'العنبرية', 24.47, 39.595),
  ('SA', 'Medina', 'medina', 'Al Awali', 'العوالي', 24.45, 39.63),
  ('SA', 'Khobar', 'khobar', 'Al Khobar Al Shamalia', 'الخبر الشمالية', 26.296, 50.208),
  ('SA', 'Khobar', 'khobar', 'Al Ulaya', 'العليا', 26.269, 50.196),
  ('SA', 'Khobar', 'khobar', 'Al Aqrabiyah', 'العقربية', 26.293, 50.193),
  ('SA', 'Khobar', 'khobar', 'Al Rakah', 'الراكة', 26.345, 50.195),
  ('SA', 'Khobar', 'khobar', 'Al Thuqbah', 'الثقبة', 26.266, 50.181),
  ('EG', 'Cairo', 'cairo', 'Zamalek', 'الزمالك', 30.0609, 31.2197),
  ('EG', 'Cairo', 'cairo', 'Maadi', 'المعادي', 29.9602, 31.2569),
  ('EG', 'Cairo', 'cairo', 'Heliopolis', 'مصر الجديدة', 30.09, 31.323),
  ('EG', 'Cairo', 'cairo', 'Nasr City', 'مدينة نصر', 30.056, 31.34),
  ('EG', 'Cairo', 'cairo', 'Garden City', 'جاردن سيتي', 30.038, 31.231),
  ('EG', 'Cairo', 'cairo', 'Downtown Cairo', 'وسط البلد', 30.048, 31.24),
  ('EG', 'Cairo', 'cairo', 'Mokattam', 'المقطم', 30.013, 31.3),
  ('EG', 'Giza', 'giza', 'Dokki', 'الدقي', 30.038, 31.212),
  ('EG', 'Giza', 'giza', 'Mohandessin', 'المهندسين', 30.056, 31.2),
  ('EG', 'Giza', 'giza', 'Agouza', 'العجوزة', 30.054, 31.211),
  ('EG', 'Giza', 'giza', 'Haram', 'الهرم', 29.995, 31.155),
  ('EG', 'Giza', 'giza', 'Sheikh Zayed City', 'مدينة الشيخ زايد', 30.04, 30.983),
  ('EG', 'Giza', 'giza', '6th of October City', 'مدينة السادس من أكتوبر', 29.938, 30.913),
  ('EG', 'Alexandria', 'alexandria', 'Smouha', 'سموحة', 31.215, 29.945),
  ('EG', 'Alexandria', 'alexandria', 'Stanley', 'ستانلي', 31.235, 29.948),
  ('EG', 'Alexandria', 'alexandria', 'Sidi Gaber', 'سيدي جابر', 31.219, 29.942),
  ('EG', 'Alexandria', 'alexandria', 'Roushdy', 'رشدي', 31.227, 29.958),
  ('EG', 'Alexandria', 'alexandria', 'Gleem', 'جليم', 31.243, 29.962),
  ('EG', 'Alexandria', 'alexandria', 'Miami', 'ميامي', 31.267, 30),
  ('EG', 'Alexandria', 'alexandria', 'Montaza', 'المنتزه', 31.285, 30.015),
  ('EG', 'New Cairo', 'new cairo', 'Fifth Settlement', 'التجمع الخامس', 30.008, 31.428),
  ('EG', 'New Cairo', 'new cairo', 'El Rehab City', 'مدينة الرحاب', 30.06, 31.495),
  ('EG', 'New Cairo', 'new cairo', 'Madinaty', 'مدينتي', 30.107, 31.638),
  ('EG', 'New Cairo', 'new cairo', 'Katameya Heights', 'القطامية هايتس', 29.985, 31.419),
  ('EG', 'New Cairo', 'new cairo', 'Mivida', 'ميفيدا', 30.013, 31.515),
  ('EG', 'New Cairo', 'new cairo', 'First Settlement', 'التجمع الأول', 30.06, 31.455),
  ('QA', 'Doha', 'doha', 'The Pearl', 'اللؤلؤة', 25.371, 51.551),
  ('QA', 'Doha', 'doha', 'West Bay', 'الخليج الغربي', 25.322, 51.529),
  ('QA', 'Doha', 'doha', 'Lusail', 'لوسيل', 25.42, 51.49),
  ('QA', 'Doha', 'doha', 'Al Sadd', 'السد', 25.285, 51.498),
  ('QA', 'Doha', 'doha', 'Msheireb', 'مشيرب', 25.286, 51.526),
  ('QA', 'Doha', 'doha', 'Al Waab', 'الوعب', 25.263, 51.468),
  ('QA', 'Doha', 'doha', 'Al Gharrafa', 'الغرافة', 25.338, 51.445);--> statement-breakpoint
-- A point's area: the nearest of its city's areas within 2 km (AREA_RADIUS_KM), by the haversine
-- distance of distanceKm() in packages/shared (areaOfPoint() there is the same rule in code).
CREATE FUNCTION listing_area(p_city_key text, p_lat double precision, p_lng double precision) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  select a.name_en from (
    select m.name_en, 2 * 6371 * asin(least(1, sqrt(
      power(sin(radians(m.lat - p_lat) / 2), 2)
      + cos(radians(p_lat)) * cos(radians(m.lat)) * power(sin(radians(m.lng - p_lng) / 2), 2)))) as km
    from market_areas m where m.city_key = p_city_key
  ) a where a.km <= 2 order by a.km, a.name_en limit 1
$$;--> statement-breakpoint
CREATE FUNCTION listings_set_area() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new.area_name := listing_area(new.city_key, new.latitude, new.longitude);
  return new;
end
$$;--> statement-breakpoint
CREATE TRIGGER listings_area BEFORE INSERT OR UPDATE OF latitude, longitude, city_key ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_set_area();--> statement-breakpoint
UPDATE listings SET area_name = listing_area(city_key, latitude, longitude);--> statement-breakpoint
-- The size class of the statistics (sizeClassOf() in packages/shared/src/areas/size-class.ts):
-- in Pakistan by land size in marla (25.29285264 m²), elsewhere homes by bedrooms, the rest 'other'.
CREATE FUNCTION listing_size_class(country text, area_type text, area_sqm double precision, bedrooms integer)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case
    when country = 'PK' then case
      when area_sqm / 25.29285264 between 4.5 and 5.5 then '5_marla'
      when area_sqm / 25.29285264 between 9 and 11 then '10_marla'
      when area_sqm / 25.29285264 between 18 and 22 then '1_kanal'
      when area_sqm / 25.29285264 between 36 and 44 then '2_kanal'
      else 'other' end
    when area_type <> 'residential' then 'other'
    when bedrooms <= 0 then 'studio'
    when bedrooms >= 4 then '4_bed_plus'
    else bedrooms || '_bed' end
$$;
