import type { MessageDescriptor } from '@lingui/core'

/**
 * Where a page sits, for its breadcrumbs and the navigation's current item: under Help, Member
 * services, the events (an event's page) or the venues (a venue's page), or at the top.
 */
export const pageSections = ['help', 'member', 'events', 'venues'] as const
export type PageSection = (typeof pageSections)[number]

/** What the page frame needs to know about a route: heading, title and meta description. */
export interface PageInfo {
  title: MessageDescriptor
  description: MessageDescriptor
  section?: PageSection
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    page?: PageInfo
  }
}
