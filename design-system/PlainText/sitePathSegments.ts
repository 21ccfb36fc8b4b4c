// Help texts name the site's own pages by path ("Payment methods: /PaymentMethod.html", "the
// form (/DeliveryChangeRequest.html)"). These split a line of plain text into text and links to
// those paths, so a reader can follow them; the text itself is never read as markup.

export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string; label: string }

/** A page of this site: `/Faq.html`, `/BoxOffice.do`, `/ReleaseNotes.html#privacypolicy`. */
const sitePath =
  /(^|[\s(（:：])(\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:html|do)(?:#[A-Za-z0-9_-]+)?)/g

/** "Label: /path" (or "標籤：/path") as a whole line: the label is the link. */
const labelled =
  /^(.+?)\s*[:：]\s*(\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:html|do)(?:#[A-Za-z0-9_-]+)?)$/

export function sitePathSegments(line: string): TextSegment[] {
  const whole = labelled.exec(line)
  if (whole?.[1] && whole[2]) return [{ kind: 'link', href: whole[2], label: whole[1] }]
  const segments: TextSegment[] = []
  let from = 0
  for (const match of line.matchAll(sitePath)) {
    const lead = match[1] ?? ''
    const path = match[2] ?? ''
    const start = match.index + lead.length
    if (start > from) segments.push({ kind: 'text', text: line.slice(from, start) })
    segments.push({ kind: 'link', href: path, label: path })
    from = start + path.length
  }
  if (from < line.length) segments.push({ kind: 'text', text: line.slice(from) })
  return segments
}
