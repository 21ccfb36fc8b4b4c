import { useLingui } from '@lingui/react/macro'
import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { cx } from '../cx'
import { Inline, sprinkles } from '../layout'
import {
  backdrop,
  cornerClose,
  modalDescription,
  modalPanel,
  modalTitle,
  OverlayClose,
  overlaySurface,
} from '../overlay'

export const dialogSizes = ['small', 'medium', 'large'] as const

export interface DialogProps {
  /** Always required: screen readers announce it when the dialog opens. */
  title: ReactNode
  /** One sentence read after the title; omit when the body says it. */
  description?: ReactNode
  /** The element that opens the dialog (a Button); leave out when `open` is controlled. */
  trigger?: ReactNode
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Actions at the bottom; wrap a button in `<DialogClose asChild>` to close with it. */
  footer?: ReactNode
  size?: (typeof dialogSizes)[number]
  children?: ReactNode
  className?: string
}

/**
 * A modal window for a task that needs the visitor's full attention (welcome after sign-in,
 * theatre rules, a form): focus stays inside until it closes, then returns to the trigger.
 * For yes/no confirmations use AlertDialog.
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  footer,
  size = 'medium',
  children,
  className,
}: DialogProps) {
  const { t } = useLingui()
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={backdrop} />
        <RadixDialog.Content
          className={cx(
            overlaySurface({ elevation: 'modal' }),
            modalPanel({ size }),
            sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' }),
            className,
          )}
          // without a description Radix would point aria-describedby at nothing
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Inline justify="between" align="start" gap="md" wrap={false}>
            <RadixDialog.Title className={modalTitle}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <OverlayClose label={t`Close`} className={cornerClose} />
            </RadixDialog.Close>
          </Inline>
          {description && (
            <RadixDialog.Description className={modalDescription}>
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {footer && (
            <Inline justify="end" gap="sm">
              {footer}
            </Inline>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** Closes the surrounding Dialog; use with `asChild` around a Button in the footer. */
export const DialogClose = RadixDialog.Close
