// The mails the site sends, in the member's language: a subject, paragraphs of plain text,
// and the same paragraphs as simple HTML.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'

export interface Mail {
  subject: MessageDescriptor
  paragraphs: MessageDescriptor[]
}

export const loginCodeMail = (code: string, minutes: number): Mail => ({
  subject: msg`Your Citytix one-time password`,
  paragraphs: [
    msg`Your one-time password is ${code}.`,
    msg`It is valid for ${minutes} minutes and can be used once.`,
    msg`If you did not ask for it, you can ignore this email: nobody can log in without the code.`,
  ],
})

export const verificationCodeMail = (code: string, minutes: number): Mail => ({
  subject: msg`Your Citytix verification code`,
  paragraphs: [
    msg`Your verification code is ${code}.`,
    msg`It is valid for ${minutes} minutes and can be used once.`,
  ],
})

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Web addresses in a text (a link ends at a space or at the end of the text). */
const webAddress = /https?:\/\/[^\s<>"']+/g

/** Text as HTML: escaped, with its web addresses made links. */
export function linkedHtml(text: string): string {
  let html = ''
  let from = 0
  for (const match of text.matchAll(webAddress)) {
    const address = match[0]
    html += `${escapeHtml(text.slice(from, match.index))}<a href="${escapeHtml(address)}">${escapeHtml(address)}</a>`
    from = match.index + address.length
  }
  return html + escapeHtml(text.slice(from))
}

export function renderMail(mail: Mail, i18n: I18n) {
  const paragraphs = mail.paragraphs.map((paragraph) => i18n._(paragraph))
  const signature = i18n._(msg`Citytix customer service`)
  return {
    subject: i18n._(mail.subject),
    text: [...paragraphs, '', signature].join('\n\n'),
    html: `<!doctype html><html lang="${i18n.locale}"><body>${paragraphs
      .map((p) => `<p>${linkedHtml(p)}</p>`)
      .join('')}<p>${escapeHtml(signature)}</p></body></html>`,
  }
}

export const activationMail = (link: string, hours: number): Mail => ({
  subject: msg`Activate your Citytix account`,
  paragraphs: [
    msg`Thank you for registering with Citytix.`,
    msg`To activate your account, open this link within ${plural(hours, { one: '# hour', other: '# hours' })}: ${link}`,
    msg`The link works once. If you did not register, ignore this email and no account will be activated.`,
  ],
})

export const resetPasswordMail = (link: string, hours: number): Mail => ({
  subject: msg`Reset your Citytix password`,
  paragraphs: [
    msg`We received a request to reset the password of your Citytix account.`,
    msg`To choose a new password, open this link within ${plural(hours, { one: '# hour', other: '# hours' })}: ${link}`,
    msg`The link works once. If you did not ask for it, ignore this email and your password stays as it is.`,
  ],
})

export const confirmChangeRequestMail = (link: string, txnNo: string, hours: number): Mail => ({
  subject: msg`Confirm your Citytix change request`,
  paragraphs: [
    msg`Someone asked to change transaction ${txnNo}, whose tickets were booked with this email address.`,
    msg`If it was you, confirm the request by opening this link within ${plural(hours, { one: '# hour', other: '# hours' })}: ${link}`,
    msg`Until it is confirmed nothing changes. If you did not ask for it, ignore this email.`,
  ],
})

export const pointsTopUpMail = (
  txnNo: string,
  points: number,
  amount: string,
  balance: number,
): Mail => ({
  subject: msg`Your Citytix points top-up: ${txnNo}`,
  paragraphs: [
    msg`Thank you. ${points} points have been added to your account (transaction ${txnNo}).`,
    msg`Amount paid: ${amount}. Your balance is now ${balance} points.`,
    msg`Your points pay for tickets and your wish list; their history is under My Points.`,
  ],
})

export const ballotResultMail = (event: string, result: string, link: string): Mail => ({
  subject: msg`Your Citytix wish list ballot result: ${event}`,
  paragraphs: [
    msg`The ballot for ${event} has been drawn.`,
    msg`Your result: ${result}`,
    msg`Your wish list shows every wish and what to do next: ${link}`,
  ],
})
