// The door's check of an e-ticket code: a genuine code names its ticket (no login needed, and
// nothing about the buyer); a code changed in one character, signed with another secret, or
// signed for a ticket that was never sold as an e-ticket is "not found".
import { beforeAll, describe, expect, it } from 'vitest'
import { testTokens } from '../services/payments/simulatedGateway'
import { signTicketCode, ticketCodeSecret } from '../services/selling/ticketCodes'
import type { Buyer } from '../testing/buyers'
import { call } from '../testing/harness'
import { startSellingServer } from '../testing/sellingServer'

const { server, fixture, buyers } = await startSellingServer({
  buyers: 2,
  fixture: { maxTickets: 4 },
})

/** Holds the seats, checks out and pays; answers the receipt. */
async function buy(buyer: Buyer, seats: string[], collectionMethod = 'eTicket') {
  const headers = { authorization: `Bearer ${buyer.token}` }
  const post = (url: string, payload: object) =>
    call(server, { method: 'POST', url: `${url}?locale=en_US`, headers, payload })
  expect(
    (await post('/api/basket/hold.do', { performanceId: fixture.reservedId, seatIds: seats }))
      .status,
  ).toBe(201)
  const preview = await post('/api/checkout.do', { collectionMethod, paymentMethod: 'visa' })
  const paid = await post('/api/payment.do', {
    previewId: preview.body.previewId,
    cardToken: testTokens.approve,
  })
  expect(paid.status).toBe(200)
  return paid.body
}

const check = (code: unknown, locale = 'en_US') =>
  call(server, { method: 'POST', url: `/api/ticket/verify.do?locale=${locale}`, payload: { code } })

/** The code with one character changed (a forger's edit, or a misread). */
const changed = (code: string, at: number) =>
  `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`

describe('checking an e-ticket code', () => {
  let receipt: { txnNo: string; eTickets: { code: string; seat: string }[] }
  beforeAll(async () => {
    receipt = await buy(buyers[0] as Buyer, [fixture.seat('C', 4), fixture.seat('C', 5)])
  })

  it('names the ticket of a genuine code, without a login and without the buyer', async () => {
    const second = receipt.eTickets[1]?.code ?? ''
    const answer = await check(second)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      txnNo: receipt.txnNo,
      seq: 2,
      performanceId: fixture.reservedId,
      event: expect.objectContaining({ en: 'Harbour Lights' }),
      venue: expect.objectContaining({ en: 'Harbour Hall' }),
      showStartsAt: '2026-12-28T20:00:00+08:00',
      seat: 'Stalls, row C, seat 5',
      ticketType: 'standard',
      ticketTypeLine: 'Standard',
      idRequired: false,
    })
  })

  it('refuses a code changed in any one character', async () => {
    const code = receipt.eTickets[0]?.code ?? ''
    for (const at of [4, code.indexOf('.P') + 2, code.length - 1]) {
      const answer = await check(changed(code, at))
      expect(answer.status, changed(code, at)).toBe(404)
      expect(answer.body.code).toBe('NOT_FOUND')
    }
  })

  it('refuses codes signed with another secret or for a ticket never sold as an e-ticket', async () => {
    const secret = await ticketCodeSecret(server.database.db, undefined)
    const show = `P${fixture.reservedId}`
    const codes = [
      signTicketCode('not the server secret', { txnNo: receipt.txnNo, seq: 1, show }),
      // a third ticket of a sale of two, and a sale that does not exist
      signTicketCode(secret, { txnNo: receipt.txnNo, seq: 3, show }),
      signTicketCode(secret, { txnNo: 'T20261201999999', seq: 1, show }),
      // the right ticket, the wrong show
      signTicketCode(secret, { txnNo: receipt.txnNo, seq: 1, show: `P${fixture.gaId}` }),
      'not a ticket code',
    ]
    const boxOffice = await buy(
      buyers[1] as Buyer,
      [fixture.seat('B', 4), fixture.seat('B', 5)],
      'boxOffice',
    )
    codes.push(signTicketCode(secret, { txnNo: boxOffice.txnNo, seq: 1, show }))
    for (const code of codes) {
      const answer = await check(code, 'zh_TW')
      expect(answer.status, code).toBe(404)
      expect(answer.body.code).toBe('NOT_FOUND')
    }
  })

  it('asks for a code', async () => {
    const answer = await check('')
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
  })
})
