import { ButtonLink } from '@design-system/ButtonLink'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

/** "Add to calendar": the receipt's iCalendar file, saved by the browser and opened by the calendar. */
export function CalendarLink({ calendar, name }: { calendar: string; name: string }) {
  const { t } = useLingui()
  const [href, setHref] = useState<string>()
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([calendar], { type: 'text/calendar' }))
    setHref(url)
    return () => URL.revokeObjectURL(url)
  }, [calendar])
  if (!href) return null
  return (
    <ButtonLink href={href} download={`citytix-${name}.ics`} variant="secondary">
      {t`Add to calendar`}
    </ButtonLink>
  )
}
