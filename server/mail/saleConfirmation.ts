// The confirmation mailed after every sale, in the language of the request that paid it: the
// transaction and confirmation numbers, the show, the seats by name, each e-ticket's QR code
// shown in the mail (an inline image linked to the member's receipt), the fees and total, how
// the tickets are collected, and the show's calendar file attached. It goes through the outbox
// (queueMail), so the sale never waits for the mail server, and once per transaction.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import sharp from 'sharp'
import { renderSVG } from 'uqr'
import type { components } from '../../contract/schema.gen'
import { localePathSegment } from '../../domain/language'
import type { Locale } from '../../domain/preferences'
import { ticketSeatName } from '../../domain/seatName'
import { standardTicketType, type TicketType, ticketTypeLine } from '../../domain/ticketTypes'
import type { MailAttachment } from '../db/schema'
import { escapeHtml } from './messages'

type Transaction = components['schemas']['Transaction']

const collection = {
  eTicket: msg`Your e-tickets are below and on your receipt: show each QR code at the entrance, on your phone or printed.`,
  boxOffice: msg`Collect your tickets at any Citytix box office with your transaction number and the card you paid with.`,
  kiosk: msg`Collect your tickets at any Citytix ticketing kiosk with your transaction number.`,
  delivery: msg`Your tickets will be posted to your delivery address; you will receive the tracking number when they are sent.`,
} as const

const hkd = (amount: number) => `HKD ${amount.toFixed(2)}`

/** The contract's Hong Kong time (2026-12-28T20:00:00+08:00) as a buyer reads it. */
const showTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`

async function qrPng(code: string): Promise<string> {
  const svg = renderSVG(code, { border: 2 })
  return (await sharp(Buffer.from(svg)).resize(240, 240).png().toBuffer()).toString('base64')
}

export interface SaleMailInput {
  transaction: Transaction
  i18n: I18n
  publicOrigin: string
}

export async function saleConfirmationMail({
  transaction: txn,
  i18n,
  publicOrigin,
}: SaleMailInput) {
  const locale = i18n.locale as Locale
  const receiptLink = `${publicOrigin}/${localePathSegment[locale]}/Member/TransactionDetail.html?txnNo=${encodeURIComponent(txn.txnNo)}`
  const event = txn.event[locale]
  const venue = txn.venue[locale]
  const txnNo = txn.txnNo
  const confirmationNo = txn.confirmationNo
  const when = showTime(txn.showStartsAt)
  const typeLine = (type: TicketType | undefined) =>
    ticketTypeLine(type ?? standardTicketType, (descriptor) => i18n._(descriptor))
  const seats = txn.seats.map((seat) => {
    const name = ticketSeatName(i18n, seat)
    const zone = seat.priceZone[locale]
    const type = typeLine(seat.ticketType)
    return name === zone
      ? `${name} · ${type} · ${hkd(seat.price)}`
      : `${name} · ${zone} · ${type} · ${hkd(seat.price)}`
  })
  const { charges } = txn
  const fees = [
    [i18n._(msg`Tickets`), charges.ticketTotal],
    [i18n._(msg`Service fee`), charges.serviceFee],
    [i18n._(msg`Handling fee`), charges.handlingFee],
    [i18n._(msg`Delivery fee`), charges.deliveryFee],
    ...(charges.discount ? [[i18n._(msg`Discount`), -charges.discount] as const] : []),
  ].filter(([, amount]) => amount !== 0) as [string, number][]
  const facts: [string, string][] = [
    [i18n._(msg`Transaction no.`), txnNo],
    [i18n._(msg`Confirmation no.`), confirmationNo],
    [i18n._(msg`Event`), event],
    [i18n._(msg`Show time`), when],
    [i18n._(msg`Venue`), venue],
  ]
  const total = `${i18n._(msg`Total`)}: ${hkd(charges.grandTotal)}`
  const howToCollect = i18n._(collection[txn.collectionMethod])
  const receiptLine = i18n._(
    msg`Your receipt and e-tickets are also in your account: ${receiptLink}`,
  )
  const calendarLine = i18n._(msg`The show is attached as a calendar file.`)
  const subject = i18n._(msg`Your Citytix tickets: ${event} (${txnNo})`)
  const heading = i18n._(msg`Thank you. Your purchase is complete.`)
  const seatsTitle = i18n._(msg`Seats`)
  const signature = i18n._(msg`Citytix customer service`)

  const eTickets = txn.eTickets ?? []
  const attachments: MailAttachment[] = []
  for (const [n, ticket] of eTickets.entries()) {
    attachments.push({
      filename: `${txnNo}-${n + 1}.png`,
      contentType: 'image/png',
      content: await qrPng(ticket.code),
      cid: `ticket-${n + 1}@citytix`,
    })
  }
  if (txn.calendar) {
    attachments.push({
      filename: `${txnNo}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: Buffer.from(txn.calendar).toString('base64'),
    })
  }

  const text = [
    heading,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${seatsTitle}:\n${seats.map((seat) => `- ${seat}`).join('\n')}`,
    [...fees.map(([label, amount]) => `${label}: ${hkd(amount)}`), total].join('\n'),
    howToCollect,
    ...eTickets.map(
      (ticket, n) =>
        `${i18n._(msg`E-ticket ${n + 1}`)}: ${ticket.seat} · ${ticket.ticketTypeLine ?? typeLine(ticket.ticketType)}`,
    ),
    receiptLine,
    calendarLine,
    '',
    signature,
  ].join('\n\n')
  const cell = (value: string) => `<td>${escapeHtml(value)}</td>`
  const link = escapeHtml(receiptLink)
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><body>
<p>${escapeHtml(heading)}</p>
<table>${facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th>${cell(value)}</tr>`).join('')}</table>
<h2>${escapeHtml(seatsTitle)}</h2>
<ul>${seats.map((seat) => `<li>${escapeHtml(seat)}</li>`).join('')}</ul>
<table>${fees.map(([label, amount]) => `<tr><th align="left">${escapeHtml(label)}</th>${cell(hkd(amount))}</tr>`).join('')}<tr><th align="left">${escapeHtml(i18n._(msg`Total`))}</th>${cell(hkd(charges.grandTotal))}</tr></table>
<p>${escapeHtml(howToCollect)}</p>
${eTickets
  .map(
    (ticket, n) =>
      `<p><a href="${link}"><img src="cid:ticket-${n + 1}@citytix" width="240" height="240" alt="${escapeHtml(i18n._(msg`QR code of e-ticket ${n + 1}`))}"></a><br>${escapeHtml(ticket.seat)}<br>${escapeHtml(ticket.ticketTypeLine ?? typeLine(ticket.ticketType))}</p>`,
  )
  .join('\n')}
<p><a href="${link}">${escapeHtml(receiptLine)}</a></p>
<p>${escapeHtml(calendarLine)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`
  return { subject, text, html, attachments }
}
