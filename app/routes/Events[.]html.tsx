import { createFileRoute } from '@tanstack/react-router'
import { EventsScreen } from '../features/events/EventsScreen'

export const Route = createFileRoute('/Events.html')({ component: EventsScreen })
