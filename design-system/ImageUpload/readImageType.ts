import { detectImageType, imageSniffLength } from '../../domain/imageType'

/** The file's image format judged by its first bytes, whatever its name or declared type. */
export async function readImageType(file: Blob) {
  const head = await file.slice(0, imageSniffLength).arrayBuffer()
  return detectImageType(new Uint8Array(head))
}
