// GET /dev/bot-check/:id: the answer of a bot-check picture, for browser tests that run the real
// server as a separate process (tests/e2e-server). Registered only when NODE_ENV=test, the only
// time the server keeps answers at all (answersForTests); any other server answers 404.
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../domain/domainError'
import { answersForTests } from '../services/botCheck'

export const botCheckAnswerPath = '/dev/bot-check/:id'

export function registerBotCheckAnswerPage(app: FastifyInstance) {
  const answers = answersForTests
  if (!answers) return
  app.get<{ Params: { id: string } }>(botCheckAnswerPath, async (request) => {
    const captchaCode = answers.get(request.params.id)
    if (!captchaCode) throw notFound()
    return { captchaCode }
  })
}
