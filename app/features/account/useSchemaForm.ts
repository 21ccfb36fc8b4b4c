// A form's values of any shape (nested objects, booleans, lists) checked by its domain schema:
// the schema's messages on submit, and on every change once the visitor has tried to send, so
// a message goes as soon as the field is right; the server's messages after a refused send.
// Messages are keyed by the field's dot path (`address.street`), as the schema and the server
// both report them.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import * as v from 'valibot'
import { issueMessages } from '../../../domain/validation/issueMessages'
import { focusFirstInvalid } from '../forms/useFormFields'
import type { PlacedFailure } from './failurePlace'

type Messages = Record<string, string>

/** A text control's props bound to one field of a form (useSchemaForm's `field`). */
export interface BoundText {
  value: string
  onChange: (event: { target: { value: string } }) => void
  error: string | undefined
}

/** The names of a form's text fields (those whose value is a string). */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] &
  string

const startsWith = (path: string, changed: string) =>
  path === changed || path.startsWith(`${changed}.`)

export function useSchemaForm<Schema extends v.GenericSchema, Values>(
  schema: Schema,
  initial: Values,
) {
  const { i18n } = useLingui()
  const [values, setValues] = useState<Values>(initial)
  const [tried, setTried] = useState(false)
  const [clientErrors, setClientErrors] = useState<Messages>({})
  const [serverErrors, setServerErrors] = useState<Messages>({})
  const [failure, setFailure] = useState<string>()

  const check = (next: Values) => {
    const result = v.safeParse(schema, next)
    setClientErrors(result.success ? {} : issueMessages(result.issues, i18n))
    return result
  }

  const error = (path: string): string | undefined => clientErrors[path] ?? serverErrors[path]
  const change = (next: Values, ...paths: string[]) => {
    setValues(next)
    if (paths.length > 0) {
      setServerErrors((messages) =>
        Object.fromEntries(
          Object.entries(messages).filter(([path]) => !paths.some((p) => startsWith(path, p))),
        ),
      )
    }
    if (tried) check(next)
  }

  const validate = (): v.InferOutput<Schema> | undefined => {
    setTried(true)
    const result = check(values)
    return result.success ? result.output : undefined
  }

  return {
    values,
    /** The message under a field: the schema's first, else the server's. */
    error,
    /** Changes some fields (named by their paths, whose server messages then go). */
    change,
    /** Props for a text control bound to a top-level text field: value, changes, message. */
    field: (name: TextKey<Values>): BoundText => ({
      value: values[name] as string,
      onChange: (event: { target: { value: string } }) =>
        change({ ...values, [name]: event.target.value }, name),
      error: error(name),
    }),
    /** Checks every field; the parsed values when all are right, else undefined. */
    validate,
    /** Why the server refused the form, when no one field is to blame (told above its button). */
    failure,
    /**
     * The form's submit handler: every field checked (focus to the first with a message), then
     * `send` with the parsed values and `refused` for its failure, which `place` sorts into
     * field messages and the form's own message; focus then goes to the first field named.
     */
    submit:
      (
        send: (checked: v.InferOutput<Schema>, refused: (error: unknown) => void) => void,
        place: (error: unknown) => Pick<PlacedFailure, 'fields' | 'form'>,
      ) =>
      (event: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
        event.preventDefault()
        const form = event.currentTarget
        setFailure(undefined)
        const checked = validate()
        if (!checked) return focusFirstInvalid(form)
        send(checked, (error) => {
          const placed = place(error)
          setServerErrors(placed.fields)
          setFailure(placed.form)
          focusFirstInvalid(form)
        })
      },
    /** Messages by field path: the server's, or the screen's own placing of an error code. */
    setServerErrors: (fields: Messages | undefined) => setServerErrors(fields ?? {}),
    /** Puts values back (kept input, or a fresh start). */
    reset: (next: Values = initial) => {
      setValues(next)
      setTried(false)
      setClientErrors({})
      setServerErrors({})
    },
  }
}
