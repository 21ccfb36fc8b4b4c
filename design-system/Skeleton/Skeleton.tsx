import { useLingui } from '@lingui/react/macro'
import type { CSSProperties, ReactNode } from 'react'
import { cx } from '../cx'
import { Stack } from '../layout'
import { VisuallyHidden } from '../VisuallyHidden'
import * as styles from './Skeleton.css'

export const skeletonShapes = ['text', 'block', 'circle', 'banner', 'poster'] as const

export interface SkeletonProps {
  shape?: (typeof skeletonShapes)[number]
  /** CSS length; text lines default to the full width. */
  width?: CSSProperties['width']
  /** CSS length; text lines are one line high. */
  height?: CSSProperties['height']
  className?: string
}

/**
 * A grey placeholder in the shape of content that is still loading (an event card, a row of
 * the transaction history). Decorative: wrap a screenful of them in SkeletonGroup, which tells
 * screen readers what is loading. It pulses only when the visitor allows motion.
 */
export function Skeleton({ shape, width, height, className }: SkeletonProps) {
  const size = shape === 'circle' ? { width, height: height ?? width } : { width, height }
  return (
    <span aria-hidden="true" style={size} className={cx(styles.skeleton({ shape }), className)} />
  )
}

export interface SkeletonGroupProps {
  /** What is loading, read by screen readers, e.g. "Loading events". */
  label?: string
  children: ReactNode
  className?: string
}

/** Holds placeholders while content loads; announces the wait once, politely. */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  const { t } = useLingui()
  return (
    <Stack aria-busy="true" gap="sm" className={className}>
      <VisuallyHidden role="status">{label ?? t`Loading`}</VisuallyHidden>
      {children}
    </Stack>
  )
}
