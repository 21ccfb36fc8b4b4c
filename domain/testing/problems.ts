// Test helper: what a visitor would read under each field after submitting `input`
// ({} when the form is accepted).
import * as v from 'valibot'
import type { Locale } from '../preferences'
import { issueMessages } from '../validation/issueMessages'
import { i18nFor } from './i18n'

export function problems(
  schema: v.GenericSchema,
  input: unknown,
  locale: Locale = 'en',
): Record<string, string> {
  const result = v.safeParse(schema, input)
  return result.success ? {} : issueMessages(result.issues, i18nFor(locale))
}
