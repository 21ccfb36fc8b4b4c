// The card image of a change request: the file goes to the signed address the API gives
// (getCardImageUploadUrl) with a PUT, and the request then names it by its key. The file is
// named by what its content is (domain/imageType.ts), whatever the visitor's file was called.
import { useMutation } from '@tanstack/react-query'
import { detectImageType, imageMimeTypes, imageSniffLength } from '../../../domain/imageType'
import { cardImageUploadUrlMutation } from '../../api/queries'

/** Uploads the image and answers its key; throws when anything goes wrong on the way. */
export type CardImageUpload = (file: File) => Promise<string>

const extensions = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' } as const

/** The longest an upload may take, as for every other call (spec §7: 30 seconds). */
const uploadTimeoutMs = 30_000

export function useCardImageUpload(): CardImageUpload {
  // the part says "Image upload failed!" itself
  const presign = useMutation({ ...cardImageUploadUrlMutation, meta: { quiet: true } })
  return async (file) => {
    const type = detectImageType(
      new Uint8Array(await file.slice(0, imageSniffLength).arrayBuffer()),
    )
    if (!type) throw new Error('not an image')
    const { uploadUrl, fileKey } = await presign.mutateAsync(`card-front.${extensions[type]}`)
    const answer = await fetch(uploadUrl, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': imageMimeTypes[type] },
      signal: AbortSignal.timeout(uploadTimeoutMs),
    })
    if (!answer.ok) throw new Error(`upload answered ${answer.status}`)
    return fileKey
  }
}
