import { firstViewAttribute } from '../../contract/firstView'

/**
 * The page holds the first view the server drew for a visitor (server/http/firstViewPage.ts):
 * `data-first-view` on <html> with no value. A member's is marked "member" (earlyAnswers.ts).
 */
export function isVisitorsFirstView(doc: Document = document): boolean {
  return doc.documentElement.getAttribute(firstViewAttribute) === ''
}

/**
 * A difference between the server's drawing and the app's (a time, an answer that changed in
 * between): React draws that part anew, so the visitor sees the app's. Logged, not thrown.
 */
export function reportHydrationProblem(error: unknown) {
  console.warn('citytix: the first view was drawn anew where it differed', error)
}
