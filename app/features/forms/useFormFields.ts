// A form's values and their messages: the domain schema's on submit (and, once the visitor has
// tried to send, on every change, so a message goes as soon as the field is right) and the
// server's field messages after a refused send, each shown next to its field.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import * as v from 'valibot'
import { issueMessages } from '../../../domain/validation/issueMessages'
import { failedFields } from './formFailure'

type Fields = Record<string, string>
/** Tells a form the server refused it. */
type Refused = (error: unknown) => void

export function useFormFields<Schema extends v.GenericSchema<Fields, unknown>>(
  schema: Schema,
  initial: v.InferInput<Schema> & Fields,
) {
  const { i18n } = useLingui()
  const [values, setValues] = useState<Fields>(initial)
  const [tried, setTried] = useState(false)
  const [clientErrors, setClientErrors] = useState<Fields>({})
  const [serverErrors, setServerErrors] = useState<Fields>({})

  const check = (next: Fields) => {
    const result = v.safeParse(schema, next)
    setClientErrors(result.success ? {} : issueMessages(result.issues, i18n))
    return result
  }

  const validate = (): v.InferOutput<Schema> | undefined => {
    setTried(true)
    const result = check(values)
    return result.success ? result.output : undefined
  }

  return {
    values,
    /** The message to show under a field: the schema's first, else the server's. */
    error: (name: string): string | undefined => clientErrors[name] ?? serverErrors[name],
    /** Props for a text control bound to a field, with its message. */
    field: (name: keyof typeof initial & string) => ({
      name,
      value: values[name] ?? '',
      error: clientErrors[name] ?? serverErrors[name],
      onChange: (event: { target: { value: string } }) => {
        const next = { ...values, [name]: event.target.value }
        setValues(next)
        setServerErrors(({ [name]: _, ...others }) => others)
        if (tried) check(next)
      },
    }),
    /** Checks every field; the parsed values when all are right, else undefined. */
    validate,
    /**
     * The form's submit handler: every field checked (focus to the first with a message), then
     * `send` with the parsed values and `refused` for its failure, which puts the server's
     * field messages (or those `place` finds for the error) by their fields.
     */
    submit:
      (
        send: (checked: v.InferOutput<Schema>, refused: Refused) => void,
        place: (error: unknown) => Fields | undefined = failedFields,
      ) =>
      (event: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
        event.preventDefault()
        const form = event.currentTarget
        const checked = validate()
        if (!checked) return focusFirstInvalid(form)
        send(checked, (error) => {
          setServerErrors(place(error) ?? {})
          focusFirstInvalid(form)
        })
      },
    /** The server's messages by field (an ApiError's `fields`). */
    setServerErrors: (fields: Fields | undefined) => setServerErrors(fields ?? {}),
    /** Puts values back: the first ones, or those given (kept input) over them. */
    reset: (next: Partial<Fields> = {}) => {
      setValues({ ...initial, ...next })
      setTried(false)
      setClientErrors({})
      setServerErrors({})
    },
  }
}

/**
 * Moves focus to the first field with a message once the messages are drawn: they come with a
 * render after the state update (a server's answer may take a frame or two more).
 */
export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = 10) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (field) field.focus()
    else if (framesLeft > 0) focusFirstInvalid(form, framesLeft - 1)
  })
}
