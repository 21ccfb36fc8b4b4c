import { useLayoutEffect } from 'react'
import { firstViewAttribute } from '../../contract/firstView'

/**
 * The app's first drawing has taken over the first view the server drew (app/ssr), or replaced
 * it for a member: <html> says so, and a member's page, hidden while it was a visitor's view, is
 * shown.
 */
export function useFirstViewReplaced() {
  useLayoutEffect(() => document.documentElement.removeAttribute(firstViewAttribute), [])
}
