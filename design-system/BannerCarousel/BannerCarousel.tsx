import { useLingui } from '@lingui/react/macro'
import { type FocusEvent, useEffect, useRef, useState } from 'react'
import { cx } from '../cx'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons'
import { useLinkComponent } from '../LinkProvider'
import { Inline } from '../layout'
import { VisuallyHidden } from '../VisuallyHidden'
import * as css from './BannerCarousel.css'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'

export interface BannerSlide {
  id: string
  imageSrc: string
  /** Says what the banner says: event, dates, venue, offer. */
  alt: string
  href: string
}

export interface BannerCarouselProps {
  slides: readonly BannerSlide[]
  /** Names the carousel landmark; defaults to "Featured events". */
  label?: string
  /** Milliseconds each slide shows while the slide show plays. */
  intervalMs?: number
  /** Whether the slide show starts playing (never under reduced motion). */
  autoPlay?: boolean
  className?: string
}

/**
 * The home page's rotating banners. It plays by itself only while nobody is reading it: it
 * stops when the visitor focuses inside it (until they press play again), while the pointer is
 * over it, and never starts for people who ask for reduced motion (WCAG 2.2.2).
 */
export function BannerCarousel({
  slides,
  label,
  intervalMs = 6000,
  autoPlay = true,
  className,
}: BannerCarouselProps) {
  const { t } = useLingui()
  const Link = useLinkComponent()
  const reducedMotion = usePrefersReducedMotion()
  const [current, setCurrent] = useState(0)
  // under reduced motion the show starts paused; the visitor may still press play
  const [playing, setPlaying] = useState(() => autoPlay && !reducedMotion)
  const [hovered, setHovered] = useState(false)
  const rotationButtonRef = useRef<HTMLButtonElement>(null)
  const count = slides.length
  const rotating = playing && !hovered && count > 1

  useEffect(() => {
    if (reducedMotion) setPlaying(false)
  }, [reducedMotion])

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [rotating, count, intervalMs])

  if (count === 0) return null
  const shown = Math.min(current, count - 1)
  const goTo = (index: number) => setCurrent((index + count) % count)

  // Focus anywhere but the play / pause button stops the show for good (APG carousel pattern).
  const stopOnFocus = (event: FocusEvent) => {
    if (event.target !== rotationButtonRef.current) setPlaying(false)
  }

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={label ?? t`Featured events`}
      className={cx(css.root, className)}
      onFocus={stopOnFocus}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div
        className={css.viewport}
        // announce slides changed by the visitor, not every automatic turn
        aria-live={rotating ? 'off' : 'polite'}
      >
        {slides.map((slide, index) => {
          const position = index + 1
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide groups content, not form controls (APG carousel pattern)
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              hidden={index !== shown}
              className={css.slide}
            >
              <Link href={slide.href} className={css.slideLink}>
                {/* the first slide is the page's largest picture: fetched first; hidden ones wait */}
                <img
                  src={slide.imageSrc}
                  alt={slide.alt}
                  className={css.image}
                  width={1200}
                  height={400}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding={index === 0 ? 'sync' : 'async'}
                />
              </Link>
            </div>
          )
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={cx(css.stepButton, css.previous)}
            onClick={() => goTo(shown - 1)}
          >
            <ChevronLeftIcon />
            <VisuallyHidden>{t`Previous slide`}</VisuallyHidden>
          </button>
          <button
            type="button"
            className={cx(css.stepButton, css.next)}
            onClick={() => goTo(shown + 1)}
          >
            <ChevronRightIcon />
            <VisuallyHidden>{t`Next slide`}</VisuallyHidden>
          </button>
          <Inline justify="center" gap="sm" className={css.controls}>
            <button
              ref={rotationButtonRef}
              type="button"
              className={css.rotationButton}
              onClick={() => setPlaying((value) => !value)}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
              <VisuallyHidden>
                {playing ? t`Pause the slide show` : t`Play the slide show`}
              </VisuallyHidden>
            </button>
            <Inline as="ul" gap="xxs" aria-label={t`Choose a slide`}>
              {slides.map((slide, index) => {
                const position = index + 1
                return (
                  <li key={slide.id}>
                    <button
                      type="button"
                      className={css.dot}
                      aria-current={index === shown ? 'true' : undefined}
                      onClick={() => goTo(index)}
                    >
                      <VisuallyHidden>{t`Slide ${position}`}</VisuallyHidden>
                    </button>
                  </li>
                )
              })}
            </Inline>
          </Inline>
        </>
      )}
    </section>
  )
}
