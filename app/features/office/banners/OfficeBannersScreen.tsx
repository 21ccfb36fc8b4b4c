import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { Fieldset } from '@design-system/Fieldset'
import { Image } from '@design-system/Image'
import { Inline, Stack } from '@design-system/layout'
import { Select } from '@design-system/Select'
import { Spinner } from '@design-system/Spinner'
import { Text } from '@design-system/Text'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { hongKongIsoString } from '../../../../domain/hongKongTime'
import { bannerProblems, bannerTitleMax, bannerUrlMax } from '../../../../domain/office/banners'
import { isApiError } from '../../../api/errors'
import {
  createOfficeBannerMutation,
  deleteOfficeBannerMutation,
  moveOfficeBannerMutation,
  officeBannersQuery,
  type Schemas,
  updateOfficeBannerMutation,
} from '../../../api/queries'
import { localizedText } from '../../../i18n/localizedText'
import { FormEnd } from '../../forms/FormEnd'
import { OfficePage } from '../shell/OfficePage'

type Banner = Schemas['Banner']
type Form = Schemas['OfficeBannerForm']
type Language = 'en' | 'zh-Hant' | 'zh-Hans'

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

const blank: Form = {
  title: { en: '', 'zh-Hant': '', 'zh-Hans': '' },
  imageUrl: '',
  linkUrl: '',
  startsAt: '',
  endsAt: '',
}

const formOf = (banner: Banner): Form => ({
  title: banner.title,
  imageUrl: banner.imageUrl,
  linkUrl: banner.linkUrl,
  startsAt: wallClockOf(banner.startsAt),
  endsAt: wallClockOf(banner.endsAt),
})

/** /Office/Banners.html: the home's banners in their order, added, changed, moved and removed. */
export function OfficeBannersScreen() {
  const { t } = useLingui()
  const banners = useQuery(officeBannersQuery())
  return (
    <OfficePage title={t`Home banners`}>
      {banners.data ? (
        <OfficeBanners list={banners.data} />
      ) : banners.isError ? (
        <Callout tone="danger" title={t`The banners could not be read`}>
          <Text>{t`Please reload the page in a moment.`}</Text>
        </Callout>
      ) : (
        <Spinner label={t`Loading the banners`} />
      )}
    </OfficePage>
  )
}

function OfficeBanners({ list }: { list: Schemas['OfficeBannerList'] }) {
  const { t, i18n } = useLingui()
  const [editing, setEditing] = useState<number | 'new'>('new')
  const [form, setForm] = useState<Form>(blank)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | undefined>()
  const [done, setDone] = useState<string | undefined>()
  const create = useMutation({ ...createOfficeBannerMutation, meta: { quiet: true } })
  const update = useMutation({ ...updateOfficeBannerMutation, meta: { quiet: true } })
  const remove = useMutation({ ...deleteOfficeBannerMutation, meta: { quiet: true } })
  const move = useMutation({ ...moveOfficeBannerMutation, meta: { quiet: true } })

  const languages: { code: Language; name: string }[] = [
    { code: 'en', name: t`Title in English` },
    { code: 'zh-Hant', name: t`Title in Traditional Chinese` },
    { code: 'zh-Hans', name: t`Title in Simplified Chinese` },
  ]
  const refused = (error: unknown) => {
    if (isApiError(error, 'NOT_FOUND')) {
      setFailure(t`This banner was removed meanwhile.`)
      return
    }
    if (isApiError(error) && error.fields) setErrors(error.fields)
    setFailure(isApiError(error) ? error.message : t`The banners could not be changed.`)
  }
  const start = (target: number | 'new', value: Form) => {
    setEditing(target)
    setForm(value)
    setErrors({})
    setFailure(undefined)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const banner: Form = {
      ...form,
      startsAt: instantOf(form.startsAt),
      endsAt: instantOf(form.endsAt),
    }
    const found = Object.fromEntries(
      Object.entries(bannerProblems(banner, list.images)).map(([field, message]) => [
        field,
        i18n._(message),
      ]),
    )
    setErrors(found)
    setFailure(undefined)
    setDone(undefined)
    if (Object.keys(found).length > 0) return
    const saving =
      editing === 'new'
        ? create.mutateAsync(banner)
        : update.mutateAsync({ bannerId: editing, ...banner })
    saving.then(() => {
      setDone(t`Saved. The home shows the banners in this order now.`)
      start('new', blank)
    }, refused)
  }

  const timeHint = t`Hong Kong time, as 2026-12-24 18:00.`
  const last = list.data.length - 1
  return (
    <Stack gap="xl" maxWidth="form">
      {done && (
        <Callout tone="success" title={t`Banners saved`}>
          <Text>{done}</Text>
        </Callout>
      )}
      {list.data.length === 0 && <Text>{t`There are no banners on the home.`}</Text>}
      {list.data.map((banner, index) => {
        const title = localizedText(banner.title, i18n.locale)
        return (
          <Card key={banner.id} variant="outline">
            <Stack gap="sm">
              <Image src={banner.imageUrl} alt={title} width={300} height={100} />
              <Text>{t`${index + 1}. ${title}`}</Text>
              <Text>{t`Links to ${banner.linkUrl}`}</Text>
              <Text>
                {t`Shows from ${wallClockOf(banner.startsAt)} until ${wallClockOf(banner.endsAt)}`}
              </Text>
              <Inline gap="sm">
                <Button
                  variant="secondary"
                  size="small"
                  disabled={index === 0 || move.isPending}
                  aria-label={t`Move “${title}” up`}
                  onClick={() => {
                    setDone(undefined)
                    move.mutateAsync({ bannerId: banner.id, direction: 'up' }).catch(refused)
                  }}
                >
                  {t`Move up`}
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={index === last || move.isPending}
                  aria-label={t`Move “${title}” down`}
                  onClick={() => {
                    setDone(undefined)
                    move.mutateAsync({ bannerId: banner.id, direction: 'down' }).catch(refused)
                  }}
                >
                  {t`Move down`}
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t`Edit “${title}”`}
                  onClick={() => start(banner.id, formOf(banner))}
                >
                  {t`Edit`}
                </Button>
                <Button
                  variant="danger"
                  size="small"
                  disabled={remove.isPending}
                  aria-label={t`Remove “${title}”`}
                  onClick={() => {
                    setDone(undefined)
                    remove.mutateAsync(banner.id).then(() => {
                      if (editing === banner.id) start('new', blank)
                    }, refused)
                  }}
                >
                  {t`Remove`}
                </Button>
              </Inline>
            </Stack>
          </Card>
        )
      })}
      <form noValidate onSubmit={submit}>
        <Fieldset legend={editing === 'new' ? t`Add a banner` : t`Edit banner ${editing}`}>
          {languages.map(({ code, name }) => (
            <TextField
              key={code}
              label={name}
              hint={code === 'en' ? t`Also the image's text for screen readers.` : undefined}
              lang={code}
              maxLength={bannerTitleMax}
              value={form.title[code]}
              onChange={(event) => {
                const value = event.currentTarget.value
                setForm((before) => ({ ...before, title: { ...before.title, [code]: value } }))
              }}
              error={errors[`title.${code}`]}
            />
          ))}
          <TextField
            label={t`Link`}
            hint={t`A page of the site, as /Event/8001, or an address starting with https://.`}
            maxLength={bannerUrlMax}
            value={form.linkUrl}
            onChange={(event) => {
              const value = event.currentTarget.value
              setForm((before) => ({ ...before, linkUrl: value }))
            }}
            error={errors.linkUrl}
          />
          <Select
            label={t`Image`}
            hint={t`A banner image or an event's poster.`}
            placeholder={t`Choose an image`}
            options={list.images.map((path) => ({ value: path, label: path }))}
            value={form.imageUrl}
            onChange={(event) => {
              const value = event.currentTarget.value
              setForm((before) => ({ ...before, imageUrl: value }))
            }}
            error={errors.imageUrl}
          />
          {form.imageUrl !== '' && <Image src={form.imageUrl} alt="" width={300} height={100} />}
          <TextField
            label={t`Shows from`}
            hint={timeHint}
            value={form.startsAt}
            onChange={(event) => {
              const value = event.currentTarget.value
              setForm((before) => ({ ...before, startsAt: value }))
            }}
            error={errors.startsAt}
          />
          <TextField
            label={t`Shows until`}
            hint={timeHint}
            value={form.endsAt}
            onChange={(event) => {
              const value = event.currentTarget.value
              setForm((before) => ({ ...before, endsAt: value }))
            }}
            error={errors.endsAt}
          />
          <FormEnd failure={failure} sending={create.isPending || update.isPending}>
            {editing === 'new' ? t`Add the banner` : t`Save the banner`}
          </FormEnd>
          {editing !== 'new' && (
            <Button variant="ghost" onClick={() => start('new', blank)}>
              {t`Stop editing`}
            </Button>
          )}
        </Fieldset>
      </form>
    </Stack>
  )
}
