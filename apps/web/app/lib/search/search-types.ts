export type SearchView = 'list' | 'map';

/** A city of the gazetteer as the search form offers it (English value, name in the language). */
export interface CityOption {
  city: string;
  country: string;
  name: string;
  lat: number;
  lng: number;
  zoom: number;
}

export interface CountryOption {
  code: string;
  name: string;
  lat: number;
  lng: number;
  zoom: number;
}
