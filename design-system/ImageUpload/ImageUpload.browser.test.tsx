import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { ImageUpload } from './ImageUpload'

// a real 1×1 PNG, so the preview can load
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
)
const png = () => new File([pngBytes], 'card-front.png', { type: 'image/png' })
// a PDF that claims to be a JPEG by its name and type
const disguisedPdf = () => new File(['%PDF-1.7\n%âãÏÓ\n'], 'card-front.jpg', { type: 'image/jpeg' })

const field = (screen: ReturnType<typeof renderInBrowser>) =>
  screen.getByLabelText('Front image of card', { exact: false }) as HTMLInputElement

describe('ImageUpload', () => {
  it('refuses a file that is not an image by its content, whatever its name', async () => {
    const onUpload = vi.fn(async () => {})
    const screen = renderInBrowser(
      <ImageUpload label="Front image of card" required onUpload={onUpload} />,
    )
    const input = field(screen)
    await userEvent.upload(input, disguisedPdf())
    await expect
      .element(input)
      .toHaveAccessibleDescription('Error: You can only upload Image file!')
    expect(input).toBeInvalid()
    expect(input.files).toHaveLength(0)
    expect(screen.queryByRole('img')).toBeNull()
    expect(onUpload).not.toHaveBeenCalled()
  })

  it('previews and uploads an image, then Remove returns focus to the file field', async () => {
    const onUpload = vi.fn(async () => {})
    const onRemove = vi.fn()
    const screen = renderInBrowser(
      <ImageUpload label="Front image of card" onUpload={onUpload} onRemove={onRemove} />,
    )
    const input = field(screen)
    await userEvent.upload(input, png())
    await expect.element(screen.getByRole('status')).toHaveTextContent('card-front.png uploaded')
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'card-front.png' }))
    expect(screen.getByRole('img', { name: 'Preview of card-front.png' })).toBeVisible()

    screen.getByRole('button', { name: 'Remove image' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.queryByRole('img')).toBeNull()
    expect(onRemove).toHaveBeenCalledOnce()
    expect(input).toHaveFocus()
  })

  it('says "Image upload failed!" when the upload is rejected, and can try again', async () => {
    const onUpload = vi
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(undefined)
    const screen = renderInBrowser(<ImageUpload label="Front image of card" onUpload={onUpload} />)
    const input = field(screen)
    await userEvent.upload(input, png())
    await expect.element(input).toHaveAccessibleDescription('Error: Image upload failed!')
    screen.getByRole('button', { name: 'Try again' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(screen.getByRole('status')).toHaveTextContent('card-front.png uploaded')
    expect(input).not.toBeInvalid()
    expect(onUpload).toHaveBeenCalledTimes(2)
  })
})
