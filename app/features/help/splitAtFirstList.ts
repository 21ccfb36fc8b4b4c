// A help section whose bullet list the page shows better another way (the delivery fees as a
// table): the text before the list and the text after it.

const bullet = /^\s*-\s+/

export function splitAtFirstList(text: string): {
  before: string
  after: string
  hadList: boolean
} {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const first = lines.findIndex((line) => bullet.test(line))
  if (first < 0) return { before: text, after: '', hadList: false }
  let end = first
  while (end < lines.length && bullet.test(lines[end] ?? '')) end++
  return {
    before: lines.slice(0, first).join('\n'),
    after: lines.slice(end).join('\n'),
    hadList: true,
  }
}
