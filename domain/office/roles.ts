// The box office's roles (issue #35) and the one rule between them: an administrator may do
// everything; any other role may do what names it. Office operations name the roles they allow
// besides the administrator as the scopes of their `staffSession` requirement (openapi.yaml);
// the server enforces them (server/app.ts) and the office's screens and nav read the same rule.

export const staffRoles = [
  'administrator',
  'event_manager',
  'customer_service',
  'door_staff',
] as const
export type StaffRole = (typeof staffRoles)[number]

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value)
}

/**
 * Whether a staff member with `role` may do what `allowed` names. The administrator may do
 * everything, whatever the list says.
 */
export function roleMay(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === 'administrator' || allowed.includes(role)
}
