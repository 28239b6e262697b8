/**
 * The index keys of a photo's dHash (issue 37, decision 0048). The 64 bits are cut into 8 bytes.
 * Two hashes within Hamming distance 6 differ in at most 6 of the 8 bytes, so at least 2 bytes are
 * equal, and they share the key of that pair of bytes: the 28 keys of a hash (one per pair of byte
 * positions, with both bytes' values) find every near match, and each key is 16 bits of the hash
 * rather than 8, so a key finds 256 times fewer unrelated photos than a single byte would. The
 * listing's scope (city, purpose, property type: candidates share it) is mixed into every key, so
 * the index answers only photos of the same kind of listing in the same city.
 */
export const NEAR_DISTANCE = 6;
export const BANDS = 8;

/** The hash's 8 bytes, lowest first. */
export function bandsOf(hash: bigint): number[] {
  const unsigned = BigInt.asUintN(64, hash);
  return Array.from({ length: BANDS }, (_, i) => Number((unsigned >> BigInt(8 * i)) & 0xffn));
}

/** What a listing's photos are compared within: the same city, purpose and property type. */
export interface PhotoScope {
  cityKey: string;
  purpose: string;
  propertyType: string;
}

/** 32-bit FNV-1a of a string (then more bytes through `mix`): fast, stable across processes. */
function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
function mix(h: number, byte: number): number {
  return Math.imul(h ^ byte, 0x01000193) >>> 0;
}

export const scopeSeed = (scope: PhotoScope) => fnv(`${scope.cityKey}|${scope.purpose}|${scope.propertyType}`);

/**
 * The 28 keys of a hash in a scope, as signed 32-bit integers (PostgreSQL's integer). Keys of
 * other scopes or pairs can collide (32 bits): a candidate is always checked by its real
 * distance and its listing's scope.
 */
export function photoKeys(hash: bigint, scope: PhotoScope): number[] {
  const seed = scopeSeed(scope);
  const bytes = bandsOf(hash);
  const keys: number[] = [];
  for (let i = 0; i < BANDS; i++) {
    for (let j = i + 1; j < BANDS; j++) {
      keys.push(mix(mix(mix(mix(seed, i), j), bytes[i]!), bytes[j]!) | 0);
    }
  }
  return keys;
}
