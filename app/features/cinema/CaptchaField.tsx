import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Inline, Stack } from '@design-system/layout'
import { Skeleton } from '@design-system/Skeleton'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { captchaQuery } from '../../api/queries'

/**
 * The booking's bot check: a picture of a code to type, and a new picture on request (each is
 * good for one try). Tells the form which picture the typed code answers.
 */
export function CaptchaField({
  code,
  onCode,
  onPicture,
  error,
}: {
  code: string
  onCode: (code: string) => void
  onPicture: (captchaId: string | undefined) => void
  error?: string
}) {
  const { t } = useLingui()
  const { data, refetch, isFetching, isError } = useQuery({
    ...captchaQuery(),
    meta: { quiet: true },
  })
  const captchaId = data?.captchaId
  useEffect(() => onPicture(captchaId), [captchaId, onPicture])
  return (
    <Stack gap="xl">
      {data ? (
        <img
          src={data.image}
          alt={t`Code to type, to show you are not a bot`}
          width={150}
          height={50}
        />
      ) : isError ? (
        <Callout tone="danger">{t`The picture could not be loaded.`}</Callout>
      ) : (
        <Skeleton width="150px" height="50px" />
      )}
      <Inline gap="md">
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() => refetch()}
          loading={isFetching}
        >
          {t`New picture`}
        </Button>
      </Inline>
      <TextField
        label={t`Code in the picture`}
        hint={t`Type the letters and digits you see; upper or lower case both work.`}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        value={code}
        onChange={(event) => onCode(event.target.value)}
        error={error}
      />
    </Stack>
  )
}
