import type { BlogImageType } from '@kredi/contracts/admin';

/** File signatures ("magic bytes") of the accepted picture types, and the extension each is served with. */
const SIGNATURES: Array<{ type: BlogImageType; extension: string; matches: (bytes: Buffer) => boolean }> = [
  {
    type: 'image/png',
    extension: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', extension: 'jpg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', extension: 'gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The picture type the bytes really are (whatever the upload claimed), or undefined. */
export function sniffImageType(bytes: Buffer): { type: BlogImageType; extension: string } | undefined {
  const found = SIGNATURES.find((signature) => signature.matches(bytes));
  return found && { type: found.type, extension: found.extension };
}
