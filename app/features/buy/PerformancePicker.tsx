import { RadioGroup } from '@design-system/RadioGroup'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '../../api/queries'
import { showDate, showTime } from '../event/showTimes'
import { isBuyable } from './buyable'

type Performance = Schemas['Performance']

/** The performances to choose from, each with its date, time and availability. */
export function PerformancePicker({
  performances,
  value,
  onChange,
}: {
  performances: readonly Performance[]
  value: number | undefined
  onChange: (performanceId: number) => void
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const status: Record<Performance['status'], string> = {
    available: t`available`,
    limited: t`few tickets left`,
    soldOut: t`sold out`,
    notOnSale: t`not on sale`,
  }
  return (
    <RadioGroup
      label={t`Performance`}
      hint={t`Dates and times are Hong Kong time.`}
      value={value === undefined ? '' : String(value)}
      onValueChange={(chosen) => onChange(Number(chosen))}
      options={performances.map((performance) => {
        const when = `${showDate(performance.startsAt, locale)} ${showTime(performance.startsAt, locale)}`
        const state = status[performance.status]
        return {
          value: String(performance.id),
          label: t`${when}, ${state}`,
          disabled: !isBuyable(performance),
        }
      })}
    />
  )
}
