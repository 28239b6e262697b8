/**
 * The difference hash (dHash) of an image, 64 bits (issue 37): the image reduced to 9 x 8 grey
 * pixels, then for each of the 8 rows, 8 bits saying whether a pixel is brighter than its right
 * neighbour. Re-encoding, resizing and small edits change few bits; another photo changes about
 * half of them. The renditions' sharp pipeline computes it (image-variants.ts).
 */
export const DHASH_WIDTH = 9;
export const DHASH_HEIGHT = 8;

/** The hash of 9 x 8 grey pixels, row by row (72 bytes), as a signed 64-bit integer (PostgreSQL's bigint). */
export function dhashOfPixels(pixels: Uint8Array): bigint {
  if (pixels.length !== DHASH_WIDTH * DHASH_HEIGHT) throw new Error(`dHash needs 72 grey pixels, got ${pixels.length}`);
  let hash = 0n;
  for (let y = 0; y < DHASH_HEIGHT; y++) {
    for (let x = 0; x < DHASH_WIDTH - 1; x++) {
      const left = pixels[y * DHASH_WIDTH + x]!;
      const right = pixels[y * DHASH_WIDTH + x + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** How many bits of two hashes differ (0 to 64). */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (x) {
    x &= x - 1n;
    bits++;
  }
  return bits;
}
