// What every button story checks, for Button and IconButton alike: Enter on the focused button
// presses it once; a busy (loading) button ignores a click.
import type { StoryContext } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'

type PlayContext = Pick<StoryContext, 'canvas'> & { args: { onClick?: () => void } }

export const pressedWithEnter =
  (name: string) =>
  async ({ canvas, args }: PlayContext) => {
    canvas.getByRole('button', { name }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledOnce()
  }

export const busyIgnoresClicks =
  (name: string) =>
  async ({ canvas, args }: PlayContext) => {
    const button = canvas.getByRole('button', { name })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  }
