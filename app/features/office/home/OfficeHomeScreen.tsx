import { Card } from '@design-system/Card'
import { EmptyState } from '@design-system/EmptyState'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Tiles } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { sectionsFor } from '../officeNav'
import { OfficePage } from '../shell/OfficePage'
import { useStaff } from '../useStaff'

/** The box office's home: the sections the signed-in role may use, one card each. */
export function OfficeHomeScreen() {
  const { t, i18n } = useLingui()
  const staff = useStaff()
  const sections = staff ? sectionsFor(staff.role) : []
  return (
    <OfficePage title={t`Box office`}>
      {sections.length === 0 ? (
        <EmptyState
          title={t`Nothing here for your role yet`}
          hint={t`Ask an administrator which parts of the box office you should use.`}
        />
      ) : (
        <Tiles gap="lg" minColumn="large">
          {sections.map((section) => (
            <Card key={section.path} variant="outline" gap="sm">
              <Heading level={2} size="md">
                <Link href={section.path}>{i18n._(section.label)}</Link>
              </Heading>
              <Text>{i18n._(section.description)}</Text>
            </Card>
          ))}
        </Tiles>
      )}
    </OfficePage>
  )
}
