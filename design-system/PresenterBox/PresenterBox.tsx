import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Button } from '../Button'
import { cx } from '../cx'
import { useLinkComponent } from '../LinkProvider'
import { Inline, Stack } from '../layout'
import * as css from './PresenterBox.css'

export interface Presenter {
  id: string
  /** Already in the page's language; also names the logo. */
  name: string
  logoSrc: string
  /** The presenter's events. */
  href: string
}

export interface PresenterBoxProps {
  presenters: readonly Presenter[]
  /** Whether the logos are shown; the visitor's choice, kept by the caller. */
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The presenter whose events are shown now, marked as current. */
  currentId?: string
  /** Heading level of the box's title, to fit the page's outline. */
  headingLevel?: 2 | 3
  className?: string
}

/**
 * Branded presenters (the arts department, an orchestra, a festival): each logo leads to their
 * events. A button hides or shows the logos; the heading and the button always stay.
 */
export function PresenterBox({
  presenters,
  open,
  onOpenChange,
  currentId,
  headingLevel = 2,
  className,
}: PresenterBoxProps) {
  const { t } = useLingui()
  const Link = useLinkComponent()
  const listId = useId()
  const headingId = useId()
  const HeadingTag = `h${headingLevel}` as const
  if (presenters.length === 0) return null
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId} className={cx(css.root, className)}>
      <Inline justify="between" gap="sm">
        <HeadingTag id={headingId} className={css.heading}>
          {t`Presenters`}
        </HeadingTag>
        <Button
          variant="ghost"
          size="small"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => onOpenChange(!open)}
        >
          {open ? t`Hide presenters` : t`Show presenters`}
        </Button>
      </Inline>
      <ul id={listId} className={css.list} hidden={!open}>
        {presenters.map((presenter) => (
          <li key={presenter.id}>
            <Link
              href={presenter.href}
              className={css.link}
              aria-current={presenter.id === currentId ? 'page' : undefined}
            >
              <img
                src={presenter.logoSrc}
                alt=""
                loading="lazy"
                decoding="async"
                width={160}
                height={80}
                className={css.logo}
              />
              {presenter.name}
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  )
}
