// Recognise an image by its first bytes (magic numbers), never by its name or declared MIME
// type: a renamed PDF must be refused (spec §8 "You can only upload Image file!"). Used by the
// ImageUpload part in the browser and by the server for the card-image upload.

export const imageTypes = ['jpeg', 'png', 'gif', 'webp'] as const
export type ImageType = (typeof imageTypes)[number]

export const imageMimeTypes: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
}

/** How many leading bytes `detectImageType` needs to decide (WebP's marker ends at byte 12). */
export const imageSniffLength = 12

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))

/** Bytes that must appear at a given offset; `null` matches any byte (a size field). */
const signatures: Record<ImageType, readonly (number | null)[]> = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  // GIF87a or GIF89a: the two differ at byte 4, checked below
  gif: ascii('GIF8'),
  // RIFF <4-byte size> WEBP
  webp: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
}

const startsWith = (bytes: Uint8Array, signature: readonly (number | null)[]) =>
  bytes.length >= signature.length &&
  signature.every((byte, i) => byte === null || bytes[i] === byte)

/** The image format whose signature starts `bytes`, or `undefined` when it is not an image we accept. */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  for (const type of imageTypes) {
    if (!startsWith(bytes, signatures[type])) continue
    if (type === 'gif') {
      const version = String.fromCharCode(bytes[4] ?? 0, bytes[5] ?? 0)
      if (version !== '7a' && version !== '9a') continue
    }
    return type
  }
  return undefined
}
