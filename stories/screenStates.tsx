// The two states every screen's stories show besides its content: the route still loading (the
// screen's pending view, announced as a status) and the route failed (the error screen).
import type { StoryContext } from '@storybook/react-vite'
import type { JSX } from 'react'
import { expect } from 'storybook/test'
import { ApiError } from '../app/api/errors'
import { ErrorScreen } from '../app/features/shell/ErrorScreen'

type PlayContext = Pick<StoryContext, 'canvas'>

/** `pending` drawn while nothing is loaded yet; its status says `says`. */
export const loadingStory = (pending: () => JSX.Element, says: string) => ({
  args: { seed: [], screen: pending },
  play: async ({ canvas }: PlayContext) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(says)
  },
})

/** The server too busy to answer: the error screen, read out as an alert. */
export const failedStory = {
  args: {
    seed: [],
    screen: () => (
      <ErrorScreen error={new ApiError('SERVER_BUSY', 'busy', 503)} reset={() => undefined} />
    ),
  },
  play: async ({ canvas }: PlayContext) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Server is busy, please try again later.',
    )
  },
}
