// How a valibot issue carries a translatable message. Valibot messages are strings, and a
// Lingui descriptor must reach the screen (in the visitor's language) and the server (in the
// request's language) intact, so every schema in domain/ passes `issue(descriptor)` as its
// message: a key under which the descriptor is kept. `issueMessages` turns a failed parse back
// into text in any language; anything without a key (a bug, or a type the schema did not
// expect) falls back to the catalogue's VALIDATION_FAILED message, never valibot's English.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { type BaseIssue, getDotPath } from 'valibot'
import { errorMessages } from '../errors'

const descriptors = new Map<string, MessageDescriptor>()

/** The valibot message for a descriptor (its values, such as `{max}`, travel with it). */
export function issue(descriptor: MessageDescriptor): string {
  const key = descriptor.values
    ? `${descriptor.id}|${JSON.stringify(descriptor.values)}`
    : descriptor.id
  descriptors.set(key, descriptor)
  return key
}

/** The descriptor an issue carries. */
export function issueDescriptor(found: BaseIssue<unknown>): MessageDescriptor {
  return descriptors.get(found.message) ?? errorMessages.VALIDATION_FAILED
}

/** Where an issue belongs: the field's dot path (`mobile.number`), or '' for the whole form. */
export function issueField(found: BaseIssue<unknown>): string {
  return getDotPath(found) ?? ''
}

/** The first problem of each field, as descriptors (for a server to answer in any language). */
export function issueDescriptors(
  issues: readonly BaseIssue<unknown>[],
): Record<string, MessageDescriptor> {
  const byField: Record<string, MessageDescriptor> = {}
  for (const found of issues) {
    const field = issueField(found)
    if (!(field in byField)) byField[field] = issueDescriptor(found)
  }
  return byField
}

/** The first problem of each field, as text in the I18n's active language. */
export function issueMessages(
  issues: readonly BaseIssue<unknown>[],
  i18n: I18n,
): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const [field, descriptor] of Object.entries(issueDescriptors(issues))) {
    texts[field] = i18n._(descriptor)
  }
  return texts
}
