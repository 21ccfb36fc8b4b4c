import { Fragment } from 'react'
import * as css from './PlainText.css'
import { plainTextBlocks } from './plainTextBlocks'

export interface PlainTextProps {
  /**
   * A long text from the API (event description, help section, news, FAQ answer): paragraphs
   * separated by a blank line, lines starting with `- ` as list items. Never HTML.
   */
  text: string
  className?: string
}

/** Draws the API's plain text as paragraphs and bullet lists, as text (nothing to sanitise). */
export function PlainText({ text, className }: PlainTextProps) {
  return (
    <div className={[css.root, className].filter(Boolean).join(' ')}>
      {plainTextBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a text never move
          <ul key={index} className={css.list}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items of a text never move
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a text never move
          <p key={index} className={css.paragraph}>
            {block.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a text never move
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  )
}
