import { describe, expect, it } from 'vitest';
import { dhashOfPixels, hammingDistance } from '../../lib/dhash.js';
import { bandsOf, NEAR_DISTANCE, photoKeys, type PhotoScope } from './photo-keys.js';

const scope: PhotoScope = { cityKey: 'dubai', purpose: 'sale', propertyType: 'apartment' };

/** A random 64-bit hash from a seeded generator (the test is the same on every run). */
function generator(seed: number) {
  let s = seed;
  const next = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s;
  };
  return () => BigInt.asIntN(64, (BigInt(next()) << 32n) | BigInt(next()));
}

/** `hash` with `count` different bits flipped, chosen by `random`. */
function flip(hash: bigint, count: number, random: () => bigint): bigint {
  const bits = new Set<number>();
  while (bits.size < count) bits.add(Number(BigInt.asUintN(64, random()) % 64n));
  let out = hash;
  for (const bit of bits) out ^= 1n << BigInt(bit);
  return BigInt.asIntN(64, out);
}

describe('dHash', () => {
  it('sets a bit where a pixel is brighter than its right neighbour, row by row, first pixel highest', () => {
    const pixels = new Uint8Array(72).fill(100);
    pixels[0] = 200; // row 0: pixel 0 > pixel 1: the highest bit
    pixels[9 * 7 + 7] = 50; // row 7: pixel 6 (100) > pixel 7 (50): the second lowest bit
    const hash = dhashOfPixels(pixels);
    expect(BigInt.asUintN(64, hash)).toBe((1n << 63n) | 2n);
    expect(hash < 0n).toBe(true); // stored as PostgreSQL's signed bigint
  });

  it('is 0 for a flat image and refuses anything but 9 x 8 pixels', () => {
    expect(dhashOfPixels(new Uint8Array(72).fill(7))).toBe(0n);
    expect(() => dhashOfPixels(new Uint8Array(64))).toThrow();
  });

  it('counts differing bits', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
  });
});

describe('photo keys', () => {
  it('cuts a hash into 8 bytes, lowest first', () => {
    expect(bandsOf(0x0807060504030201n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(bandsOf(-1n)).toEqual(Array(8).fill(255));
  });

  it('gives 28 keys, and every hash within distance 6 shares at least one of them', () => {
    const random = generator(37);
    for (let trial = 0; trial < 2000; trial++) {
      const hash = random();
      const near = flip(hash, 1 + (trial % NEAR_DISTANCE), random);
      expect(hammingDistance(hash, near)).toBeLessThanOrEqual(NEAR_DISTANCE);
      const keys = photoKeys(hash, scope);
      expect(keys).toHaveLength(28);
      const shared = photoKeys(near, scope).filter((k) => keys.includes(k));
      expect(shared.length).toBeGreaterThan(0);
    }
  });

  it('finds the worst case: 6 differing bits spread over 6 bytes leave exactly one shared pair', () => {
    const hash = 0x1122334455667788n;
    const near = hash ^ 0x0001010101010100n ^ 0x0000000000000001n; // bytes 0-6 differ...
    // ...that is 7 bytes: beyond distance 6, so no guarantee; with 6 bytes the pair of the other 2 is shared.
    const six = hash ^ 0x0000010101010101n;
    expect(hammingDistance(hash, six)).toBe(6);
    const shared = photoKeys(six, scope).filter((k) => photoKeys(hash, scope).includes(k));
    expect(shared).toHaveLength(1);
    expect(hammingDistance(hash, near)).toBe(7);
  });

  it('shares almost no key between unrelated hashes, nor between scopes', () => {
    const random = generator(7);
    let sharing = 0;
    for (let trial = 0; trial < 2000; trial++) {
      const a = photoKeys(random(), scope);
      if (photoKeys(random(), scope).some((k) => a.includes(k))) sharing++;
    }
    // 28 pairs of 16 bits each: about 28 / 65,536 of unrelated pairs share a key.
    expect(sharing).toBeLessThan(10);
    const hash = random();
    const other = photoKeys(hash, { ...scope, cityKey: 'abu dhabi' });
    expect(photoKeys(hash, scope).some((k) => other.includes(k))).toBe(false);
  });
});
