/**
 * The interface catalog's keys as a type (issue 40): `t('search.more_filters')` compiles, a key the
 * English catalog lacks does not. Types only: nothing here reaches the browser's bundle.
 *
 * A key is a path to a string (or, for `returnObjects`, to an array or object). Plural forms
 * (`_one`, `_other`…) and contexts (`_<context>`) are written in the catalog as suffixes; the
 * translator adds them, so the bare key is what callers write.
 */
import type { UI_CATALOG_SOURCES } from './ui-catalogs.js';

type Sources = typeof UI_CATALOG_SOURCES;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void
  ? I
  : never;

/** The English catalog, every file merged (each file owns its own top-level keys). */
export type EnglishCatalog = UnionToIntersection<Sources[keyof Sources]['en']>;

/** Every path of an object, `a`, `a.b`, `a.b.c`… */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? `${Prefix}${K}`
      : T[K] extends object
        ? `${Prefix}${K}` | Paths<T[K], `${Prefix}${K}.`>
        : never;
}[keyof T & string];

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** A key of the interface catalog, as callers write it. */
export type UiKey = WithoutPlural<Paths<EnglishCatalog>> | Paths<EnglishCatalog>;
