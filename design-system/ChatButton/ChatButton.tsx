import { useLingui } from '@lingui/react/macro'
import { VisuallyHidden } from 'radix-ui'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import { chatButton, floatingLabel, icon } from './ChatButton.css'

export const chatButtonPlacements = ['floating', 'inline'] as const

export interface ChatButtonProps {
  /** Address of the chat service; opens in a new window. */
  chatUrl?: string
  /** Opens an embedded chat instead of a link (used when there is no chatUrl). */
  onOpenChat?: () => void
  placement?: (typeof chatButtonPlacements)[number]
  className?: string
}

function ChatIcon() {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
      />
    </svg>
  )
}

/**
 * The customer-service chat button. The spec shows it only when chat is configured, so it
 * draws nothing unless the caller passes a `chatUrl` or an `onOpenChat` handler.
 */
export function ChatButton({ chatUrl, onOpenChat, placement, className }: ChatButtonProps) {
  const { t } = useLingui()
  const Link = useLinkComponent()
  const classes = [chatButton({ placement }), className].filter(Boolean).join(' ')
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
        <VisuallyHidden.Root> {t`(opens in a new window)`}</VisuallyHidden.Root>
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
