import { useLingui } from '@lingui/react/macro'
import { button } from '../Button'
import { cx } from '../cx'
import { ChatIcon } from '../icons'
import { useLinkComponent } from '../LinkProvider'
import { VisuallyHidden } from '../VisuallyHidden'
import { chatButton, floatingLabel } from './ChatButton.css'

export const chatButtonPlacements = ['floating', 'inline'] as const

export interface ChatButtonProps {
  /** Address of the chat service; opens in a new window. */
  chatUrl?: string
  /** Opens an embedded chat instead of a link (used when there is no chatUrl). */
  onOpenChat?: () => void
  placement?: (typeof chatButtonPlacements)[number]
  className?: string
}

/**
 * The customer-service chat button. The spec shows it only when chat is configured, so it
 * draws nothing unless the caller passes a `chatUrl` or an `onOpenChat` handler.
 */
export function ChatButton({ chatUrl, onOpenChat, placement, className }: ChatButtonProps) {
  const { t } = useLingui()
  const Link = useLinkComponent()
  const classes = cx(
    button({ variant: 'primary', shape: 'pill' }),
    chatButton({ placement }),
    className,
  )
  const label = (
    <span className={placement === 'inline' ? undefined : floatingLabel}>
      {t`Chat with customer service`}
    </span>
  )
  if (chatUrl) {
    return (
      <Link href={chatUrl} target="_blank" rel="noopener noreferrer" className={classes}>
        <ChatIcon />
        {label}
        <VisuallyHidden> {t`(opens in a new window)`}</VisuallyHidden>
      </Link>
    )
  }
  if (onOpenChat) {
    return (
      <button type="button" onClick={onOpenChat} className={classes}>
        <ChatIcon />
        {label}
      </button>
    )
  }
  return null
}
