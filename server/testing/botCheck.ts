// Solving the bot check in tests: a new picture from the API, and its answer from the server's
// test-only record (kept only when NODE_ENV=test, see server/services/botCheck.ts).
import { answersForTests } from '../services/botCheck'
import { call, type TestServer } from './harness'

export async function solveBotCheck(server: TestServer, remoteAddress = '127.0.0.1') {
  const picture = await call(server, { url: '/api/captcha.do', remoteAddress })
  const captchaId = String(picture.body.captchaId)
  const captchaCode = answersForTests?.get(captchaId)
  if (!captchaCode) throw new Error('the bot check can be solved only when NODE_ENV=test')
  return { captchaId, captchaCode }
}
