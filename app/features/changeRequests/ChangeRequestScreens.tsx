// The two change-request pages: the help text of the page (HelpArticle, from the help-pages
// API) and the form under it.
import type { ComponentProps } from 'react'
import { HelpArticle } from '../help/HelpArticle'
import { DeliveryChangeRequestForm } from './DeliveryChangeRequestForm'
import { TxnChangeRequestForm } from './TxnChangeRequestForm'

export function TxnChangeRequestScreen(props: ComponentProps<typeof TxnChangeRequestForm>) {
  return (
    <HelpArticle page="TxnChangeRequest">
      <TxnChangeRequestForm {...props} />
    </HelpArticle>
  )
}

export function DeliveryChangeRequestScreen(
  props: ComponentProps<typeof DeliveryChangeRequestForm>,
) {
  return (
    <HelpArticle page="DeliveryChangeRequest">
      <DeliveryChangeRequestForm {...props} />
    </HelpArticle>
  )
}
