// A rule that reads several fields of a form and reports on one of them (confirm matches,
// "required when ticked", "first and last name unless a full name"). It runs even when other
// fields have problems, so a form shows every mistake at once, but stays quiet while a field it
// reads has a problem of its own (no "passwords do not match" under "password too short").
import type { MessageDescriptor } from '@lingui/core'
import * as v from 'valibot'
import { issue } from './issueMessages'

export function crossCheck<TInput extends Record<string, unknown>>(
  field: keyof TInput & string,
  reads: readonly (keyof TInput & string)[],
  ok: (input: TInput) => boolean,
  descriptor: MessageDescriptor,
): v.RawCheckAction<TInput> {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const input = dataset.value as unknown
    if (typeof input !== 'object' || input === null) return
    // a field is troubled when it, or anything inside it, already has a problem
    const troubled = (dataset.issues ?? []).map((found) => v.getDotPath(found) ?? '')
    const hasTrouble = (name: string) =>
      troubled.some((path) => path === name || path.startsWith(`${name}.`))
    if (hasTrouble(field) || reads.some(hasTrouble)) return
    if (ok(input as TInput)) return
    const value = (input as Record<string, unknown>)[field]
    addIssue({
      message: issue(descriptor),
      path: [
        {
          type: 'object',
          origin: 'value',
          input: input as Record<string, unknown>,
          key: field,
          value,
        },
      ],
    })
  })
}

/** `confirm` must equal `original` (confirm email, confirm password). */
export function sameAs<TInput extends Record<string, unknown>>(
  confirm: keyof TInput & string,
  original: keyof TInput & string,
  descriptor: MessageDescriptor,
): v.RawCheckAction<TInput> {
  return crossCheck<TInput>(
    confirm,
    [original],
    (input) => input[confirm] === input[original],
    descriptor,
  )
}
