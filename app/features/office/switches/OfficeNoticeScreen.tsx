import { Callout } from '@design-system/Callout'
import { Checkbox } from '@design-system/Checkbox'
import { Fieldset } from '@design-system/Fieldset'
import { Stack } from '@design-system/layout'
import { RadioGroup } from '@design-system/RadioGroup'
import { Text } from '@design-system/Text'
import { Textarea } from '@design-system/Textarea'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import {
  noticeBodyMax,
  noticeTitleMax,
  officeNoticeProblems,
} from '../../../../domain/office/officeNotice'
import { isApiError } from '../../../api/errors'
import { type Schemas, sendOfficeNoticeMutation } from '../../../api/queries'
import { FormEnd } from '../../forms/FormEnd'
import { OfficePage } from '../shell/OfficePage'

type Notice = Schemas['OfficeNoticeRequest']
type Language = 'en' | 'zh-Hant' | 'zh-Hans'

const empty = { en: '', 'zh-Hant': '', 'zh-Hans': '' }

/** /Office/Notices.html: a notice to every member or to one performance's buyers. */
export function OfficeNoticeScreen() {
  const { t, i18n } = useLingui()
  const [audience, setAudience] = useState<Notice['audience']>('all')
  const [performance, setPerformance] = useState('')
  const [title, setTitle] = useState<Notice['title']>(empty)
  const [body, setBody] = useState<Notice['body']>(empty)
  const [mail, setMail] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | undefined>()
  const [sent, setSent] = useState<Schemas['OfficeNoticeResult'] | undefined>()
  const send = useMutation({ ...sendOfficeNoticeMutation, meta: { quiet: true } })

  const languages: { code: Language; name: string }[] = [
    { code: 'en', name: t`English` },
    { code: 'zh-Hant', name: t`Traditional Chinese` },
    { code: 'zh-Hans', name: t`Simplified Chinese` },
  ]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const number = /^\d{1,9}$/.test(performance.trim()) ? Number(performance.trim()) : null
    const notice: Notice = {
      audience,
      performanceId: audience === 'performance' && number !== null && number > 0 ? number : null,
      title,
      body,
      mail,
    }
    const found = Object.fromEntries(
      Object.entries(officeNoticeProblems(notice)).map(([field, message]) => [
        field,
        i18n._(message),
      ]),
    )
    setErrors(found)
    setFailure(undefined)
    setSent(undefined)
    if (Object.keys(found).length > 0) return
    send.mutateAsync(notice).then(
      (result) => {
        setSent(result)
        setTitle(empty)
        setBody(empty)
      },
      (error: unknown) => {
        if (isApiError(error, 'NOT_FOUND')) {
          setErrors({ performanceId: t`There is no performance with this number.` })
          return
        }
        if (isApiError(error) && error.fields) setErrors(error.fields)
        setFailure(isApiError(error) ? error.message : t`The notice could not be sent.`)
      },
    )
  }

  const members = sent?.members ?? 0
  const mails = sent?.mails ?? 0
  return (
    <OfficePage title={t`Notices to members`}>
      <form noValidate onSubmit={submit}>
        <Stack gap="xl" maxWidth="form">
          {sent && (
            <Callout tone="success" title={t`Notice sent`}>
              <Text>
                {t`It is in the inbox of ${members} members; ${mails} mails wait to be sent.`}
              </Text>
            </Callout>
          )}
          <RadioGroup
            label={t`Who gets it`}
            value={audience}
            onValueChange={(value) => setAudience(value === 'performance' ? 'performance' : 'all')}
            options={[
              { value: 'all', label: t`Every member` },
              { value: 'performance', label: t`The buyers of one performance` },
            ]}
          />
          {audience === 'performance' && (
            <TextField
              label={t`Performance number`}
              inputMode="numeric"
              maxLength={9}
              value={performance}
              onChange={(event) => setPerformance(event.currentTarget.value)}
              error={errors.performanceId}
            />
          )}
          {languages.map(({ code, name }) => (
            <Fieldset key={code} legend={name}>
              <TextField
                label={t({ message: 'Title', context: 'the name of an event or a notice' })}
                lang={code}
                maxLength={noticeTitleMax}
                value={title[code]}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setTitle((before) => ({ ...before, [code]: value }))
                }}
                error={errors[`title.${code}`]}
              />
              <Textarea
                label={t`Text`}
                lang={code}
                maxLength={noticeBodyMax}
                value={body[code]}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setBody((before) => ({ ...before, [code]: value }))
                }}
                error={errors[`body.${code}`]}
              />
            </Fieldset>
          ))}
          <Checkbox
            label={t`Send it by mail too`}
            hint={t`Each member gets it in their own language.`}
            checked={mail}
            onChange={(event) => setMail(event.currentTarget.checked)}
          />
          <FormEnd failure={failure} sending={send.isPending}>
            {t`Send the notice`}
          </FormEnd>
        </Stack>
      </form>
    </OfficePage>
  )
}
