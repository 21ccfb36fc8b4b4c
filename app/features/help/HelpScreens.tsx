// Help pages that add something of their own to their text.
import type { ComponentProps } from 'react'
import { ContactForm } from '../forms/ContactForm'
import { DeliveryFeeTable } from './DeliveryFeeTable'
import { HelpArticle } from './HelpArticle'
import { TodayHours } from './TodayHours'

/** Collection and delivery: the fees and last days as a table, in place of the text's list. */
export function DeliveryScreen() {
  return <HelpArticle page="Delivery" listReplacements={{ fees: <DeliveryFeeTable /> }} />
}

/** Service fees: the delivery fees as a table too. */
export function ServiceFeeScreen() {
  return <HelpArticle page="ServiceFee" listReplacements={{ delivery: <DeliveryFeeTable /> }} />
}

/**
 * Customer service: whether the lines are open today, the text, and the enquiry form. `now`
 * and `contact` stand in for the clock and the contract call in stories.
 */
export function CustomerServiceScreen({
  now,
  contact,
}: {
  now?: Date
  contact?: ComponentProps<typeof ContactForm>['mutation']
}) {
  return (
    <HelpArticle page="CS" lead={<TodayHours now={now} />}>
      <ContactForm mutation={contact} />
    </HelpArticle>
  )
}
