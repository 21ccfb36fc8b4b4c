/**
 * Asks for a picture now, at high priority, so it is in the browser's cache when the `<img>`
 * that shows it is drawn: the events home's first banner is its largest paint, and its address
 * is known as soon as the banner list arrives, well before the page's first render puts the
 * `<img>` in the document. Once per address; nothing outside a browser.
 */
export function preloadImage(src: string | undefined): void {
  if (!src || typeof document === 'undefined') return
  const head = document.head
  for (const link of head.querySelectorAll('link[rel="preload"][as="image"]')) {
    if (link.getAttribute('href') === src) return
  }
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = src
  link.setAttribute('fetchpriority', 'high')
  head.append(link)
}
