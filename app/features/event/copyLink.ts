/** Puts the page's address on the clipboard; false when the browser refuses (spec §8 "Can not copy"). */
export async function copyLink(href: string, clipboard = globalThis.navigator?.clipboard) {
  if (!clipboard?.writeText) return false
  try {
    await clipboard.writeText(href)
    return true
  } catch {
    return false
  }
}
