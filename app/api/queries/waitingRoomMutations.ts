// Joining a waiting room: the answer is the member's place, the same in every tab and login.
import { mutationOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import type { Schemas } from './types'

export const joinWaitingRoomMutation = mutationOptions({
  mutationKey: ['waitingRoom', 'join'],
  mutationFn: ({
    performanceId,
    ...body
  }: Schemas['WaitingRoomJoin'] & { performanceId: number }) =>
    api
      .POST('/api/waitingRoom/{performanceId}/entry.do', {
        params: { path: { performanceId } },
        body,
      })
      .then(unwrap),
  onSuccess: (status, { performanceId }, _result, { client }) => {
    client.setQueryData(queryKeys.waitingRoomStatus(performanceId), status)
  },
})
