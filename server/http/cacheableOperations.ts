// The public reads whose answers come from catalogue tables only, and so are rendered once and
// served from memory (apiCache.ts): every /data/*.json operation except the site switches, plus
// the catalogue reads below. Never member operations, seat plans (they change with every sale)
// or anything answered per visitor.
import type { Operation } from '../contract/contract'
import type { OperationId } from './handler'

/** /data/*.json operations that are NOT cached: config carries switches that must act at once. */
const uncachedData: readonly OperationId[] = ['getConfig']

const cachedCatalogueReads: readonly OperationId[] = [
  'getEventDetail',
  'searchEvents',
  'getVenueList',
  'getVenue',
  'getAddressList',
  'getKdafEventList',
  'getHkiffEventList',
  'getBoxOfficeList',
  'getKioskList',
  'getPointPackages',
  'getCinemaHouses',
  'getMovie',
]

/** The cached operations among `operations`; throws if the list names a member or write operation. */
export function cacheableOperations(operations: readonly Operation[]): Set<string> {
  const ids = new Set<string>()
  for (const operation of operations) {
    const isData = operation.path.startsWith('/data/') && operation.path.endsWith('.json')
    const id = operation.operationId as OperationId
    if ((isData && !uncachedData.includes(id)) || cachedCatalogueReads.includes(id)) {
      if (operation.method !== 'GET' || !operation.isPublic)
        throw new Error(`${id} cannot be cached: only public reads can`)
      ids.add(id)
    }
  }
  for (const id of cachedCatalogueReads) {
    if (!ids.has(id)) throw new Error(`${id} is listed as cached but is not in openapi.yaml`)
  }
  return ids
}
