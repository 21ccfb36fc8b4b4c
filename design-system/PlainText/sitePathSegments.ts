// Help texts name the site's own pages by path ("Payment methods: /PaymentMethod.html", "the
// [change request form](/DeliveryChangeRequest.html)"). These split a line of plain text into
// text and links to those paths, so a reader can follow them; the text itself is never read as
// markup. A path written bare in a sentence is still a link, but its text is the path: every
// help text names its links with words (server/seed/content tests it).

export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string; label: string }

/** A page of this site: `/Faq.html`, `/BoxOffice.do`, `/ReleaseNotes.html#privacypolicy`. */
const path = String.raw`\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:html|do)(?:#[A-Za-z0-9_-]+)?`

/** `[the words](/path)` where a sentence names a page, or a path bare after a space or bracket. */
const sitePath = new RegExp(String.raw`\[([^\]\n]+)\]\((${path})\)|(^|[\s(（:：])(${path})`, 'g')

/** "Label: /path" (or "標籤：/path") as a whole line: the label is the link. */
const labelled = new RegExp(String.raw`^([^\[\]]+?)\s*[:：]\s*(${path})$`)

export function sitePathSegments(line: string): TextSegment[] {
  const whole = labelled.exec(line)
  if (whole?.[1] && whole[2]) return [{ kind: 'link', href: whole[2], label: whole[1] }]
  const segments: TextSegment[] = []
  let from = 0
  for (const match of line.matchAll(sitePath)) {
    const [whole, words, named, lead = '', bare = ''] = match
    const start = match.index + (named ? 0 : lead.length)
    if (start > from) segments.push({ kind: 'text', text: line.slice(from, start) })
    if (named && words) segments.push({ kind: 'link', href: named, label: words })
    else segments.push({ kind: 'link', href: bare, label: bare })
    from = named ? match.index + whole.length : start + bare.length
  }
  if (from < line.length) segments.push({ kind: 'text', text: line.slice(from) })
  return segments
}
