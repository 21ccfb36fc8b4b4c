import { Callout } from '@design-system/Callout'
import { Checkbox } from '@design-system/Checkbox'
import { Fieldset } from '@design-system/Fieldset'
import { Stack } from '@design-system/layout'
import { Spinner } from '@design-system/Spinner'
import { Text } from '@design-system/Text'
import { Textarea } from '@design-system/Textarea'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { hongKongIsoString } from '../../../../domain/hongKongTime'
import {
  chatUrlMaxLength,
  noticeMaxLength,
  siteSwitchesProblems,
} from '../../../../domain/office/siteSwitches'
import { isApiError } from '../../../api/errors'
import { type Schemas, siteSwitchesQuery, updateSiteSwitchesMutation } from '../../../api/queries'
import { FormEnd } from '../../forms/FormEnd'
import { OfficePage } from '../shell/OfficePage'

type Switches = Schemas['SiteSwitches']

/** An instant as staff type it: `2026-12-10 01:00`, Hong Kong time. */
function wallClockOf(iso: string): string {
  const instant = Date.parse(iso)
  return Number.isNaN(instant) ? '' : hongKongIsoString(instant).slice(0, 16).replace('T', ' ')
}

const wallClock = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/

/** What staff typed as an instant (Hong Kong time); a text that is none stays as it is. */
function instantOf(text: string): string {
  const parts = wallClock.exec(text.trim())
  if (!parts) return text
  const [, year, month, day, hour, minute] = parts
  return `${year}-${month}-${day}T${(hour ?? '').padStart(2, '0')}:${minute}:00+08:00`
}

interface Draft {
  hotEvent: boolean
  showWishList: boolean
  gray: boolean
  grayFrom: string
  grayTo: string
  chatUrl: string
  maintenance: boolean
  maintenanceFrom: string
  maintenanceTo: string
  noticeEn: string
  noticeHant: string
  noticeHans: string
}

const draftOf = (switches: Switches): Draft => ({
  hotEvent: switches.hotEvent,
  showWishList: switches.showWishList,
  gray: switches.specificPeriodGray !== null,
  grayFrom: wallClockOf(switches.specificPeriodGray?.effectiveFrom ?? ''),
  grayTo: wallClockOf(switches.specificPeriodGray?.effectiveTo ?? ''),
  chatUrl: switches.customerServiceChatUrl ?? '',
  maintenance: switches.maintenance !== null,
  maintenanceFrom: wallClockOf(switches.maintenance?.startsAt ?? ''),
  maintenanceTo: wallClockOf(switches.maintenance?.endsAt ?? ''),
  noticeEn: switches.maintenance?.notice.en ?? '',
  noticeHant: switches.maintenance?.notice['zh-Hant'] ?? '',
  noticeHans: switches.maintenance?.notice['zh-Hans'] ?? '',
})

const switchesOf = (draft: Draft): Switches => ({
  hotEvent: draft.hotEvent,
  showWishList: draft.showWishList,
  specificPeriodGray: draft.gray
    ? { effectiveFrom: instantOf(draft.grayFrom), effectiveTo: instantOf(draft.grayTo) }
    : null,
  customerServiceChatUrl: draft.chatUrl.trim() === '' ? null : draft.chatUrl.trim(),
  maintenance: draft.maintenance
    ? {
        startsAt: instantOf(draft.maintenanceFrom),
        endsAt: instantOf(draft.maintenanceTo),
        notice: { en: draft.noticeEn, 'zh-Hant': draft.noticeHant, 'zh-Hans': draft.noticeHans },
      }
    : null,
})

/** /Office/Switches.html: the site switches, read and changed in one form. */
export function SiteSwitchesScreen() {
  const { t } = useLingui()
  const switches = useQuery(siteSwitchesQuery())
  return (
    <OfficePage title={t`Site switches`}>
      {switches.data ? (
        <SiteSwitchesForm initial={switches.data} />
      ) : switches.isError ? (
        <Callout tone="danger" title={t`The switches could not be read`}>
          <Text>{t`Please reload the page in a moment.`}</Text>
        </Callout>
      ) : (
        <Spinner label={t`Loading the switches`} />
      )}
    </OfficePage>
  )
}

/** The form, filled with the switches as they are. */
function SiteSwitchesForm({ initial }: { initial: Switches }) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(() => draftOf(initial))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | undefined>()
  const [saved, setSaved] = useState(false)
  const save = useMutation({ ...updateSiteSwitchesMutation, meta: { quiet: true } })
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((before) => ({ ...before, [key]: value }))
    setSaved(false)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const switches = switchesOf(draft)
    const problems = siteSwitchesProblems(switches)
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, message]) => [field, i18n._(message)]),
    )
    setErrors(found)
    setFailure(undefined)
    if (Object.keys(found).length > 0) return
    save.mutateAsync(switches).then(
      (result) => {
        setDraft(draftOf(result))
        setSaved(true)
      },
      (error: unknown) => {
        if (isApiError(error) && error.fields) setErrors(error.fields)
        setFailure(isApiError(error) ? error.message : t`The switches could not be saved.`)
      },
    )
  }

  const timeHint = t`Hong Kong time, as 2026-12-24 18:00.`
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="xl" maxWidth="form">
        {saved && (
          <Callout tone="success" title={t`Switches saved`}>
            <Text>{t`Every page of the site follows within a few seconds.`}</Text>
          </Callout>
        )}
        <Fieldset legend={t`Site`}>
          <Checkbox
            label={t`Hot-event mode`}
            hint={t`The site starts in its light mode for a big sale: no personal notices.`}
            checked={draft.hotEvent}
            onChange={(event) => set('hotEvent', event.currentTarget.checked)}
          />
          <Checkbox
            label={t`Show the wish list`}
            hint={t`When off, the wish list pages are hidden.`}
            checked={draft.showWishList}
            onChange={(event) => set('showWishList', event.currentTarget.checked)}
          />
          <TextField
            label={t`Chat button's address`}
            hint={t`Starts with https://. Leave empty to hide the chat button.`}
            type="url"
            maxLength={chatUrlMaxLength}
            value={draft.chatUrl}
            onChange={(event) => set('chatUrl', event.currentTarget.value)}
            error={errors.customerServiceChatUrl}
          />
        </Fieldset>
        <Fieldset legend={t`Grayscale period`}>
          <Checkbox
            label={t`Show the whole site in grayscale during a period`}
            checked={draft.gray}
            onChange={(event) => set('gray', event.currentTarget.checked)}
          />
          {draft.gray && (
            <>
              <TextField
                label={t`Grey from`}
                hint={timeHint}
                value={draft.grayFrom}
                onChange={(event) => set('grayFrom', event.currentTarget.value)}
                error={errors.specificPeriodGray}
              />
              <TextField
                label={t`Grey until`}
                hint={timeHint}
                value={draft.grayTo}
                onChange={(event) => set('grayTo', event.currentTarget.value)}
              />
            </>
          )}
        </Fieldset>
        <Fieldset legend={t`Maintenance notice`}>
          <Checkbox
            label={t`Announce a maintenance window of our own`}
            hint={t`It replaces the weekly window (Wednesdays 00:00–02:00) until it has ended. When off, the weekly window applies.`}
            checked={draft.maintenance}
            onChange={(event) => set('maintenance', event.currentTarget.checked)}
          />
          {draft.maintenance && (
            <>
              <TextField
                label={t`Maintenance from`}
                hint={timeHint}
                value={draft.maintenanceFrom}
                onChange={(event) => set('maintenanceFrom', event.currentTarget.value)}
                error={errors.maintenance}
              />
              <TextField
                label={t`Maintenance until`}
                hint={timeHint}
                value={draft.maintenanceTo}
                onChange={(event) => set('maintenanceTo', event.currentTarget.value)}
              />
              <Textarea
                label={t`Notice in English`}
                maxLength={noticeMaxLength}
                value={draft.noticeEn}
                onChange={(event) => set('noticeEn', event.currentTarget.value)}
                error={errors['notice.en']}
              />
              <Textarea
                label={t`Notice in Traditional Chinese`}
                lang="zh-Hant"
                maxLength={noticeMaxLength}
                value={draft.noticeHant}
                onChange={(event) => set('noticeHant', event.currentTarget.value)}
                error={errors['notice.zh-Hant']}
              />
              <Textarea
                label={t`Notice in Simplified Chinese`}
                lang="zh-Hans"
                maxLength={noticeMaxLength}
                value={draft.noticeHans}
                onChange={(event) => set('noticeHans', event.currentTarget.value)}
                error={errors['notice.zh-Hans']}
              />
            </>
          )}
        </Fieldset>
        <FormEnd failure={failure} sending={save.isPending}>
          {t`Save the switches`}
        </FormEnd>
      </Stack>
    </form>
  )
}
