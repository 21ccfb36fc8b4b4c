import type { LinkComponentProps } from '@design-system/LinkProvider'
import { useRouter } from '@tanstack/react-router'
import { type MouseEvent, useMemo } from 'react'
import { regionalHref } from '../../../domain/domainRules'
import { isLegacyPagePath } from '../../../domain/legacyPages'
import { useCurrentLocale } from '../../i18n/currentLocale'
import { plainAppHref } from './plainAppHref'

/**
 * Addresses the server answers itself (spec §7's calls, downloads): a full page load. The old
 * `.do` page addresses are the app's own routes, which send the visitor on in the app.
 */
function isServerAddress(href: string) {
  const path = href.split(/[?#]/, 1)[0] ?? ''
  if (isLegacyPagePath(path)) return false
  return path.startsWith('/api/') || path.startsWith('/data/') || path.endsWith('.do')
}

function isInApp(href: string) {
  return href.startsWith('/') && !href.startsWith('//') && !isServerAddress(href)
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.currentTarget.target
  )
}

/**
 * The link every part of the site draws (given to design-system parts via LinkProvider): site
 * paths navigate in the app and carry the current language prefix; other addresses are plain
 * links, with the provider's regional hosts on China domain variants.
 */
export function AppLink({ href, onClick, ...props }: LinkComponentProps) {
  const router = useRouter()
  const locale = useCurrentLocale() // the prefix changes with the language: draw again then
  const inApp = isInApp(href)
  // Building a location is the costly part of a link, and a page draws its hundred links again
  // as its answers arrive: a plain path gets its prefix without the router, the others are
  // built once per address and language.
  const publicHref = useMemo(
    () =>
      inApp
        ? (plainAppHref(href, locale) ??
          router.buildLocation({ href } as Parameters<typeof router.buildLocation>[0]).publicHref)
        : // no location on the server drawing a first view: it draws none for a regional site
          regionalHref(href, globalThis.location?.hostname ?? ''),
    [router, href, inApp, locale],
  )
  if (!inApp) return <a {...props} href={publicHref} onClick={onClick} />
  return (
    <a
      {...props}
      href={publicHref}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainLeftClick(event)) return
        event.preventDefault()
        // a navigation overtaken by another one rejects: nothing for the visitor to see
        router.navigate({ href }).catch(() => undefined)
      }}
    />
  )
}
