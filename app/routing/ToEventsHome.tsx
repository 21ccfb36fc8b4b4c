import { Navigate } from '@tanstack/react-router'

/** An address no route matches (even one the router cannot decode) opens the events home (spec §2). */
export function ToEventsHome() {
  return <Navigate to="/Events.html" replace />
}
