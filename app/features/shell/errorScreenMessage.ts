import type { MessageDescriptor } from '@lingui/core'
import { errorMessages } from '../../../domain/errors'
import { ApiError } from '../../api/errors'
import { ChunkLoadTimeout } from '../../startup/chunkTimeout'

/** The catalogue message (spec §8) for whatever stopped a page from loading. */
export function errorScreenMessage(error: unknown): MessageDescriptor {
  if (error instanceof ChunkLoadTimeout) return errorMessages.CHUNK_LOAD_TIMEOUT
  if (error instanceof ApiError) return errorMessages[error.code]
  return errorMessages.SERVER_BUSY
}
