// A visitor's change request on the real server: sent from the form without logging in, it
// waits for the link mailed to the transaction's own email (read at /dev/outbox); the page that
// link opens confirms it and tells the reference number, and the same link a second time tells
// the same.

import { demoMember, demoPassword } from './support/memberSession'
import { expect, test } from './support/test'

const cardImage = new URL('./fixtures/card-front.png', import.meta.url).pathname
/** A month in Hong Kong, `back` months before this one (YYYY-MM). */
const hongKongMonth = (back: number) => {
  const day = new Date(Date.now() + 8 * 3_600_000)
  day.setUTCDate(1)
  day.setUTCMonth(day.getUTCMonth() - back)
  return day.toISOString().slice(0, 7)
}
const member = demoMember(1)

test('a visitor confirms a transaction change from the link mailed to the booking email', async ({
  page,
}) => {
  // what the visitor holds: the receipt's number and the card that paid (read here through the
  // member's own API calls, without logging the page in)
  const login = await page.request.post('/api/user/login.do?locale=en_US', {
    data: { loginId: member, password: demoPassword },
  })
  expect(login.ok()).toBe(true)
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  // a transaction paid by card, this month or one of the months before
  let paid: { txnNo: string; cardNumber: string } | undefined
  for (let back = 0; back < 6 && !paid; back++) {
    const list = await page.request.post('/api/user/txns.do?locale=en_US', {
      headers,
      data: { month: hongKongMonth(back) },
    })
    expect(list.ok()).toBe(true)
    for (const { txnNo } of ((await list.json()) as { data: { txnNo: string }[] }).data) {
      const detail = await page.request.get(`/api/Member/TransactionDetail.do?txnNo=${txnNo}`, {
        headers,
      })
      const txn = (await detail.json()) as { txnNo: string; cardNumber: string }
      if (txn.cardNumber) paid = txn
    }
  }
  if (!paid) throw new Error('no transaction paid by card in six months')
  // as long as the card that paid: its first and last 4 digits, any digits between
  const shown = paid.cardNumber.replace(/[\s-]/g, '')
  const typed = `${shown.slice(0, 4)}${'5'.repeat(shown.length - 8)}${shown.slice(-4)}`

  await page.goto('/en_us/TxnChangeRequest.html')
  const form = page.getByRole('region', { name: 'Ask for a change' })
  await form.getByRole('textbox', { name: /^Transaction number/ }).fill(paid.txnNo)
  await form.getByRole('textbox', { name: /^Card number/ }).pressSequentially(typed)
  await form.getByLabel(/^Image of the front of the card/).setInputFiles(cardImage)
  await expect(form.getByText('card-front.png uploaded')).toBeVisible()
  await form.getByRole('checkbox', { name: 'Change the contact number' }).check()
  await form.getByRole('textbox', { name: /^New contact number/ }).fill('+852 6123 4567')
  await form.getByRole('button', { name: 'Send request' }).click()
  const waiting = page.getByRole('region', {
    name: 'Please check your email to confirm your request',
  })
  await expect(waiting).toContainText('Nothing changes until you open it')
  await expect(waiting).not.toContainText('reference number')

  // the mail went to the transaction's own email, with the link
  let link = ''
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(member)}`)
    const newest = page.getByRole('article').filter({ hasText: paid.txnNo }).first()
    link = (await newest.getByRole('link').first().getAttribute('href', { timeout: 1_000 })) ?? ''
    expect(link).toContain('/en_us/ConfirmChangeRequest.html?token=')
  }).toPass({ timeout: 15_000 })

  for (let visit = 0; visit < 2; visit++) {
    await page.goto(link)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you. Your change request is confirmed.' }),
    ).toBeVisible()
    await expect(page.getByText(/Your reference number is TCR-\d{8}-\d{4,}\./)).toBeVisible()
  }

  // a link nobody was sent: the catalogue's message
  await page.goto('/zh_hk/ConfirmChangeRequest.html?token=nobody-was-sent-this-link-at-all')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('無法確認您的更改申請')
  await expect(page.getByText('此確認連結已過期，請重新提交申請。')).toBeVisible()
})
