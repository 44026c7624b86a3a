import { bytesRule } from './rule';

/** Index of the first byte that is not part of valid UTF-8 in `bytes`, decoded as `text`, or -1 when all of it is. */
function firstInvalidByte(bytes: Uint8Array, text: string): number {
  // Decoding replaces each bad sequence with U+FFFD, so text without one was valid. Otherwise,
  // encoded again, the first difference is the first bad byte (a U+FFFD written in the file
  // itself encodes to the same three bytes).
  if (!text.includes('\uFFFD')) return -1;
  const reencoded = Buffer.from(text, 'utf8');
  const length = Math.min(bytes.length, reencoded.length);
  for (let index = 0; index < length; index++) if (bytes[index] !== reencoded[index]) return index;
  return bytes.length === reencoded.length ? -1 : length;
}

/** A file saved in another encoding would show replacement characters in its page and in search. */
export const utf8 = bytesRule({
  id: 'utf-8',
  severity: 'error',
  summary: 'A file is saved as UTF-8 (the error names the line of the first bad byte); Windows line endings are fine.',
  check(bytes, text) {
    const invalid = firstInvalidByte(bytes, text);
    if (invalid === -1) return null;
    const line = bytes.subarray(0, invalid).filter((byte) => byte === 0x0a).length + 1;
    const hex = bytes[invalid]!.toString(16).toUpperCase().padStart(2, '0');
    return {
      line,
      message: `byte 0x${hex} is not UTF-8: the file was saved in another encoding (such as Windows-1252 or Latin-1). Save it as UTF-8 in your editor.`,
    };
  },
});
