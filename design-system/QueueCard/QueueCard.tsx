import { type ReactNode, useId } from 'react'
import { Inline, Stack } from '../layout'
import * as styles from './QueueCard.css'

export const queueCardTones = ['waiting', 'turn', 'over', 'problem'] as const
export type QueueCardTone = (typeof queueCardTones)[number]

export interface QueueFigure {
  /** What the number is ("Your place", "Ahead of you"). */
  label: ReactNode
  /** The number in words and digits, already formatted for the reader's language. */
  value: ReactNode
}

export interface QueueCardProps {
  /** The state's colour: waiting, the buyer's turn, over (sold out, expired), a problem. */
  tone?: QueueCardTone
  heading: ReactNode
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 2 | 3
  /** A few large figures: a place, how many are ahead, a wait. */
  figures?: readonly QueueFigure[]
  /** Paragraphs saying what happens next. */
  children?: ReactNode
  /** Buttons or links: choose seats, other performances. */
  actions?: ReactNode
}

/**
 * A buyer's state in a queue (the waiting room of a hot on-sale): a heading, large figures,
 * a few words and the way on. The tone repeats what the heading says, never replaces it.
 */
export function QueueCard({
  tone = 'waiting',
  heading,
  headingLevel = 2,
  figures = [],
  children,
  actions,
}: QueueCardProps) {
  const headingId = useId()
  const HeadingTag = `h${headingLevel}` as const
  return (
    <section aria-labelledby={headingId} className={styles.card({ tone })}>
      <HeadingTag id={headingId} className={styles.heading}>
        {heading}
      </HeadingTag>
      {figures.length > 0 && (
        <dl className={styles.figures}>
          {figures.map((figure, index) => (
            // figures keep their order: a place, then those ahead, then the wait
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a state
            <div key={index} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children && <div className={styles.body}>{children}</div>}
      {actions && (
        <Inline gap="md" align="center">
          {actions}
        </Inline>
      )}
    </section>
  )
}

export interface QueueCodeProps {
  /** What the code is ("SHA-256 of the seed"). */
  label: ReactNode
  /** A long hash, seed or id: shown whole, breaking anywhere on a narrow screen. */
  value: string
}

/** A long code a reader may copy or compare by eye: a published hash, a seed, an entry id. */
export function QueueCode({ label, value }: QueueCodeProps) {
  return (
    <Stack gap="xs">
      <p className={styles.codeLabel}>{label}</p>
      <code className={styles.code} translate="no">
        {value}
      </code>
    </Stack>
  )
}
