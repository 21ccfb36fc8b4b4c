// A reloaded preview step reads its preview back: only its member, only while it is live.
import { describe, expect, it } from 'vitest'
import { testTokens } from '../services/payments/simulatedGateway'
import type { Buyer } from '../testing/buyers'
import { call } from '../testing/harness'
import { startSellingServer } from '../testing/sellingServer'

const { server, fixture, buyers } = await startSellingServer({ buyers: 3, buyerPrefix: 'reread' })
const as = (buyer: Buyer) => ({ authorization: `Bearer ${buyer.token}` })
const member = (n: number) => buyers[n] as Buyer

async function previewOf(buyer: Buyer, ...seats: string[]) {
  const held = await call(server, {
    method: 'POST',
    url: '/api/basket/hold.do?locale=en_US',
    headers: as(buyer),
    payload: { performanceId: fixture.reservedId, seatIds: seats },
  })
  expect(held.body).toMatchObject({ id: expect.any(String) })
  const answer = await call(server, {
    method: 'POST',
    url: '/api/checkout.do?locale=en_US',
    headers: as(buyer),
    payload: {
      collectionMethod: 'delivery',
      deliveryAddress: { region: 'macau', address: '12 Rua do Campo' },
      paymentMethod: 'mastercard',
    },
  })
  expect(answer.status).toBe(200)
  return answer.body
}
const readBack = (buyer: Buyer | undefined, previewId: string) =>
  call(server, {
    url: `/api/preview/${previewId}.do?locale=en_US`,
    ...(buyer ? { headers: as(buyer) } : {}),
  })

describe('reading a checkout preview back', () => {
  it('answers its member the same tickets, choices and charges checkout answered', async () => {
    const buyer = member(0)
    const preview = await previewOf(buyer, fixture.seat('A', 1), fixture.seat('A', 2))
    const again = await readBack(buyer, preview.previewId)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(preview)
    expect(again.body).toMatchObject({
      collectionMethod: 'delivery',
      deliveryAddress: { region: 'macau', address: '12 Rua do Campo' },
      paymentMethod: 'mastercard',
    })
  })

  it('answers 404 to another member and asks a visitor to log in', async () => {
    const preview = await previewOf(member(1), fixture.seat('B', 1), fixture.seat('B', 2))
    expect((await readBack(member(2), preview.previewId)).status).toBe(404)
    expect((await readBack(undefined, preview.previewId)).status).toBe(401)
  })

  it('answers 404 once the preview is paid or its hold has lapsed', async () => {
    const buyer = member(2)
    const paid = await previewOf(buyer, fixture.seat('C', 1), fixture.seat('C', 2))
    const sale = await call(server, {
      method: 'POST',
      url: '/api/payment.do?locale=en_US',
      headers: as(buyer),
      payload: { previewId: paid.previewId, cardToken: testTokens.approve },
    })
    expect(sale.status).toBe(200)
    expect((await readBack(buyer, paid.previewId)).status).toBe(404)

    const lapsing = await previewOf(
      buyer,
      fixture.seat('C', 3),
      fixture.seat('C', 4),
      fixture.seat('C', 5),
    )
    server.clock.now = new Date(+server.clock.now + 60 * 60_000)
    expect((await readBack(buyer, lapsing.previewId)).status).toBe(404)
  })
})
