// GET /dev/outbox: where a demo user reads the site's mail when no SMTP_URL is set (activation
// links, one-time passwords, reset links). Newest first, `?to=` keeps one address's mail; links
// in a mail are clickable. Plain server-rendered HTML, every stored text escaped, no script, so
// it passes the site's Content-Security-Policy. Off (404) when NODE_ENV=production.
import { msg } from '@lingui/core/macro'
import type { FastifyInstance } from 'fastify'
import { hongKongIsoString } from '../../domain/hongKongTime'
import { htmlLang } from '../../domain/language'
import type { ServerConfig } from '../config'
import type { Database } from '../db/database'
import { i18nFor } from '../i18n'
import { escapeHtml, linkedHtml } from '../mail/messages'
import { ApiError } from './apiError'
import { requestLocale } from './i18n'

export const outboxPath = '/dev/outbox'
/** The newest mails shown; older ones are still in the table. */
const shown = 100

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:50rem;padding:0 1rem}
article{border-top:1px solid #888;padding:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#555}.text{white-space:pre-wrap;overflow-wrap:anywhere}
form{display:flex;gap:.5rem;flex-wrap:wrap;align-items:end}`

export function registerOutboxPage(app: FastifyInstance, database: Database, config: ServerConfig) {
  app.get<{ Querystring: { to?: unknown; lang?: unknown } }>(outboxPath, async (request, reply) => {
    if (config.production) throw new ApiError(404, 'NOT_FOUND')
    const locale = requestLocale(request)
    const i18n = i18nFor(locale)
    const to = typeof request.query.to === 'string' ? request.query.to.trim() : ''
    let query = database.db
      .selectFrom('outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(shown)
    if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()))
    const mails = await query.execute()
    const title = i18n._(msg`Outbox`)
    const articles = mails.map((mail) => {
      const recipient = mail.to_address
      return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">${escapeHtml(i18n._(msg`To: ${recipient}`))} · <time datetime="${escapeHtml(hongKongIsoString(mail.created_at))}">${escapeHtml(hongKongIsoString(mail.created_at).slice(0, 16).replace('T', ' '))}</time></p>
<div class="text">${linkedHtml(mail.text_body)}</div>
</article>`
    })
    const html = `<!doctype html>
<html lang="${htmlLang[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Citytix</title><style>${style}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(i18n._(msg`Mail the site has sent, newest first. Without SMTP_URL this is where it is read.`))}</p>
<form method="get" action="${outboxPath}">
<label>${escapeHtml(i18n._(msg`Recipient`))}<br><input type="email" name="to" value="${escapeHtml(to)}" autocomplete="email"></label>
<button type="submit">${escapeHtml(i18n._(msg`Show`))}</button>
<a href="${outboxPath}">${escapeHtml(i18n._(msg`All mail`))}</a>
</form>
${articles.length ? articles.join('\n') : `<p>${escapeHtml(i18n._(msg`No mail yet.`))}</p>`}
</main></body></html>`
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html)
  })
}
