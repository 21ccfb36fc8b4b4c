// Help content: the FAQ by section, the help pages, and the address hierarchy registration
// offers.
import type { Kysely } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { notFound } from '../../../domain/domainError'
import type { DB, LocalizedText } from '../../db/schema'

type AddressNode = components['schemas']['AddressNode']
type HelpPageName = components['schemas']['HelpPageName']

export async function faqList(db: Kysely<DB>) {
  const [sections, items] = await Promise.all([
    db.selectFrom('faq_sections').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('faq_items').selectAll().orderBy('sort').orderBy('id').execute(),
  ])
  return {
    data: sections.map((section) => ({
      id: section.id,
      title: section.title,
      items: items
        .filter((item) => item.section_id === section.id)
        .map((item) => ({ id: item.id, question: item.question, answer: item.answer })),
    })),
  }
}

export async function helpPage(db: Kysely<DB>, page: HelpPageName) {
  const row = await db
    .selectFrom('help_pages')
    .selectAll()
    .where('page', '=', page)
    .executeTakeFirst()
  if (!row) throw notFound()
  return { page, title: row.title, sections: row.sections, updatedAt: row.updated_at }
}

/** Countries, each with its provinces, areas and districts below it, in display order. */
export async function addressTree(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('address_nodes')
    .selectAll()
    .orderBy('sort')
    .orderBy('code')
    .execute()
  const children = new Map<string | null, { code: string; name: LocalizedText }[]>()
  for (const row of rows) {
    const list = children.get(row.parent_code) ?? []
    list.push({ code: row.code, name: row.name })
    children.set(row.parent_code, list)
  }
  const build = (parent: string | null): AddressNode[] =>
    (children.get(parent) ?? []).map((node) => {
      const below = build(node.code)
      return below.length ? { ...node, children: below } : node
    })
  return { data: build(null) }
}
