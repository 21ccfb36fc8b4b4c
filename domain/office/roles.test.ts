import { describe, expect, it } from 'vitest'
import { isStaffRole, roleMay, staffRoles } from './roles'

describe('office roles', () => {
  it('lets the administrator do everything', () => {
    expect(roleMay('administrator', [])).toBe(true)
    expect(roleMay('administrator', ['door_staff'])).toBe(true)
  })

  it('lets other roles do only what names them', () => {
    expect(roleMay('event_manager', ['event_manager'])).toBe(true)
    expect(roleMay('event_manager', ['customer_service'])).toBe(false)
    expect(roleMay('door_staff', [])).toBe(false)
  })

  it('knows its four roles', () => {
    expect(staffRoles).toHaveLength(4)
    expect(isStaffRole('customer_service')).toBe(true)
    expect(isStaffRole('member')).toBe(false)
  })
})
