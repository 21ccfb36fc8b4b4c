// openapi.yaml as data for the server: every operation with its method, Fastify path and the
// JSON Schemas of its parameters, body and responses (refs left as refs into the document,
// which the validator knows by the id `openapi.json`).
import { parse } from 'yaml'
import { isStaffRole, type StaffRole } from '../../domain/office/roles'
import source from '../../openapi.yaml?raw'

export type JsonSchema = Record<string, unknown>

interface Parameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required?: boolean
  schema: JsonSchema
}
interface OperationObject {
  operationId: string
  security?: unknown[]
  parameters?: (Parameter | { $ref: string })[]
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: JsonSchema }> }>
}

export interface Operation {
  operationId: string
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH'
  /** as written in the contract: `/api/event/{eventId}.do` */
  path: string
  /** as Fastify routes it: `/api/event/:eventId.do` */
  routePath: string
  /** `security: []`: no member session needed */
  isPublic: boolean
  /** `security: [{}, memberSession]`: a member session is used when there is one */
  memberOptional: boolean
  /**
   * `security: [{ staffSession: [event_manager] }]`: an office operation, for a staff session
   * whose role is one of these (the administrator always among them, domain/office/roles.ts);
   * undefined for every other operation
   */
  staffRoles: readonly StaffRole[] | undefined
  parameters: Parameter[]
  /** content type → schema */
  body: Record<string, JsonSchema> | undefined
  bodyRequired: boolean
  /** status → content type → schema (undefined for an empty answer) */
  responses: Record<string, Record<string, JsonSchema | undefined>>
}

export const contractId = 'openapi.json'

export const document = parse(source) as {
  paths: Record<string, Record<string, unknown>>
  components: Record<string, Record<string, unknown>>
}

/** Follows a local `#/components/...` reference. */
export function resolveRef<T>(value: T | { $ref: string }): T {
  let current: unknown = value
  while (current && typeof current === 'object' && '$ref' in current) {
    const ref = (current as { $ref: string }).$ref
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document)
  }
  return current as T
}

/** A schema that refers into the contract, for the validator. */
export function contractRef(schema: JsonSchema): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${contractId}#/`),
  ) as JsonSchema
}

/** The roles a `staffSession` requirement allows: its scopes, and the administrator always. */
function staffRolesOf(security: unknown[] | undefined): readonly StaffRole[] | undefined {
  const requirement = (security ?? []).find(
    (r): r is { staffSession: unknown[] } =>
      typeof r === 'object' && r !== null && 'staffSession' in r,
  )
  if (!requirement) return undefined
  const scopes = requirement.staffSession
  const unknown = scopes.filter((scope) => !isStaffRole(scope))
  if (unknown.length > 0) throw new Error(`openapi.yaml: no such staff role ${unknown.join(', ')}`)
  return [...new Set<StaffRole>(['administrator', ...(scopes as StaffRole[])])]
}

const methods = ['get', 'post', 'delete', 'put', 'patch'] as const

function readOperations(): Operation[] {
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = (item.parameters as OperationObject['parameters']) ?? []
    for (const method of methods) {
      const operation = item[method] as OperationObject | undefined
      if (!operation) continue
      const parameters = [...shared, ...(operation.parameters ?? [])].map((p) =>
        resolveRef<Parameter>(p),
      )
      const responses: Operation['responses'] = {}
      for (const [status, response] of Object.entries(operation.responses)) {
        const resolved = resolveRef(response)
        responses[status] = Object.fromEntries(
          Object.entries(resolved.content ?? {}).map(([type, media]) => [type, media.schema]),
        )
      }
      const body = operation.requestBody
        ? Object.fromEntries(
            Object.entries(operation.requestBody.content).map(([type, media]) => [
              type,
              media.schema,
            ]),
          )
        : undefined
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as Operation['method'],
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        memberOptional: (operation.security ?? []).some(
          (requirement) => Object.keys(requirement as object).length === 0,
        ),
        staffRoles: staffRolesOf(operation.security),
        parameters,
        body,
        bodyRequired: operation.requestBody?.required ?? false,
        responses,
      })
    }
  }
  return operations
}

export const operations: readonly Operation[] = readOperations()
