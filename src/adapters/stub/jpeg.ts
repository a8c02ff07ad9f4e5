/**
 * The pixel size of a JPEG, read from its start-of-frame marker, or null when the bytes
 * are not a JPEG. Enough of the format to prove what a client really sent.
 */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes, and markers that carry no length (TEM, RSTn).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = readUint16(bytes, offset + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): precision, height, width follow the length.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (offset + 9 > bytes.length) return null;
      return { height: readUint16(bytes, offset + 5), width: readUint16(bytes, offset + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    offset += 2 + length;
  }
  return null;
}

function readUint16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}
