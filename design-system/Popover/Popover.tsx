import { useLingui } from '@lingui/react/macro'
import { Popover as RadixPopover } from 'radix-ui'
import { type ReactElement, type ReactNode, useId } from 'react'
import { cx } from '../cx'
import { Inline, sprinkles } from '../layout'
import { anchored, OverlayClose, type OverlayOpenProps, overlaySurface } from '../overlay'
import * as styles from './Popover.css'

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const

export interface PopoverProps extends OverlayOpenProps {
  /** Heading of the panel; also its accessible name. */
  title: ReactNode
  /** The button that opens the panel. */
  trigger: ReactElement
  children: ReactNode
  side?: (typeof popoverSides)[number]
}

/**
 * A small non-modal panel anchored to a button: a price breakdown, the calendar filter's
 * options, a share link. Escape or the close button closes it and focus goes back to the
 * button; for tasks that must be finished first use Dialog.
 */
export function Popover({
  title,
  trigger,
  children,
  side = 'bottom',
  open,
  defaultOpen,
  onOpenChange,
}: PopoverProps) {
  const { t } = useLingui()
  const titleId = useId()
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          {...anchored}
          side={side}
          aria-labelledby={titleId}
          className={cx(
            overlaySurface(),
            styles.content,
            sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
          )}
        >
          <Inline justify="between" align="start" gap="sm" wrap={false}>
            {/* not a heading: a popover sits inside any part of the page's outline */}
            <p id={titleId} className={styles.title}>
              {title}
            </p>
            <RadixPopover.Close asChild>
              <OverlayClose label={t`Close`} className={styles.close} />
            </RadixPopover.Close>
          </Inline>
          {children}
          <RadixPopover.Arrow className={styles.arrow} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  )
}
