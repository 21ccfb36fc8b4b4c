// The mailing address's four choices from the address tree (getAddressList): country, then
// the provinces of that country, its areas, their districts. A level with a single choice
// (Hong Kong has one "province") is chosen by itself, so nobody is asked a question with one
// answer.
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'

type AddressNode = Schemas['AddressNode']

export const addressLevels = ['country', 'province', 'area', 'district'] as const
export type AddressLevel = (typeof addressLevels)[number]
export type AddressChoice = Record<AddressLevel, string>

export interface AddressOption {
  value: string
  label: string
}

/** The options of each level under what is chosen above it (empty below an unchosen level). */
export function addressOptions(
  tree: readonly AddressNode[],
  chosen: AddressChoice,
  locale: string,
): Record<AddressLevel, AddressOption[]> {
  const options = {} as Record<AddressLevel, AddressOption[]>
  let nodes: readonly AddressNode[] = tree
  for (const level of addressLevels) {
    options[level] = nodes.map((node) => ({
      value: node.code,
      label: localizedText(node.name, locale),
    }))
    nodes = nodes.find((node) => node.code === chosen[level])?.children ?? []
  }
  return options
}

/**
 * The choice after `level` changed to `value`: the levels below it are emptied, then any
 * level left with a single option takes it.
 */
export function chooseAddress(
  tree: readonly AddressNode[],
  chosen: AddressChoice,
  level: AddressLevel,
  value: string,
): AddressChoice {
  const next = { ...chosen, [level]: value }
  const from = addressLevels.indexOf(level)
  for (const below of addressLevels.slice(from + 1)) next[below] = ''
  return fillSingleChoices(tree, next)
}

/** Chooses every level whose only option is obvious, from the top. */
export function fillSingleChoices(
  tree: readonly AddressNode[],
  chosen: AddressChoice,
): AddressChoice {
  const next = { ...chosen }
  let nodes: readonly AddressNode[] = tree
  for (const level of addressLevels) {
    const only = nodes.length === 1 ? nodes[0] : undefined
    if (!next[level] && only) next[level] = only.code
    nodes = nodes.find((node) => node.code === next[level])?.children ?? []
  }
  return next
}
