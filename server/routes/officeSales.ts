// The box office's sales operations (issue #35), by operationId: a performance's figures, and
// its sales and attendee list as CSV downloads, streamed a page of rows at a time.
import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import type { Handlers } from '../http/handler'
import { attendeesCsv, salesCsv, salesFileName } from '../services/office/salesExports'
import { performanceSales, salesPerformances } from '../services/office/salesFigures'

/**
 * Sends the lines as a CSV download, as they come. The contract's body is the CSV's text; the
 * handler answers with the stream, which Fastify pipes out.
 */
function csvStream(reply: FastifyReply, fileName: string, lines: AsyncGenerator<string>) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
  return Readable.from(lines) as unknown as string
}

export const officeSalesHandlers = {
  getOfficeSalesPerformances: (_input, ctx) => salesPerformances(ctx.db),

  getOfficePerformanceSales: ({ params }, ctx) =>
    performanceSales(ctx.db, params.performanceId, ctx.now()),

  downloadOfficeSalesCsv: async ({ params }, ctx) => {
    const fileName = await salesFileName(ctx.db, params.performanceId, 'sales')
    return csvStream(ctx.reply, fileName, salesCsv(ctx.db, ctx.i18n, params.performanceId))
  },

  downloadOfficeAttendeesCsv: async ({ params }, ctx) => {
    const fileName = await salesFileName(ctx.db, params.performanceId, 'attendees')
    return csvStream(ctx.reply, fileName, attendeesCsv(ctx.db, ctx.i18n, params.performanceId))
  },
} satisfies Handlers
