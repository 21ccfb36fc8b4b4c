import type { HTMLAttributes, ReactNode, Ref } from 'react'
import { cx } from '../cx'
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from '../icons'
import { Stack } from '../layout'
import { callout, content, icon, titleStyle, toneText } from './Callout.css'

export const calloutTones = ['info', 'success', 'warning', 'danger'] as const
export type CalloutTone = (typeof calloutTones)[number]
export const calloutElements = ['div', 'section'] as const

// A distinct shape per tone: with the words, colour is never the only signal.
const glyphs = {
  info: InfoIcon,
  success: CheckIcon,
  warning: WarningIcon,
  danger: CloseIcon,
} as const satisfies Record<CalloutTone, unknown>

/**
 * When the callout appears after something the visitor did, it is announced: a problem at
 * once (alert), good news or a note when the reader is free (status).
 */
const liveRole = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  danger: 'alert',
} as const satisfies Record<CalloutTone, string>

export interface CalloutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'className'> {
  tone?: CalloutTone
  /** A short heading in the tone's colour ("Payment failed", "Message sent"). */
  title?: ReactNode
  /** The title's element: a heading where it belongs in the page's outline. */
  titleAs?: 'p' | 'h2' | 'h3' | 'h4'
  /**
   * Announce it to screen readers when it appears (a refused form, a sent one). Leave it off
   * for a callout that is part of the page from the start, or that sits inside a live region
   * of its own.
   */
  announce?: boolean
  /** The tone's icon; `false` for none (a long text where it would only repeat the tone). */
  icon?: boolean
  /** `section` for an outcome that takes a form's place and is named by its heading. */
  as?: (typeof calloutElements)[number]
  children?: ReactNode
  ref?: Ref<HTMLDivElement>
}

/** A message set apart from the page: a notice, a problem, an outcome, in the tone it has. */
export function Callout({
  tone = 'info',
  title,
  titleAs: TitleElement = 'p',
  announce = false,
  icon: showIcon = true,
  as: Element = 'div',
  children,
  ...props
}: CalloutProps) {
  const Glyph = glyphs[tone]
  return (
    <Element role={announce ? liveRole[tone] : undefined} {...props} className={callout({ tone })}>
      {showIcon && <Glyph size="medium" className={cx(icon, toneText({ tone }))} />}
      <Stack gap="sm" className={content}>
        {title !== undefined && (
          <TitleElement className={cx(titleStyle, toneText({ tone }))}>{title}</TitleElement>
        )}
        {children}
      </Stack>
    </Element>
  )
}
