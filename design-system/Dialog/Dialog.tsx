import { useLingui } from '@lingui/react/macro'
import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { CloseIcon } from './CloseIcon'
import * as styles from './Dialog.css'

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
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={[styles.content, styles.width[size], className].filter(Boolean).join(' ')}
          // without a description Radix would point aria-describedby at nothing
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t`Close`}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** Closes the surrounding Dialog; use with `asChild` around a Button in the footer. */
export const DialogClose = RadixDialog.Close
