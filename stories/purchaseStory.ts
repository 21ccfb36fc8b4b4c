// What the buying and cinema stories need besides BrowseScreenStory (a member's or visitor's
// router, a QueryClient seeded with the route's answers): a clock held still, since holds count
// down and delivery closes days before a show, and answers from fixtures to the calls a screen
// still makes while it is on show (seat plans and bot-check pictures are asked again on sight;
// holding, checking out and paying are calls), so no story reaches for a server.
import type { Middleware } from 'openapi-fetch'
import { api } from '../app/api/client'
import type { ErrorCode } from '../domain/errorCodes'

/** The stories' now: 1 December 2026, 10:00 in Hong Kong. */
export const storyNow = Date.parse('2026-12-01T10:00:00+08:00')
/** A moment `seconds` from the stories' now, as the contract writes it. */
export const fromNow = (seconds: number) => new Date(storyNow + seconds * 1000).toISOString()

/**
 * A story `beforeEach` holding `Date.now()` and `new Date()` at `at`; a plain stand-in, not a spy
 * (a spy records each call, itself asking for the time). Timers still run.
 */
export function holdClock(at = storyNow) {
  return () => {
    const RealDate = Date
    globalThis.Date = class extends RealDate {
      constructor(...args: unknown[]) {
        super(...((args.length > 0 ? args : [at]) as [number]))
      }
      static override now() {
        return at
      }
    } as DateConstructor
    return () => {
      globalThis.Date = RealDate
    }
  }
}

/** The contract's answer to a call: its data, or its Error body with a status. */
export type StoryAnswer = { data: unknown } | { status: number; code: ErrorCode; message: string }

/** Answers by `METHOD /path` as openapi.yaml writes it, e.g. `POST /api/payment.do`. */
export type StoryAnswers = Readonly<Record<string, StoryAnswer>>

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

// The answers of the meta and of the story, the story's last: it may answer a call differently.
const layers: StoryAnswers[] = []

const answering: Middleware = {
  onRequest({ request, schemaPath }) {
    const key = `${request.method} ${schemaPath}`
    const answer = layers.findLast((layer) => key in layer)?.[key]
    if (!answer) return json(503, { code: 'SERVER_BUSY', message: 'Server is busy.' })
    if ('data' in answer) return json(200, answer.data)
    return json(answer.status, { code: answer.code, message: answer.message })
  },
}

/**
 * A story `beforeEach` answering the app's API client from `answers` while the story is on show
 * (a story's answers before its meta's). A call nobody answers gets "server busy", as a missing
 * server would.
 */
export function answerCalls(answers: StoryAnswers) {
  return () => {
    if (layers.length === 0) api.use(answering)
    layers.push(answers)
    return () => {
      layers.splice(layers.lastIndexOf(answers), 1)
      if (layers.length === 0) api.eject(answering)
    }
  }
}
