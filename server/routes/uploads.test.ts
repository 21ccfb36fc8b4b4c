import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { pngBytes as png } from '../testing/requests'

const dataDir = mkdtempSync(join(tmpdir(), 'citytix-uploads-'))
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ config: { dataDir, publicOrigin: 'http://127.0.0.1:8080' } })
})
afterAll(() => server.close())

async function uploadAddress(fileName = 'card-front.png') {
  const answer = await call(
    server,
    `/api/txnChangeRequest/presignedUrl.do?fileName=${fileName}&locale=en_US`,
  )
  expect(answer.status).toBe(200)
  const url = new URL(answer.body.uploadUrl)
  return { path: `${url.pathname}${url.search}`, fileKey: answer.body.fileKey as string }
}
const put = (path: string, body: Buffer, type = 'image/png') =>
  call(server, { method: 'PUT', url: path, headers: { 'content-type': type }, payload: body })

describe('card image upload', () => {
  it('takes an image at its signed address once, and keeps it under DATA_DIR', async () => {
    const { path, fileKey } = await uploadAddress()
    expect((await put(path, png)).status).toBe(204)
    expect(readFileSync(join(dataDir, 'uploads', fileKey)).equals(png)).toBe(true)
    const again = await put(`${path}&locale=en_US`, png)
    expect(again).toMatchObject({
      status: 403,
      body: { code: 'IMAGE_UPLOAD_FAILED', message: 'Image upload failed!' },
    })
  })

  it('refuses a file named .png that is not an image, by its content', async () => {
    const { path, fileKey } = await uploadAddress()
    const answer = await put(`${path}&locale=en_US`, Buffer.from('%PDF-1.7 not a picture'))
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'NOT_AN_IMAGE', message: 'You can only upload Image file!' },
    })
    expect(existsSync(join(dataDir, 'uploads', fileKey))).toBe(false)
  })

  it('refuses a forged or expired address', async () => {
    const { path } = await uploadAddress()
    expect((await put(path.replace(/signature=[^&]+/, 'signature=forged'), png)).status).toBe(403)
    server.clock.now = new Date(+server.clock.now + 16 * 60 * 1000)
    expect((await put(path, png)).status).toBe(403)
  })

  it('offers an address only for the image types it accepts', async () => {
    const answer = await call(
      server,
      '/api/txnChangeRequest/presignedUrl.do?fileName=card.pdf&locale=en_US',
    )
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
  })

  it('never serves an upload back', async () => {
    const { path, fileKey } = await uploadAddress()
    await put(path, png)
    const answer = await call(server, `/uploads/${fileKey}`)
    expect(answer.status).not.toBe(200)
  })
})

describe('card image upload abuse', () => {
  it('refuses a file larger than 5 MB before keeping any of it', async () => {
    const { path, fileKey } = await uploadAddress()
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])
    const answer = await put(`${path}&locale=en_US`, huge)
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({
      code: 'IMAGE_UPLOAD_FAILED',
      message: 'Image upload failed!',
    })
    expect(existsSync(join(dataDir, 'uploads', fileKey))).toBe(false)
    // the address is still good for the right file
    expect((await put(path, png)).status).toBe(204)
  })

  it('refuses a second file at a used address, even a different image', async () => {
    const { path } = await uploadAddress()
    expect((await put(path, png)).status).toBe(204)
    const gif = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#123456' },
    })
      .gif()
      .toBuffer()
    expect(await put(`${path}&locale=en_US`, gif, 'image/gif')).toMatchObject({
      status: 403,
      body: { code: 'IMAGE_UPLOAD_FAILED' },
    })
  })

  it('refuses an address whose key was changed to another upload’s', async () => {
    const first = await uploadAddress()
    const second = await uploadAddress()
    const swapped = first.path.replace(first.fileKey, second.fileKey)
    expect((await put(swapped, png)).status).toBe(403)
  })

  it('has no route that reads uploads back, by any method', async () => {
    const { path, fileKey } = await uploadAddress()
    await put(path, png)
    // the signed address takes files; nothing reads them
    expect(server.app.hasRoute({ method: 'PUT', url: '/uploads/*' })).toBe(true)
    for (const method of ['GET', 'HEAD'] as const)
      expect(server.app.hasRoute({ method, url: '/uploads/*' }), method).toBe(false)
    for (const url of [`/uploads/${fileKey}`, `/data/uploads/${fileKey}`, `/${fileKey}`, path]) {
      expect((await call(server, url)).status, url).not.toBe(200)
    }
  })
})

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** A few hundred bytes of PNG that declare a picture of width × height (a decompression bomb). */
function declaredPng(width: number, height: number) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    png.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const script = Buffer.from('<?php system($_GET["c"]); ?><script>alert(document.cookie)</script>')

describe('what an upload keeps', () => {
  it('refuses a PNG header followed by PHP and a script: it does not decode', async () => {
    const { path, fileKey } = await uploadAddress()
    const polyglot = Buffer.concat([png.subarray(0, 33), script])
    const answer = await put(`${path}&locale=en_US`, polyglot)
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'NOT_AN_IMAGE', message: 'You can only upload Image file!' },
    })
    expect(existsSync(join(dataDir, 'uploads', fileKey))).toBe(false)
  })

  it('keeps only the picture of a real image that carries a script after it', async () => {
    const { path, fileKey } = await uploadAddress()
    expect((await put(path, Buffer.concat([png, script]))).status).toBe(204)
    const kept = readFileSync(join(dataDir, 'uploads', fileKey))
    expect(kept.includes('<?php')).toBe(false)
    expect(kept.includes('<script')).toBe(false)
    expect((await sharp(kept).metadata()).format).toBe('png')
  })

  it('keeps a photo without its EXIF metadata and the GPS position in it', async () => {
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Citytix test camera', Software: 'test' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 18/1 5/1' },
      })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif?.includes('Citytix test camera')).toBe(true)
    const { path, fileKey } = await uploadAddress('card-front.jpg')
    expect((await put(path, photo, 'image/jpeg')).status).toBe(204)
    const kept = readFileSync(join(dataDir, 'uploads', fileKey))
    const metadata = await sharp(kept).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
    expect(metadata.exif).toBeUndefined()
    expect(kept.includes('Citytix test camera')).toBe(false)
  })

  it('refuses a small file that declares an enormous picture, before decoding it', async () => {
    const { path, fileKey } = await uploadAddress()
    const bomb = declaredPng(100_000, 100_000)
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024)
    const answer = await put(`${path}&locale=en_US`, bomb)
    expect(answer).toMatchObject({ status: 413, body: { code: 'IMAGE_UPLOAD_FAILED' } })
    expect(existsSync(join(dataDir, 'uploads', fileKey))).toBe(false)
  })
})
