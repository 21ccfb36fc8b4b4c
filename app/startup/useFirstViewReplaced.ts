import { useLayoutEffect } from 'react'
import { firstViewAttribute } from './earlyAnswers'

/**
 * The app's first drawing has replaced the first view the server drew (app/ssr): <html> says so,
 * and a member's page, hidden while it was a visitor's view, is shown.
 */
export function useFirstViewReplaced() {
  useLayoutEffect(() => document.documentElement.removeAttribute(firstViewAttribute), [])
}
