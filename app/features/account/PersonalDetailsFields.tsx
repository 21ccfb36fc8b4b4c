import { BirthdayField } from '@design-system/BirthdayField'
import { Card } from '@design-system/Card'
import { Checkbox } from '@design-system/Checkbox'
import { CheckboxGroup } from '@design-system/CheckboxGroup'
import { Heading } from '@design-system/Heading'
import { Columns } from '@design-system/layout'
import { RadioGroup } from '@design-system/RadioGroup'
import { Select } from '@design-system/Select'
import { Text } from '@design-system/Text'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import {
  type Interest,
  interestLabels,
  interests,
  type Title,
  titleLabels,
  titles,
} from '../../../domain/forms/personalDetails'
import {
  buildingMax,
  firstNameMax,
  lastNameMax,
  streetMax,
} from '../../../domain/validation/limits'
import type { Schemas } from '../../api/queries'
import { type AddressLevel, addressLevels, addressOptions, chooseAddress } from './addressLevels'
import type { DetailsValues } from './detailsValues'

interface PersonalDetailsFieldsProps {
  values: DetailsValues
  /** A change, with the paths of the fields it touches. */
  onChange: (next: DetailsValues, ...paths: string[]) => void
  error: (path: string) => string | undefined
  /** The address tree; undefined while it loads. */
  addresses: readonly Schemas['AddressNode'][] | undefined
}

/**
 * Title, name, birthday, mailing address, mobile number, interests and the marketing opt-out
 * (spec §3), for registration and member info. The address is four choices from the address
 * tree, each under the one above, then street and building.
 */
export function PersonalDetailsFields({
  values,
  onChange,
  error,
  addresses,
}: PersonalDetailsFieldsProps) {
  const { t, i18n } = useLingui()
  const addressId = useId()
  const mobileId = useId()
  const set = <K extends keyof DetailsValues>(
    key: K,
    value: DetailsValues[K],
    path: string = key,
  ) => onChange({ ...values, [key]: value }, path)

  const tree = addresses ?? []
  const options = addressOptions(tree, values.address, i18n.locale)
  const levelLabels: Record<AddressLevel, string> = {
    country: t`Country or region`,
    province: t`Province`,
    area: t`Area`,
    district: t`District`,
  }
  const chooseLabel: Record<AddressLevel, string> = {
    country: t`Choose a country or region`,
    province: t`Choose a province`,
    area: t`Choose an area`,
    district: t`Choose a district`,
  }
  const choose = (level: AddressLevel, value: string) => {
    const chosen = chooseAddress(tree, values.address, level, value)
    const changed = addressLevels
      .slice(addressLevels.indexOf(level))
      .map((below) => `address.${below}`)
    onChange({ ...values, address: { ...values.address, ...chosen } }, ...changed)
  }

  return (
    <>
      <RadioGroup
        label={t`Title`}
        required
        orientation="horizontal"
        options={titles.map((title) => ({ value: title, label: i18n._(titleLabels[title]) }))}
        value={values.title}
        onValueChange={(title) => set('title', title as Title)}
        error={error('title')}
      />
      <Columns>
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          required
          maxLength={firstNameMax}
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={error('firstName')}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          required
          maxLength={lastNameMax}
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={error('lastName')}
        />
      </Columns>
      <BirthdayField
        required
        value={values.birthday}
        onValueChange={(birthday) => set('birthday', birthday)}
        error={error('birthday.month') ?? error('birthday.day') ?? error('birthday')}
      />
      <Card aria-labelledby={addressId} gap="lg" as="section">
        <Heading id={addressId} level={3} size="md">
          {t`Mailing address`}
        </Heading>
        {addressLevels.map((level) => (
          <Select
            key={level}
            label={levelLabels[level]}
            required
            placeholder={chooseLabel[level]}
            options={options[level]}
            // a level waits for the one above it (and for the list to load)
            disabled={options[level].length === 0}
            value={values.address[level]}
            onChange={(event) => choose(level, event.target.value)}
            error={error(`address.${level}`)}
          />
        ))}
        <TextField
          label={t`Street`}
          autoComplete="address-line1"
          required
          maxLength={streetMax}
          hint={t`Street name and number`}
          value={values.address.street}
          onChange={(event) =>
            set('address', { ...values.address, street: event.target.value }, 'address.street')
          }
          error={error('address.street')}
        />
        <TextField
          label={t`Building`}
          autoComplete="address-line2"
          required
          maxLength={buildingMax}
          hint={t`Building name, floor and flat`}
          value={values.address.building}
          onChange={(event) =>
            set('address', { ...values.address, building: event.target.value }, 'address.building')
          }
          error={error('address.building')}
        />
      </Card>
      <Card aria-labelledby={mobileId} gap="lg" as="section">
        <Heading id={mobileId} level={3} size="md">
          {t`Mobile number`}
        </Heading>
        <Text tone="muted" size="sm">
          {t`For Hong Kong (852), the 8-digit number without the area code. Elsewhere, the area code (such as 853 for Macau or 86 for Mainland China) and the number.`}
        </Text>
        <Columns template="shortStart" gap="md">
          <TextField
            label={t`Area code`}
            inputMode="numeric"
            autoComplete="tel-country-code"
            required
            maxLength={4}
            value={values.mobile.areaCode}
            onChange={(event) =>
              set('mobile', { ...values.mobile, areaCode: event.target.value.trim() }, 'mobile')
            }
            error={error('mobile.areaCode')}
          />
          <TextField
            label={t`Mobile number`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            maxLength={14}
            value={values.mobile.number}
            onChange={(event) =>
              set('mobile', { ...values.mobile, number: event.target.value.trim() }, 'mobile')
            }
            error={error('mobile.number')}
          />
        </Columns>
      </Card>
      <CheckboxGroup
        label={t`Interests`}
        hint={t`Choose any: we tell you about events you may like.`}
        options={interests.map((interest) => ({
          value: interest,
          label: i18n._(interestLabels[interest]),
        }))}
        value={values.interests}
        onValueChange={(chosen) => set('interests', chosen as Interest[])}
        error={error('interests')}
      />
      <Checkbox
        label={t`I do not wish to receive direct marketing from Citytix`}
        checked={values.optOutDirectMarketing}
        onChange={(event) => set('optOutDirectMarketing', event.target.checked)}
      />
    </>
  )
}
