import { Fragment } from 'react'
import { cx } from '../cx'
import { Link } from '../Link'
import { Stack } from '../layout'
import * as css from './PlainText.css'
import { plainTextBlocks } from './plainTextBlocks'
import { sitePathSegments } from './sitePathSegments'

export interface PlainTextProps {
  /**
   * A long text from the API (event description, help section, news, FAQ answer): paragraphs
   * separated by a blank line, lines starting with `- ` as list items. Never HTML.
   */
  text: string
  /**
   * Help texts: the site's own paths in the text (`/Faq.html`, `/BoxOffice.do`) become links,
   * and a line "Label: /path" becomes one link named by its label.
   */
  linkSitePaths?: boolean
  className?: string
}

function Line({ text, linkSitePaths }: { text: string; linkSitePaths: boolean }) {
  if (!linkSitePaths) return text
  return sitePathSegments(text).map((segment, index) =>
    segment.kind === 'link' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments of a text never move
      <Link key={index} href={segment.href}>
        {segment.label}
      </Link>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments of a text never move
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  )
}

/** Draws the API's plain text as paragraphs and bullet lists, as text (nothing to sanitise). */
export function PlainText({ text, linkSitePaths = false, className }: PlainTextProps) {
  return (
    <Stack gap="md" className={cx(css.root, className)}>
      {plainTextBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a text never move
          <Stack as="ul" key={index} gap="xs" className={css.list}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items of a text never move
              <li key={itemIndex}>
                <Line text={item} linkSitePaths={linkSitePaths} />
              </li>
            ))}
          </Stack>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a text never move
          <p key={index} className={css.paragraph}>
            {block.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a text never move
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <Line text={line} linkSitePaths={linkSitePaths} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </Stack>
  )
}
