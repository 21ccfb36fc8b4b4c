import { describe, expect, it } from 'vitest'
import { errorMessages } from '../../../domain/errors'
import { ApiError } from '../../api/errors'
import { ChunkLoadTimeout } from '../../startup/chunkTimeout'
import { errorScreenMessage } from './errorScreenMessage'

describe('the error screen', () => {
  it('says what the contract’s error code means, from the error catalogue', () => {
    expect(errorScreenMessage(new ApiError('NOT_FOUND', 'x', 404))).toBe(errorMessages.NOT_FOUND)
    expect(errorScreenMessage(new ApiError('FORBIDDEN', 'x', 403))).toBe(errorMessages.FORBIDDEN)
    expect(errorScreenMessage(new ApiError('SERVER_BUSY', 'x', 503))).toBe(
      errorMessages.SERVER_BUSY,
    )
  })

  it('says the page took too long when its script never arrived', () => {
    expect(errorScreenMessage(new ChunkLoadTimeout())).toBe(errorMessages.CHUNK_LOAD_TIMEOUT)
  })

  it('says the server is busy for anything else', () => {
    expect(errorScreenMessage(new TypeError('x is undefined'))).toBe(errorMessages.SERVER_BUSY)
  })
})
