import { ImageUpload } from '@design-system/ImageUpload'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'

// a real 1×1 PNG, so the preview loads
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
)
const cardImage = () => new File([pngBytes], 'visa-front.png', { type: 'image/png' })

const meta = {
  title: 'Primitives/ImageUpload',
  component: ImageUpload,
  args: {
    label: 'Front image of credit card',
    hint: 'Cover every digit except the first 4 and last 4',
    required: true,
    onUpload: fn(async () => {}),
    onRemove: fn(),
  },
} satisfies Meta<typeof ImageUpload>
export default meta
type Story = StoryObj<typeof meta>

const fileInput = (canvas: { getByLabelText: (t: string, o: object) => HTMLElement }) =>
  canvas.getByLabelText('Front image of credit card', { exact: false, selector: 'input' })

export const Empty: Story = {}

export const NotAnImage: Story = {
  play: async ({ canvas, args }) => {
    const input = fileInput(canvas)
    const pdf = new File(['%PDF-1.7\n'], 'statement.png', { type: 'image/png' })
    await userEvent.upload(input, pdf, { applyAccept: false })
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'Cover every digit except the first 4 and last 4 Error: You can only upload Image file!',
      ),
    )
    await expect(args.onUpload).not.toHaveBeenCalled()
  },
}

export const Uploading: Story = {
  args: { onUpload: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.upload(fileInput(canvas), cardImage())
    await expect(await canvas.findByText('Uploading visa-front.png…')).toBeVisible()
  },
}

export const Uploaded: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(fileInput(canvas), cardImage())
    await expect(await canvas.findByText('visa-front.png uploaded')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Preview of visa-front.png' })).toBeVisible()
    await expect(args.onUpload).toHaveBeenCalledOnce()
  },
}

export const UploadFailed: Story = {
  args: { onUpload: fn(async () => Promise.reject(new Error('timeout'))) },
  play: async ({ canvas }) => {
    await userEvent.upload(fileInput(canvas), cardImage())
    await expect(await canvas.findByText('Image upload failed!')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const MissingImage: Story = { args: { error: 'Please upload the front image of your card' } }

export const Disabled: Story = { args: { disabled: true } }

export const ChineseLabel: Story = {
  args: { label: '信用卡正面影像', hint: '除首 4 位及末 4 位數字外，請遮蓋其餘號碼' },
}
