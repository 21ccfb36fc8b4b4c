// The box office's sections (issue #35): one line per office screen, with the roles that may use
// it besides the administrator, who may use every one (domain/office/roles.ts `roleMay`). The
// office home lists the sections the signed-in role may use; OfficePage refuses the others. Keep
// the roles the same as the `staffSession` scopes of the operations the screen calls.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { roleMay, type StaffRole } from '../../../domain/office/roles'

export interface OfficeSection {
  /** the route's path, without the language prefix: `/Office/Events.html` */
  path: string
  /** the section's name in the nav and on the home */
  label: MessageDescriptor
  /** one line on the home: what staff do there */
  description: MessageDescriptor
  /** the roles that may use it besides the administrator (`[]`: the administrator alone) */
  roles: readonly StaffRole[]
}

export const officeNav: readonly OfficeSection[] = [
  {
    path: '/Office/Staff.html',
    label: msg`Staff accounts`,
    description: msg`Add staff, change their roles and disable accounts.`,
    roles: [],
  },
  {
    path: '/Office/Audit.html',
    label: msg`Audit log`,
    description: msg`Who changed what in the box office, and when.`,
    roles: [],
  },
  {
    path: '/Office/Events.html',
    label: msg`Events`,
    description: msg`Create and edit events, and publish them for visitors.`,
    roles: ['event_manager'],
  },
  {
    path: '/Office/Event.html',
    label: msg`New event`,
    description: msg`Start an event as a draft, in English and both Chinese scripts.`,
    roles: ['event_manager'],
  },
  {
    path: '/Office/Switches.html',
    label: msg`Site switches`,
    description: msg`Hot-event mode, the grayscale period, the wish list, the chat button and the maintenance notice.`,
    roles: ['event_manager'],
  },
  {
    path: '/Office/Notices.html',
    label: msg`Notices to members`,
    description: msg`A notice to every member or to the buyers of one performance, in their inbox and by mail.`,
    roles: ['event_manager'],
  },
  {
    path: '/Office/Sales.html',
    label: msg`Sales`,
    description: msg`Each performance's tickets sold, held and available, revenue by day, and the CSV downloads.`,
    roles: ['event_manager', 'customer_service'],
  },
  {
    path: '/Office/Ballots.html',
    label: msg`Ballots`,
    description: msg`Close the wish-list ballots, run their draws and see the seeds and results.`,
    roles: ['event_manager'],
  },
  {
    path: '/Office/Banners.html',
    label: msg`Home banners`,
    description: msg`The banners on the home, their order, links, images and dates.`,
    roles: ['event_manager'],
  },
]

/** The sections a role may use, in the nav's order. */
export const sectionsFor = (role: StaffRole) =>
  officeNav.filter((section) => roleMay(role, section.roles))

/** The section of a path (without the language prefix), when it is one. */
export const sectionOf = (pathname: string) =>
  officeNav.find((section) => section.path === pathname)
