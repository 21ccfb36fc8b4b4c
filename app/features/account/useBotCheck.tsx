import { BotCheck } from '@design-system/BotCheck'
import type { I18n } from '@lingui/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { botCheckCodeMax } from '../../../domain/validation/limits'
import { useAccountCalls } from './accountCalls'
import { placeFailure } from './failurePlace'

/**
 * The bot check of a form (spec §7's captcha), shown once the server asks for it
 * (BOT_CHECK_REQUIRED, or BOT_CHECK_FAILED for a wrong code) and not before: with the check
 * off, nobody sees it. Each picture answers one call, so a new one comes after every call
 * that used it.
 */
export function useBotCheck() {
  const calls = useAccountCalls()
  const [asked, setAsked] = useState(false)
  const [code, setCode] = useState('')
  // its failures show as the picture missing; "New picture" tries again
  const picture = useQuery({ ...calls.botCheck(), enabled: asked, meta: { quiet: true } })
  const current = picture.isFetching ? undefined : picture.data

  const newPicture = () => {
    setCode('')
    picture.refetch().catch(() => undefined)
  }

  const ask = () => {
    if (asked) newPicture()
    else {
      setCode('')
      setAsked(true)
    }
  }
  const used = () => {
    if (asked) newPicture()
  }

  return {
    asked,
    /** What to send with the call: the picture's id and the typed code, when asked. */
    answer: (): { captchaId?: string; captchaCode?: string } =>
      asked && current ? { captchaId: current.captchaId, captchaCode: code.trim() } : {},
    /** The server asked for it (or refused the code): show a fresh picture. */
    ask,
    /** A call carried the answer: that picture is used up. */
    used,
    /**
     * A refused call that carried the answer: the picture is used up, a new one shows when the
     * server asks for it, and the failure is placed (`placeFailure`) among `fieldsOnForm`.
     */
    refused: (error: unknown, fieldsOnForm: readonly string[], i18n: I18n) => {
      used()
      const placed = placeFailure(error, fieldsOnForm, i18n)
      if (placed.botCheck) ask()
      return placed
    },
    /** The field itself, with the message the form placed on `captchaCode`. */
    field: (error: string | undefined) =>
      asked ? (
        <BotCheck
          image={current?.image}
          value={code}
          onValueChange={setCode}
          onNewPicture={newPicture}
          maxLength={botCheckCodeMax}
          error={error}
        />
      ) : null,
  }
}
