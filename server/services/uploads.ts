// The card image of a change request: a signed address that expires in 15 minutes and takes
// one file, kept under DATA_DIR/uploads and never served back (staff read it on the server).
// The bytes must be an image by their content (domain/imageType.ts), whatever the name says.
// A file asked for by a member belongs to that member; one request at most takes it.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Kysely } from 'kysely'
import { detectImageType, imageMimeTypes } from '../../domain/imageType'
import type { ServerConfig } from '../config'
import type { DB } from '../db/schema'
import { ApiError } from '../http/apiError'
import { serverSecret } from './secrets'

export const uploadMinutes = 15
/** Larger than any phone photo of a card; the route refuses bigger bodies before reading them. */
export const uploadMaxBytes = 5 * 1024 * 1024

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
) {
  const expected = sign(
    await serverSecret(db, 'uploads', config.uploadSecret),
    upload.fileKey,
    upload.expires,
  )
  const given = Buffer.from(upload.signature)
  const valid = given.length === expected.length && timingSafeEqual(given, Buffer.from(expected))
  if (!valid || upload.expires <= +now) throw new ApiError(403, 'IMAGE_UPLOAD_FAILED')
  const type = detectImageType(upload.bytes)
  if (!type) throw new ApiError(400, 'NOT_AN_IMAGE')
  // single use: only the first upload finds the address unused
  const claimed = await db
    .updateTable('uploads')
    .set({ used_at: now, content_type: imageMimeTypes[type], size_bytes: upload.bytes.length })
    .where('file_key', '=', upload.fileKey)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(403, 'IMAGE_UPLOAD_FAILED')
  // DATA_DIR=memory:// keeps nothing on disk (tests): the row still records what arrived
  if (config.dataDir.startsWith('memory://')) return
  const path = join(config.dataDir, 'uploads', upload.fileKey)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, upload.bytes)
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
