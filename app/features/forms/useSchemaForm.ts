// Every form's values and messages, whatever their shape (text fields only, or nested objects,
// booleans and lists), checked by its domain schema: the schema's messages on submit, and on
// every change once the visitor has tried to send, so a message goes as soon as the field is
// right; the server's messages after a refused send. Messages are keyed by the field's dot
// path (`address.street`), as the schema and the server both report them.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import * as v from 'valibot'
import { issueMessages } from '../../../domain/validation/issueMessages'
import { failedFields } from './formFailure'

type Messages = Record<string, string>

/** Where a refused send's messages go: by field, and the form's own when no field is to blame. */
interface Placed {
  fields?: Messages | undefined
  form?: string | undefined
}
/** By default the server's field messages go by their fields, and nothing above the button. */
const serverFields = (error: unknown): Placed => ({ fields: failedFields(error) })

/** A text control's props bound to one field of a form (useSchemaForm's `field`). */
export interface BoundText {
  name: string
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
      name,
      value: (values[name] as string | undefined) ?? '',
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
     * field messages and the form's own message (by default the server's field messages);
     * focus then goes to the first field named.
     */
    submit:
      (
        send: (checked: v.InferOutput<Schema>, refused: (error: unknown) => void) => void,
        place: (error: unknown) => Placed = serverFields,
      ) =>
      (event: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
        event.preventDefault()
        const form = event.currentTarget
        setFailure(undefined)
        const checked = validate()
        if (!checked) return focusFirstInvalid(form)
        send(checked, (error) => {
          const placed = place(error)
          setServerErrors(placed.fields ?? {})
          setFailure(placed.form)
          focusFirstInvalid(form)
        })
      },
    /** Messages by field path: the server's, or the screen's own placing of an error code. */
    setServerErrors: (fields: Messages | undefined) => setServerErrors(fields ?? {}),
    /** Puts values back: the first ones, or those given (kept input) over them. */
    reset: (next: Partial<Values> = {}) => {
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
