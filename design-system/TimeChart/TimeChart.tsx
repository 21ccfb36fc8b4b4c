import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatCalendarDate, formatDayMonth } from '../format'
import { Stack } from '../layout'
import { Table } from '../Table'
import { color, vars } from '../tokens'
import * as styles from './TimeChart.css'

export interface TimePoint {
  /** a calendar day, `YYYY-MM-DD` */
  date: string
  value: number
}

export interface TimeChartProps {
  /** What the chart shows ("Revenue by day"): the picture's name and the table's caption. */
  label: string
  points: readonly TimePoint[]
  /** The value as people read it (HK$1,760.00). */
  formatValue: (value: number) => string
  /** The table's column titles. */
  dateHeader: string
  valueHeader: string
  /** Shown instead of the chart and the table when there are no points. */
  empty?: ReactNode
  /** The chart's height in CSS pixels. */
  height?: number
}

const daySeconds = 24 * 60 * 60

/** A day as uPlot's x value: its UTC midnight in seconds (the axis is drawn in UTC). */
const dayToSeconds = (date: string) => {
  const [year, month, day] = date.split('-').map(Number)
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / 1000
}

const secondsToDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

/** The value behind a theme contract variable (`var(--x)`), as the element sees it now. */
function tokenValue(element: Element, reference: string) {
  const name = reference.replace(/^var\((--[^),]+).*$/, '$1')
  return getComputedStyle(element).getPropertyValue(name).trim()
}

/** The chart's colours and font from the theme the page shows now (night, black-and-white…). */
function themed(element: Element) {
  const text = tokenValue(element, color.textMuted)
  const grid = tokenValue(element, color.divider)
  const font = `${getComputedStyle(element).fontSize} ${tokenValue(element, vars.font.body)}`
  return {
    bar: tokenValue(element, color.primary),
    axis: { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } },
  }
}

/**
 * Amounts by day as a bar chart drawn by uPlot (canvas), in the theme's colours, redrawn when
 * the theme or the width changes; the same figures follow as a table, the chart's text
 * alternative for screen readers and for anyone who wants the numbers.
 */
export function TimeChart({
  label,
  points,
  formatValue,
  dateHeader,
  valueHeader,
  empty,
  height = 240,
}: TimeChartProps) {
  const { i18n } = useLingui()
  const locale = i18n.locale
  const box = useRef<HTMLDivElement>(null)
  const format = useRef(formatValue)
  format.current = formatValue

  useEffect(() => {
    const element = box.current
    if (!element || points.length === 0) return
    const xs = points.map((point) => dayToSeconds(point.date))
    const ys = points.map((point) => point.value)
    let plot: uPlot | undefined
    const draw = () => {
      plot?.destroy()
      const theme = themed(element)
      plot = new uPlot(
        {
          width: Math.max(160, element.clientWidth - 16),
          height,
          legend: { show: false },
          cursor: { show: false },
          scales: {
            x: { time: true, range: (_u, min, max) => [min - daySeconds, max + daySeconds] },
            y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
          },
          axes: [
            {
              ...theme.axis,
              // whole days only, however few there are
              incrs: [1, 2, 7, 14, 28].map((days) => days * daySeconds),
              values: (_u, splits) => splits.map((s) => formatDayMonth(secondsToDay(s), locale)),
            },
            {
              ...theme.axis,
              // room for the widest amount ("HK$150,000") at the largest font size
              size: (_u, values) =>
                16 + Math.max(0, ...(values ?? []).map((value) => value.length)) * 9,
              values: (_u, splits) => splits.map((s) => format.current(s)),
            },
          ],
          series: [
            {},
            {
              label,
              stroke: theme.bar,
              fill: theme.bar,
              width: 1,
              paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
              points: { show: false },
            },
          ],
        },
        [xs, ys],
        element,
      )
    }
    draw()
    let width = element.clientWidth
    const resized = new ResizeObserver(() => {
      if (element.clientWidth === width) return
      width = element.clientWidth
      draw()
    })
    resized.observe(element)
    // the look is <html data-theme>: a new theme, new colours
    const rethemed = new MutationObserver(draw)
    rethemed.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    })
    return () => {
      resized.disconnect()
      rethemed.disconnect()
      plot?.destroy()
    }
  }, [points, label, locale, height])

  if (points.length === 0 && empty) return <>{empty}</>
  return (
    <Stack gap="md">
      <div ref={box} role="img" aria-label={label} className={styles.chart} />
      <Table
        caption={label}
        columns={[
          {
            key: 'date',
            header: dateHeader,
            rowHeader: true,
            render: (point: TimePoint) => formatCalendarDate(point.date, locale),
          },
          {
            key: 'value',
            header: valueHeader,
            align: 'end',
            render: (point: TimePoint) => formatValue(point.value),
          },
        ]}
        rows={points}
        rowKey={(point) => point.date}
      />
    </Stack>
  )
}
