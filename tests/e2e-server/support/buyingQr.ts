// Reads an e-ticket's QR code the way a phone at the door does: from a picture of it on screen.
// The screenshot's pixels are read in a blank page of the same browser (a canvas), and jsQR
// finds and decodes the code in them.
import type { Locator } from '@playwright/test'
import jsQR from 'jsqr'

/** White space around the picture, as a scanner needs around a code (4 modules is the rule). */
const margin = 40

export async function readQrCode(code: Locator): Promise<string | undefined> {
  const png = await code.screenshot()
  const scratch = await code.page().context().newPage()
  try {
    const { width, height, pixels } = await scratch.evaluate(
      async ({ base64, margin }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
        const width = image.width + 2 * margin
        const height = image.height + 2 * margin
        const canvas = new OffscreenCanvas(width, height)
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
        context.fillStyle = '#fff'
        context.fillRect(0, 0, width, height)
        context.drawImage(image, margin, margin)
        return { width, height, pixels: Array.from(context.getImageData(0, 0, width, height).data) }
      },
      { base64: png.toString('base64'), margin },
    )
    return jsQR(Uint8ClampedArray.from(pixels), width, height, { inversionAttempts: 'attemptBoth' })
      ?.data
  } finally {
    await scratch.close()
  }
}
