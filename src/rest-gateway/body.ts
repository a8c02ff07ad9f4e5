/**
 * A request body's bytes up to `limit`, read chunk by chunk with `next` (a stream reader's
 * `read`, an async iterator's `next`): 'too-large' as soon as it goes past, after `giveUp`
 * (a stream is cancelled; a Node request is left alone, its socket carries the 413).
 */
export async function readUpTo(
  next: () => Promise<IteratorResult<Uint8Array, unknown>>,
  limit: number,
  giveUp?: () => Promise<void>,
): Promise<Uint8Array | 'too-large'> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await next();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await giveUp?.();
      return 'too-large';
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}
