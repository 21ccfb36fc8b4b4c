import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../services/sessions'
import { fixtureNow, insertCatalogueFixture } from '../testing/catalogueFixture'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember } from '../testing/members'
import { insertTransaction, uploadCardImage } from '../testing/requests'

// Swan Lake plays on 15 January 2027, the Sold Out Symphony on Saturday 12 December 2026 (less
// than 7 working days after the fixture's Friday 4 December)
const farShow = 800401
const nearShow = 800501

let server: TestServer
let ownerId = 0
let ownerToken = ''
let otherToken = ''
beforeAll(async () => {
  server = await startTestServer({
    now: fixtureNow,
    // the tests' own address is not counted; the limit is tested from other addresses
    config: { rateLimitExempt: ['127.0.0.1'] },
    seed: async ({ db }) => {
      await insertCatalogueFixture(db)
      ownerId = await insertMember(db, 'owner@example.com.hk')
      const otherId = await insertMember(db, 'other@example.com.hk')
      await insertTransaction(db, {
        txnNo: 'T2026112000001',
        memberId: ownerId,
        performanceId: farShow,
      })
      await insertTransaction(db, {
        txnNo: 'T2026112000002',
        memberId: ownerId,
        performanceId: nearShow,
      })
      await insertTransaction(db, {
        txnNo: 'T2026112000003',
        memberId: ownerId,
        performanceId: farShow,
      })
      ownerToken = (await startSession(db, ownerId, fixtureNow)).token
      otherToken = (await startSession(db, otherId, fixtureNow)).token
    },
  })
})
afterAll(() => server.close())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  call(server, { method: 'POST', url, payload, headers })
const count = async (table: 'txn_change_requests' | 'delivery_change_requests') =>
  (await server.database.db.selectFrom(table).select('id').execute()).length

const notFoundMessage =
  'We cannot find this transaction with the details you gave. Please check them and try again.'

describe('contact form', () => {
  const form = ({ ip = '10.0.0.1', ...fields }: Record<string, string>) =>
    call(server, {
      method: 'POST',
      url: '/ContactUs.do?locale=zh_TW',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
      payload: new URLSearchParams({
        name: '陳大文',
        email: 'taiman.chan@example.com.hk',
        contactNumber: '+852 9123 4567',
        content: '請問可否改為在沙田大會堂取票？',
        ...fields,
      }).toString(),
    })

  it('answers a reference number and keeps the message for customer service', async () => {
    const answer = await form({ ip: '10.0.0.2' })
    expect(answer.status).toBe(200)
    expect(answer.body.referenceNo).toMatch(/^CS-20261204-\d{4,}$/)
    const kept = await server.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('reference_no', '=', answer.body.referenceNo)
      .executeTakeFirstOrThrow()
    expect(kept).toMatchObject({
      name: '陳大文',
      content: '請問可否改為在沙田大會堂取票？',
      locale: 'zh-Hant',
    })
  })

  it('says what is wrong with a field in the visitor’s language, as the form does', async () => {
    const answer = await form({ ip: '10.0.0.3', content: '   ', email: 'taiman' })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
    expect(answer.body.fields).toEqual({
      content: expect.stringMatching(/[\u4e00-\u9fff]/),
      email: expect.stringMatching(/[\u4e00-\u9fff]/),
    })
  })

  it('takes five messages an hour from one address, then asks it to wait', async () => {
    for (let i = 0; i < 5; i++) expect((await form({ ip: '10.0.0.4' })).status).toBe(200)
    const sixth = await form({ ip: '10.0.0.4' })
    expect(sixth).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } })
    expect((await form({ ip: '10.0.0.5' })).status).toBe(200)
  })
})

describe('newsletter', () => {
  it('subscribes a member on the account and anyone else on their own', async () => {
    expect((await post('/api/subscribe.do?email=Owner@example.com.hk', {})).status).toBe(200)
    expect((await post('/api/subscribe.do?email=fan@example.com.hk&locale=en_US', {})).status).toBe(
      200,
    )
    const member = await server.database.db
      .selectFrom('members')
      .select('newsletter')
      .where('id', '=', ownerId)
      .executeTakeFirstOrThrow()
    expect(member.newsletter).toBe(true)
    const subscribers = await server.database.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .execute()
    expect(subscribers).toEqual([
      expect.objectContaining({ email: 'fan@example.com.hk', locale: 'en' }),
    ])
  })

  it('refuses an address that mail cannot go to', async () => {
    const answer = await post('/api/subscribe.do?email=fan@example&locale=en_US', {})
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
  })

  it('unsubscribes a known address, and says an unknown one is not registered', async () => {
    await post('/api/subscribe.do?email=leaving@example.com.hk', {})
    expect((await post('/api/unsubscribe.do?email=leaving@example.com.hk', {})).status).toBe(200)
    const again = await post('/api/unsubscribe.do?email=leaving@example.com.hk&locale=en_US', {})
    expect(again).toMatchObject({ status: 404, body: { code: 'EMAIL_NOT_REGISTERED' } })
    expect((await post('/api/unsubscribe.do?email=owner@example.com.hk', {})).status).toBe(200)
  })
})

describe('transaction change request', () => {
  const request = (fields: Record<string, unknown>) => ({
    txnNo: 'T2026112000001',
    cardNumber: '4921 **** **** 0357',
    changeAddress: true,
    newAddress: 'Room 1203, 18 Shing Mun Road, Tsuen Wan',
    ...fields,
  })
  const send = (body: object, token?: string) =>
    post('/api/txnChangeRequest.do?locale=en_US', body, token ? bearer(token) : {})

  it('takes a visitor’s request with the card’s digits and its image, keeping only the ticked items', async () => {
    const { fileKey } = await uploadCardImage(server)
    const answer = await send(request({ cardImageKey: fileKey }))
    expect(answer).toMatchObject({ status: 200, body: { status: 'confirmationMailed' } })
    const kept = await server.database.db
      .selectFrom('txn_change_requests')
      .selectAll()
      .where('card_image_key', '=', fileKey)
      .executeTakeFirstOrThrow()
    expect(kept).toMatchObject({
      confirmed_at: null,
      txn_no: 'T2026112000001',
      member_id: null,
      card_image_key: fileKey,
      new_address: 'Room 1203, 18 Shing Mun Road, Tsuen Wan',
      new_contact_name: null,
      new_contact_number: null,
    })
  })

  it('cannot find the transaction when the card’s digits are not the ones it was paid with', async () => {
    const { fileKey } = await uploadCardImage(server)
    const before = await count('txn_change_requests')
    const answer = await send(request({ cardImageKey: fileKey, cardNumber: '4921 **** **** 0358' }))
    expect(answer).toMatchObject({ status: 400, body: { fields: { txnNo: notFoundMessage } } })
    expect(await count('txn_change_requests')).toBe(before)
  })

  it('needs the digits of the card that paid: the same ends on a card of another length are refused', async () => {
    const { fileKey } = await uploadCardImage(server)
    const longer = await send(
      request({ cardImageKey: fileKey, cardNumber: '4921 **** **** *** 0357' }),
    )
    expect(longer).toMatchObject({ status: 400, body: { fields: { txnNo: notFoundMessage } } })
  })

  it('answers the same for a transaction that does not exist', async () => {
    const { fileKey } = await uploadCardImage(server)
    const answer = await send(request({ cardImageKey: fileKey, txnNo: 'T2026112099999' }))
    expect(answer).toMatchObject({ status: 400, body: { fields: { txnNo: notFoundMessage } } })
  })

  it('lets a member ask only about their own transactions', async () => {
    const { fileKey } = await uploadCardImage(server, { token: otherToken })
    const answer = await send(request({ cardImageKey: fileKey }), otherToken)
    expect(answer).toMatchObject({ status: 400, body: { fields: { txnNo: notFoundMessage } } })
    const mine = await uploadCardImage(server, { token: ownerToken })
    const own = await send(request({ cardImageKey: mine.fileKey }), ownerToken)
    // the member's own request takes effect at once
    expect(own).toMatchObject({ status: 200, body: { status: 'received' } })
    expect(own.body.referenceNo).toMatch(/^TCR-20261204-\d{4,}$/)
  })

  it('needs an image that actually arrived, used by one request only and by its own member', async () => {
    const image = 'Please upload an image of the front of your card.'
    const never = await uploadCardImage(server, { bytes: null })
    expect(await send(request({ cardImageKey: never.fileKey }))).toMatchObject({
      status: 400,
      body: { fields: { cardImageKey: image } },
    })
    const once = await uploadCardImage(server)
    expect((await send(request({ cardImageKey: once.fileKey }))).status).toBe(200)
    expect(await send(request({ cardImageKey: once.fileKey }))).toMatchObject({
      status: 400,
      body: { fields: { cardImageKey: image } },
    })
    const members = await uploadCardImage(server, { token: ownerToken })
    expect(await send(request({ cardImageKey: members.fileKey }))).toMatchObject({
      status: 400,
      body: { fields: { cardImageKey: image } },
    })
    expect(
      await send(request({ cardImageKey: 'txn-change/made-up/card-front.png' })),
    ).toMatchObject({
      status: 400,
      body: { fields: { cardImageKey: image } },
    })
  })

  it('refuses an unticked item that is filled in, with the form’s message', async () => {
    const { fileKey } = await uploadCardImage(server)
    const answer = await send(request({ cardImageKey: fileKey, newContactName: 'Someone' }))
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
  })
})

describe('delivery change request', () => {
  const request = (fields: Record<string, unknown>) => ({
    txnNo: 'T2026112000001',
    contactName: 'Chan Tai Man',
    mobile: '+852 9123 4567',
    deliveryAddress: 'Flat 5A, 33 Ma Tau Wai Road, To Kwa Wan',
    email: 'owner@example.com.hk',
    ...fields,
  })
  const send = (body: object, token?: string) =>
    post('/api/deliveryChangeRequest.do?locale=en_US', body, token ? bearer(token) : {})

  it('takes a visitor’s request with the booking email only once confirmed from the link mailed there', async () => {
    const answer = await post('/api/deliveryChangeRequest.do?locale=zh_CN', request({}))
    // no reference number yet: nothing has changed
    expect(answer).toEqual(
      expect.objectContaining({ status: 200, body: { status: 'confirmationMailed' } }),
    )
    const waiting = await server.database.db
      .selectFrom('delivery_change_requests')
      .select(['reference_no', 'confirmed_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(waiting.confirmed_at).toBeNull()
    // mailed to the transaction's own email, in the language of the request
    const mail = await server.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'owner@example.com.hk')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(mail.subject).toMatch(/[\u4e00-\u9fff]/)
    const link = /https?:\/\/\S+\/zh_cn\/ConfirmChangeRequest\.html\?token=([\w-]+)/.exec(
      mail.text_body,
    )
    expect(link).not.toBeNull()
    const confirm = (token: string, locale = 'en_US') =>
      post(`/api/changeRequest/confirm.do?locale=${locale}`, { token })
    const confirmed = await confirm(link?.[1] ?? '')
    expect(confirmed).toMatchObject({
      status: 200,
      body: { kind: 'deliveryChange', referenceNo: waiting.reference_no },
    })
    expect(waiting.reference_no).toMatch(/^DCR-20261204-\d{4,}$/)
    // the link followed again says the same; a link nobody was sent is refused in the catalogue
    expect((await confirm(link?.[1] ?? '')).body.referenceNo).toBe(waiting.reference_no)
    expect(await confirm('x'.repeat(32), 'zh_TW')).toMatchObject({
      status: 410,
      body: {
        code: 'CONFIRMATION_LINK_EXPIRED',
        message: expect.stringMatching(/[\u4e00-\u9fff]/),
      },
    })
  })

  it('refuses a confirmation link a day old, and the request never takes effect', async () => {
    expect((await send(request({}))).body.status).toBe('confirmationMailed')
    const mail = await server.database.db
      .selectFrom('outbox')
      .select('text_body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const token = /token=([\w-]+)/.exec(mail.text_body)?.[1] ?? ''
    const sent = server.clock.now
    server.clock.now = new Date(+sent + 25 * 3_600_000)
    try {
      const late = await post('/api/changeRequest/confirm.do?locale=en_US', { token })
      expect(late).toMatchObject({
        status: 410,
        body: {
          code: 'CONFIRMATION_LINK_EXPIRED',
          message: 'This confirmation link has expired. Please send your request again.',
        },
      })
    } finally {
      server.clock.now = sent
    }
  })

  it('takes five wrong tries on one transaction from anywhere, then refuses even the right details', async () => {
    // sent at once, each from its own address
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(server, {
          method: 'POST',
          url: '/api/deliveryChangeRequest.do?locale=en_US',
          payload: request({ txnNo: 'T2026112000003', email: `guess${i}@example.com.hk` }),
          remoteAddress: `10.7.${i}.1`,
        }),
      ),
    )
    const notFound = tries.filter((answer) => answer.status === 400).length
    expect(notFound).toBeLessThanOrEqual(5)
    const right = await call(server, {
      method: 'POST',
      url: '/api/deliveryChangeRequest.do?locale=en_US',
      payload: request({ txnNo: 'T2026112000003' }),
      remoteAddress: '10.7.99.1',
    })
    expect(right).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } })
  })

  it('cannot find the transaction for a visitor with another email', async () => {
    const answer = await send(request({ email: 'someone@example.com.hk' }))
    expect(answer).toMatchObject({ status: 400, body: { fields: { txnNo: notFoundMessage } } })
  })

  it('takes a member’s request about their own transaction whatever contact email they give', async () => {
    const { fileKey } = await uploadCardImage(server, { token: ownerToken })
    const answer = await send(
      request({ email: 'new.contact@example.com.hk', cardImageKey: fileKey }),
      ownerToken,
    )
    expect(answer).toMatchObject({ status: 200, body: { status: 'received' } })
    const refused = await send(request({}), otherToken)
    expect(refused).toMatchObject({ status: 400, body: { fields: { txnNo: notFoundMessage } } })
  })

  it('refuses a change later than 7 working days before the show', async () => {
    const answer = await send(request({ txnNo: 'T2026112000002' }))
    expect(answer).toMatchObject({
      status: 400,
      body: {
        fields: { txnNo: 'Delivery can only be changed up to 7 working days before the show.' },
      },
    })
  })
})
