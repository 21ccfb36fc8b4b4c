import { Accordion as RadixAccordion } from 'radix-ui'
import type { ReactNode } from 'react'
import { cx } from '../cx'
import { ChevronDownIcon } from '../icons'
import * as styles from './Accordion.css'

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const

export interface AccordionItem {
  value: string
  /** The question or section name; it is the button that opens the answer. */
  title: ReactNode
  content: ReactNode
}

interface CommonProps {
  items: readonly AccordionItem[]
  /** Level of the heading around each button, to fit the page's outline. */
  headingLevel?: (typeof accordionHeadingLevels)[number]
  className?: string
}

export type AccordionProps = CommonProps &
  (
    | {
        type?: 'single'
        defaultValue?: string
        value?: string
        onValueChange?: (value: string) => void
      }
    | {
        type: 'multiple'
        defaultValue?: string[]
        value?: string[]
        onValueChange?: (value: string[]) => void
      }
  )

/**
 * Questions whose answers open in place (the FAQ, help sections). Each title is a button in a
 * heading: Enter or Space opens it, arrow keys move between titles.
 */
export function Accordion({ items, headingLevel = 3, className, ...props }: AccordionProps) {
  const HeadingTag = `h${headingLevel}` as const
  const list = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
      <RadixAccordion.Header asChild>
        <HeadingTag className={styles.heading}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {item.title}
            <ChevronDownIcon className={styles.chevron} />
          </RadixAccordion.Trigger>
        </HeadingTag>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.body}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ))
  const rootClass = cx(styles.root, className)
  return props.type === 'multiple' ? (
    <RadixAccordion.Root {...props} type="multiple" className={rootClass}>
      {list}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root {...props} type="single" collapsible className={rootClass}>
      {list}
    </RadixAccordion.Root>
  )
}
