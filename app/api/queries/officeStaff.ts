// The box office's staff reads and writes (issue #35): staff accounts and the audit log, the
// administrator's. Every key starts with 'office'.
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import type { Schemas } from './types'

export interface AuditFilters {
  staffId?: number
  action?: string
  page?: number
}

const staffKeys = {
  accounts: () => ['office', 'staff', 'accounts'] as const,
  audit: (filters: AuditFilters) => ['office', 'staff', 'audit', filters] as const,
}

/** Every staff account, enabled first, by name. */
export const staffAccountsQuery = () =>
  queryOptions({
    queryKey: staffKeys.accounts(),
    queryFn: ({ signal }) => api.GET('/api/office/staff', { signal }).then(unwrap),
  })

/** One page of the audit log, newest first. */
export const auditLogQuery = (filters: AuditFilters = {}) =>
  queryOptions({
    queryKey: staffKeys.audit(filters),
    queryFn: ({ signal }) =>
      api.GET('/api/office/audit', { signal, params: { query: filters } }).then(unwrap),
  })

/** Adds a staff member; the answer carries the authenticator's secret, shown once. */
export const addStaffMutation = mutationOptions({
  mutationKey: ['office', 'staff', 'add'],
  mutationFn: (body: Schemas['AddStaffRequest']) =>
    api.POST('/api/office/staff', { body }).then(unwrap),
  onSettled: (_data, _error, _body, _result, { client }) =>
    client.invalidateQueries({ queryKey: ['office', 'staff'] }),
})

export interface StaffUpdate {
  staffId: number
  change: Schemas['UpdateStaffRequest']
}

/** A new role, or the account disabled or enabled. */
export const updateStaffMutation = mutationOptions({
  mutationKey: ['office', 'staff', 'update'],
  mutationFn: ({ staffId, change }: StaffUpdate) =>
    api
      .PATCH('/api/office/staff/{staffId}', { params: { path: { staffId } }, body: change })
      .then(unwrap),
  onSettled: (_data, _error, _update, _result, { client }) =>
    client.invalidateQueries({ queryKey: ['office'] }),
})

/** A new authenticator secret for a staff member, shown once. */
export const resetStaffAuthenticatorMutation = mutationOptions({
  mutationKey: ['office', 'staff', 'resetAuthenticator'],
  mutationFn: (staffId: number) =>
    api
      .POST('/api/office/staff/{staffId}/authenticator', { params: { path: { staffId } } })
      .then(unwrap),
  onSettled: (_data, _error, _staffId, _result, { client }) =>
    client.invalidateQueries({ queryKey: ['office', 'staff'] }),
})
