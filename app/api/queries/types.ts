import type { components } from '../../../contract/schema.gen'

/** The schemas of openapi.yaml, by name. */
export type Schemas = components['schemas']
