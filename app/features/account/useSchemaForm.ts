// A form's values of any shape (nested objects, booleans, lists) checked by its domain schema:
// the schema's messages on submit, and on every change once the visitor has tried to send, so
// a message goes as soon as the field is right; the server's messages after a refused send.
// Messages are keyed by the field's dot path (`address.street`), as the schema and the server
// both report them.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import * as v from 'valibot'
import { issueMessages } from '../../../domain/validation/issueMessages'

type Messages = Record<string, string>

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

  const check = (next: Values) => {
    const result = v.safeParse(schema, next)
    setClientErrors(result.success ? {} : issueMessages(result.issues, i18n))
    return result
  }

  return {
    values,
    /** The message under a field: the schema's first, else the server's. */
    error: (path: string): string | undefined => clientErrors[path] ?? serverErrors[path],
    /** Changes some fields (named by their paths, whose server messages then go). */
    change: (next: Values, ...paths: string[]) => {
      setValues(next)
      if (paths.length > 0) {
        setServerErrors((messages) =>
          Object.fromEntries(
            Object.entries(messages).filter(([path]) => !paths.some((p) => startsWith(path, p))),
          ),
        )
      }
      if (tried) check(next)
    },
    /** Checks every field; the parsed values when all are right, else undefined. */
    validate: (): v.InferOutput<Schema> | undefined => {
      setTried(true)
      const result = check(values)
      return result.success ? result.output : undefined
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
