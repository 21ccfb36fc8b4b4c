// The box office's event form (issue #35): an event's title and description in English,
// Traditional and Simplified Chinese, the presenter's name (optional, the three languages), its
// category and venue (codes chosen from the catalogue's lists; the server checks they exist),
// the concessions it allows (domain/ticketTypes.ts; standard is always allowed) and the most
// tickets a buyer takes in one transaction and a member for one performance in all. The schema
// is exactly the body of `createOfficeEvent` and `updateOfficeEvent` (openapi.yaml
// `OfficeEventForm`); a new event starts as a draft, published by its own operation.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { type TicketType, ticketTypes } from '../ticketTypes'
import { crossCheck } from '../validation/crossCheck'
import { optionalText, requiredText } from '../validation/fields'
import { issue } from '../validation/issueMessages'

export const eventTitleMax = 200
export const eventDescriptionMax = 5000
export const eventPresenterMax = 200
const eventCodeMax = 50
/** The most tickets one transaction may ever take (the selling rules' own ceiling). */
export const eventTicketsMax = 20
/** The most tickets one member may ever take for one performance. */
export const eventMemberTicketsMax = 99

type Concession = Exclude<TicketType, 'standard'>

/** The concessions an event can allow: every ticket type but standard. */
export const eventConcessions = ticketTypes.filter(
  (type): type is Concession => type !== 'standard',
) as [Concession, ...Concession[]]

export const eventFormMessages = {
  titleEn: msg`Please enter the title in English.`,
  titleZhHant: msg`Please enter the title in Traditional Chinese.`,
  titleZhHans: msg`Please enter the title in Simplified Chinese.`,
  descriptionEn: msg`Please enter the description in English.`,
  descriptionZhHant: msg`Please enter the description in Traditional Chinese.`,
  descriptionZhHans: msg`Please enter the description in Simplified Chinese.`,
  category: msg`Please choose a category.`,
  venue: msg`Please choose a venue.`,
  concession: msg`Please choose concessions from the list.`,
  maxTickets: msg`Please enter a whole number from 1 to ${eventTicketsMax}.`,
  memberLimit: msg`Please enter a whole number from 1 to ${eventMemberTicketsMax}, or leave it empty.`,
  memberBelowTransaction: msg`A member's limit cannot be below the limit per transaction.`,
  presenterPartial: msg`Please enter the presenter in all three languages, or leave all three empty.`,
} satisfies Record<string, MessageDescriptor>
const m = eventFormMessages

/** A text in the three languages, each required. */
const requiredLocalized = (
  required: { en: MessageDescriptor; zhHant: MessageDescriptor; zhHans: MessageDescriptor },
  max: number,
) =>
  v.optional(
    v.strictObject({
      en: requiredText(required.en, max),
      'zh-Hant': requiredText(required.zhHant, max),
      'zh-Hans': requiredText(required.zhHans, max),
    }),
    {},
  )

/** A whole number from 1 to `max`; 0 when left out, which the range refuses. */
const wholeNumber = (max: number, message: MessageDescriptor) =>
  v.pipe(
    v.number(issue(message)),
    v.integer(issue(message)),
    v.minValue(1, issue(message)),
    v.maxValue(max, issue(message)),
  )

const eventObject = v.strictObject({
  title: requiredLocalized(
    { en: m.titleEn, zhHant: m.titleZhHant, zhHans: m.titleZhHans },
    eventTitleMax,
  ),
  description: requiredLocalized(
    { en: m.descriptionEn, zhHant: m.descriptionZhHant, zhHans: m.descriptionZhHans },
    eventDescriptionMax,
  ),
  /** The presenter as the event's card names it; all three empty: none. */
  presenter: v.optional(
    v.strictObject({
      en: optionalText(eventPresenterMax),
      'zh-Hant': optionalText(eventPresenterMax),
      'zh-Hans': optionalText(eventPresenterMax),
    }),
    {},
  ),
  /** A category's code (getCategoryList). */
  category: requiredText(m.category, eventCodeMax),
  /** A venue's id (getVenueList). */
  venueId: requiredText(m.venue, eventCodeMax),
  /** The concessions allowed besides standard. */
  ticketTypes: v.optional(
    v.pipe(
      v.array(v.picklist(eventConcessions, issue(m.concession)), issue(m.concession)),
      v.maxLength(eventConcessions.length, issue(m.concession)),
    ),
    [],
  ),
  maxTicketsPerTransaction: v.optional(wholeNumber(eventTicketsMax, m.maxTickets), 0),
  /** Tickets one member may take for one performance in all; left out: the limit per transaction. */
  memberTicketLimit: v.optional(wholeNumber(eventMemberTicketsMax, m.memberLimit)),
})
type EventObject = v.InferOutput<typeof eventObject>

export const officeEventSchema = v.pipe(
  eventObject,
  crossCheck<EventObject>(
    'memberTicketLimit',
    ['maxTicketsPerTransaction'],
    (form) =>
      form.memberTicketLimit === undefined ||
      form.memberTicketLimit >= form.maxTicketsPerTransaction,
    m.memberBelowTransaction,
  ),
  crossCheck<EventObject>(
    'presenter',
    [],
    (form) => {
      const filled = Object.values(form.presenter).filter((text) => text !== '').length
      return filled === 0 || filled === 3
    },
    m.presenterPartial,
  ),
)
export type OfficeEventInput = v.InferInput<typeof officeEventSchema>
export type OfficeEventForm = v.InferOutput<typeof officeEventSchema>
