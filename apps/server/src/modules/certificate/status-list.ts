import { gzipSync } from 'node:zlib';

/**
 * W3C Bitstring Status List v1.0 (decision 0160). §2.1 asks for at least 131,072 entries (16 KiB) so that one
 * learner's index says little about who else is on the list; each certificate's row id is its place, so list n
 * holds ids [n × size, (n + 1) × size).
 */
export const STATUS_LIST_SIZE = 131_072;

export const statusListOf = (certificateId: number) => Math.floor(certificateId / STATUS_LIST_SIZE);
export const statusIndexOf = (certificateId: number) => certificateId % STATUS_LIST_SIZE;

/**
 * §2.1 encodedList: the bitstring GZIP-compressed, then Multibase base64url without padding ("u" prefix). Index
 * 0 is the left-most bit: the most significant bit of the first byte (§3.2 step 7 reads it that way).
 */
export function encodeStatusList(setIndexes: Iterable<number>, size = STATUS_LIST_SIZE): string {
  const bits = new Uint8Array(size / 8);
  for (const index of setIndexes) {
    if (index < 0 || index >= size) throw new RangeError(`status index ${index} outside the list`);
    bits[index >> 3] = (bits[index >> 3] ?? 0) | (0x80 >> (index & 7));
  }
  return `u${gzipSync(bits).toString('base64url')}`;
}
