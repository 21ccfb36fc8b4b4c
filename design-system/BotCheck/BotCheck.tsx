import { useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import { Button } from '../Button'
import { cx } from '../cx'
import { controlBox, type FieldProps, FormField, splitFieldProps } from '../FormField'
import { Stack } from '../layout'
import * as styles from './BotCheck.css'

export interface BotCheckProps extends Omit<FieldProps, 'label' | 'required'> {
  /** The picture (the API's SVG data URI); undefined while a new one loads. */
  image: string | undefined
  /** The code typed so far. */
  value: string
  onValueChange: (code: string) => void
  /** Asks for another picture (the code cannot be read, or the last one was used). */
  onNewPicture: () => void
  /** Defaults to "Code in the picture". */
  label?: string
  /** The longest code accepted. */
  maxLength?: number
  ref?: Ref<HTMLInputElement>
}

/**
 * The site's bot check (the spec's captcha): a picture of a short code, a box to type it and a
 * button for another picture. Shown where the server asks for it (registration, one-time
 * passwords, a login after wrong passwords); letter case does not matter. The picture cannot be
 * read aloud, so the hint says where else to turn.
 */
export function BotCheck({
  image,
  value,
  onValueChange,
  onNewPicture,
  label,
  hint,
  maxLength = 10,
  ref,
  ...props
}: BotCheckProps) {
  const { t } = useLingui()
  const [field] = splitFieldProps({
    ...props,
    label: label ?? t`Code in the picture`,
    hint:
      hint ??
      t`Type the letters and numbers you see. If you cannot read them, ask for a new picture or call customer service.`,
    required: true,
  })
  return (
    <Stack gap="sm">
      <div className={styles.pictureRow}>
        {image ? (
          <img src={image} alt={t`Security code to type`} className={styles.picture} />
        ) : (
          <span className={styles.placeholder} role="img" aria-label={t`Loading a new picture`} />
        )}
        <Button variant="secondary" size="small" onClick={onNewPicture} loading={!image}>
          {t`New picture`}
        </Button>
      </div>
      <FormField {...field}>
        {(control) => (
          <input
            {...control}
            ref={ref}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={maxLength}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={cx(controlBox, styles.input)}
          />
        )}
      </FormField>
    </Stack>
  )
}
