import { Callout } from '@design-system/Callout'
import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { saveDisplayPreference } from '@design-system/preferences'
import { RadioGroup } from '@design-system/RadioGroup'
import { Text } from '@design-system/Text'
import { notify } from '@design-system/Toast'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { successMessages } from '../../../domain/errors'
import { memberInfoSchema } from '../../../domain/forms/memberInfo'
import { type Gender, genderLabels, genders } from '../../../domain/forms/personalDetails'
import { cardLayouts } from '../../../domain/preferences'
import { addressesQuery, type Schemas } from '../../api/queries'
import { useKeptInput } from '../../auth/useKeptInput'
import { FormEnd } from '../forms/FormEnd'
import { useSchemaForm } from '../forms/useSchemaForm'
import { useAccountCalls } from './accountCalls'
import { type MemberInfoValues, memberInfoValues } from './detailsValues'
import { EmailFields } from './EmailFields'
import { placeMemberFailure } from './memberFailure'
import { PersonalDetailsFields } from './PersonalDetailsFields'

/**
 * The member's details (spec §3) with gender and the event card layout, which becomes this
 * browser's layout preference too. A new email means logging in again (spec §4): the form
 * says so first, and after saving the member is asked to log in. What was typed survives an
 * expired session (useKeptInput).
 */
export function MemberDetailsForm({ info }: { info: Schemas['MemberInfo'] }) {
  const { t, i18n } = useLingui()
  const calls = useAccountCalls()
  const headingId = useId()
  const form = useSchemaForm(memberInfoSchema, memberInfoValues(info))
  const addresses = useQuery({ ...addressesQuery(), meta: { quiet: true } })
  const save = useMutation(calls.updateMemberInfo)
  // the values last saved: the note says so while the form still holds them
  const [saved, setSaved] = useState<MemberInfoValues>()
  const values = form.values
  useKeptInput('details', values, (kept: MemberInfoValues) => form.reset(kept))
  const set = <K extends keyof MemberInfoValues>(key: K, value: MemberInfoValues[K]) =>
    form.change({ ...values, [key]: value }, key)
  const layoutNames = { compact: t`Compact`, comfortable: t`Comfortable` } as const
  const emailChanging = values.email.trim().toLowerCase() !== info.email.toLowerCase()

  return (
    <Stack aria-labelledby={headingId} gap="lg" maxWidth="form" as="section">
      <Heading id={headingId} level={2} size="lg">
        {t`Your details`}
      </Heading>
      <Text>{t`Member number: ${info.memberId}`}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(undefined)
          form.submit(
            (update, onError) =>
              save.mutate(update, {
                onSuccess: (answer) => {
                  if (update.cardLayout) saveDisplayPreference('layout', update.cardLayout)
                  if (answer.reloginRequired) {
                    notify({ kind: 'success', title: i18n._(successMessages.profileUpdated) })
                  } else setSaved(values)
                },
                onError,
              }),
            (error) => placeMemberFailure(error, Object.keys(values), i18n),
          )(event)
        }}
      >
        <Stack gap="lg" maxWidth="form">
          <EmailFields
            email={form.field('email')}
            confirm={form.field('confirmEmail')}
            hint={t`Your login ID. If you change it, you log in again with the new one.`}
          />
          {emailChanging && (
            <Callout tone="info">
              {t`After saving a new email address you will be asked to log in again with it.`}
            </Callout>
          )}
          <PersonalDetailsFields
            values={values}
            onChange={(next, ...paths) => form.change({ ...values, ...next }, ...paths)}
            error={form.error}
            addresses={addresses.data?.data}
          />
          <RadioGroup
            label={t`Gender`}
            orientation="horizontal"
            options={genders.map((gender) => ({
              value: gender,
              label: i18n._(genderLabels[gender]),
            }))}
            value={values.gender}
            onValueChange={(gender) => set('gender', gender as Gender)}
            error={form.error('gender')}
          />
          <RadioGroup
            label={t`Event card layout`}
            hint={t`How events are listed on this site. Compact shows more events on a screen.`}
            orientation="horizontal"
            options={cardLayouts.map((layout) => ({ value: layout, label: layoutNames[layout] }))}
            value={values.cardLayout}
            onValueChange={(layout) => set('cardLayout', layout as MemberInfoValues['cardLayout'])}
            error={form.error('cardLayout')}
          />
          {saved === values && (
            <Callout role="status" tone="info">
              {t`Your details have been saved.`}
            </Callout>
          )}
          <FormEnd failure={form.failure} sending={save.isPending}>
            {t`Save changes`}
          </FormEnd>
        </Stack>
      </form>
    </Stack>
  )
}
