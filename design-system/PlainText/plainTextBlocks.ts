// The contract's long texts are plain text (openapi.yaml, LocalizedText): paragraphs are
// separated by a blank line and a line starting with `- ` is a list item. This reads them into
// blocks a component can draw without ever treating the text as HTML.

export type PlainTextBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; items: string[] }

const bullet = /^\s*-\s+/

/** Paragraphs (their single line breaks kept) and bullet lists, in order. */
export function plainTextBlocks(text: string): PlainTextBlock[] {
  const blocks: PlainTextBlock[] = []
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let lines: string[] = []
    let items: string[] = []
    const flushLines = () => {
      if (lines.length) blocks.push({ kind: 'paragraph', lines })
      lines = []
    }
    const flushItems = () => {
      if (items.length) blocks.push({ kind: 'list', items })
      items = []
    }
    for (const raw of chunk.split('\n')) {
      const line = raw.trim()
      if (!line) continue
      if (bullet.test(raw)) {
        flushLines()
        items.push(raw.replace(bullet, '').trim())
      } else {
        flushItems()
        lines.push(line)
      }
    }
    flushLines()
    flushItems()
  }
  return blocks
}
