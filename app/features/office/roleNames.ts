// The box office's roles by name, in the visitor's language (domain/office/roles.ts).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StaffRole } from '../../../domain/office/roles'

export const roleNames: Record<StaffRole, MessageDescriptor> = {
  administrator: msg`Administrator`,
  event_manager: msg`Event manager`,
  customer_service: msg`Customer service`,
  door_staff: msg`Door staff`,
}
