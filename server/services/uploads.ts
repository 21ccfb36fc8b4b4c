// The card image of a change request: a signed address that expires in 15 minutes and takes
// one file, kept under DATA_DIR/uploads and never served back (staff read it on the server).
// The bytes must be an image by their content, whatever the name says: their first bytes name
// the format (domain/imageType.ts), and the whole file must then decode as that format with a
// real image library. What is kept is the decoded picture encoded again: anything else the
// file carried (a script or PHP after the pixels, a second format it also passes for) and its
// metadata (EXIF, with the GPS position of where the photo was taken) are gone.
// A file asked for by a member belongs to that member; one request at most takes it.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import { DomainError } from '../../domain/domainError'
import { detectImageType, type ImageType, imageMimeTypes } from '../../domain/imageType'
import type { ServerConfig } from '../config'
import type { DB } from '../db/schema'
import { serverSecret } from './secrets'

export const uploadMinutes = 15
/** Larger than any phone photo of a card; the route refuses bigger bodies before reading them. */
export const uploadMaxBytes = 5 * 1024 * 1024
/**
 * Pixels an upload may declare: a 48-megapixel phone photo fits; a few kilobytes that claim to be
 * a picture of 100 000 × 100 000 (a decompression bomb) are refused before they are decoded.
 */
export const uploadMaxPixels = 50_000_000
/** Longest side kept: a card stays legible, and staff never open a 48-megapixel file. */
const keptSide = 2400

// each upload is decoded once: nothing to gain from libvips keeping its operations
sharp.cache(false)

/**
 * The picture of `bytes` (which start like `type`) encoded again as `type`, upright and without
 * metadata; or why not: the bytes do not decode as that image, or declare too many pixels.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  type: ImageType,
): Promise<{ bytes: Buffer; type: ImageType } | 'not an image' | 'too large'> {
  try {
    const image = sharp(bytes, { limitInputPixels: uploadMaxPixels, failOn: 'error' })
    const { format } = await image.metadata()
    // the library's own reading of the header must agree with the first bytes
    if (format !== type) return 'not an image'
    const output = await image
      // EXIF orientation applied to the pixels, since the EXIF itself is not kept
      .rotate()
      .resize({ width: keptSide, height: keptSide, fit: 'inside', withoutEnlargement: true })
      .toFormat(type)
      .toBuffer()
    return { bytes: output, type }
  } catch (error) {
    return /pixel limit/i.test(String((error as Error).message)) ? 'too large' : 'not an image'
  }
}

const sign = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url')

export async function presignUpload(
  db: Kysely<DB>,
  config: ServerConfig,
  fileName: string,
  now: Date,
  /** the member asking, when logged in */
  memberId?: number,
) {
  const extension = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? 'img'
  const fileKey = `txn-change/${randomUUID()}/card-front.${extension}`
  const expires = +now + uploadMinutes * 60_000
  await db
    .insertInto('uploads')
    .values({
      file_key: fileKey,
      purpose: 'cardImage',
      created_at: now,
      expires_at: new Date(expires),
      member_id: memberId ?? null,
    })
    .execute()
  const signature = sign(await serverSecret(db, 'uploads', config.uploadSecret), fileKey, expires)
  const url = new URL(`/uploads/${fileKey}`, config.publicOrigin)
  url.searchParams.set('expires', String(expires))
  url.searchParams.set('signature', signature)
  return { uploadUrl: url.toString(), fileKey, expiresAt: new Date(expires) }
}

export async function acceptUpload(
  db: Kysely<DB>,
  config: ServerConfig,
  upload: { fileKey: string; expires: number; signature: string; bytes: Uint8Array },
  now: Date,
): Promise<'stored' | 'too large'> {
  const expected = sign(
    await serverSecret(db, 'uploads', config.uploadSecret),
    upload.fileKey,
    upload.expires,
  )
  const given = Buffer.from(upload.signature)
  const valid = given.length === expected.length && timingSafeEqual(given, Buffer.from(expected))
  if (!valid || upload.expires <= +now) throw new DomainError('IMAGE_UPLOAD_FAILED')
  const sniffed = detectImageType(upload.bytes)
  if (!sniffed) throw new DomainError('NOT_AN_IMAGE')
  const image = await reencodeImage(upload.bytes, sniffed)
  if (image === 'not an image') throw new DomainError('NOT_AN_IMAGE')
  // the one refusal whose answer differs (413): the route gives it its status
  if (image === 'too large') return 'too large'
  // single use: only the first upload finds the address unused
  const claimed = await db
    .updateTable('uploads')
    .set({ used_at: now, content_type: imageMimeTypes[image.type], size_bytes: image.bytes.length })
    .where('file_key', '=', upload.fileKey)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) throw new DomainError('IMAGE_UPLOAD_FAILED')
  // DATA_DIR=memory:// keeps nothing on disk (tests): the row still records what arrived
  if (config.dataDir.startsWith('memory://')) return 'stored'
  const path = join(config.dataDir, 'uploads', upload.fileKey)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, image.bytes)
  return 'stored'
}

/**
 * Gives a received file to one request: false when there is no such file, it never arrived,
 * another request has it, or it belongs to another member (or to a member and a visitor asks).
 */
export async function attachUpload(
  db: Kysely<DB>,
  fileKey: string,
  memberId: number | undefined,
  now: Date,
) {
  const claimed = await db
    .updateTable('uploads')
    .set({ attached_at: now })
    .where('file_key', '=', fileKey)
    .where('used_at', 'is not', null)
    .where('attached_at', 'is', null)
    .where((eb) =>
      memberId === undefined
        ? eb('member_id', 'is', null)
        : eb.or([eb('member_id', 'is', null), eb('member_id', '=', memberId)]),
    )
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 1
}
