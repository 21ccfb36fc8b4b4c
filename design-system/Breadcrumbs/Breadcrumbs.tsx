import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLinkComponent } from '../LinkProvider'
import { crumb, crumbLink, trail } from './Breadcrumbs.css'

export interface BreadcrumbStep {
  label: ReactNode
  href: string
}

export interface BreadcrumbsProps {
  /** The pages above this one, from the home page down. */
  steps: readonly BreadcrumbStep[]
  /** This page's title: the last crumb, not a link. */
  current: ReactNode
}

/** Home › section › this page, as a navigation landmark; the last crumb is the current page. */
export function Breadcrumbs({ steps, current }: BreadcrumbsProps) {
  const { t } = useLingui()
  const Link = useLinkComponent()
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className={trail}>
        {steps.map((step) => (
          <li key={step.href} className={crumb}>
            <Link href={step.href} className={crumbLink}>
              {step.label}
            </Link>
          </li>
        ))}
        <li className={crumb} aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  )
}
