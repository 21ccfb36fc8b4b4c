import { Callout } from '@design-system/Callout'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { Spinner } from '@design-system/Spinner'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { roleMay } from '../../../../domain/office/roles'
import {
  type OfficeSalesFile,
  officeSalesCsvQuery,
  officeSalesPerformancesQuery,
  officeSalesQuery,
} from '../../../api/queries'
import { OfficePage } from '../shell/OfficePage'
import { useStaff } from '../useStaff'
import { SalesFigures } from './SalesFigures'
import { SalesPerformanceList } from './SalesPerformanceList'

/** Saves a downloaded file under its name (the staff token cannot ride on a plain link). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.click()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

function Performances() {
  const { t } = useLingui()
  const list = useQuery(officeSalesPerformancesQuery())
  if (list.isPending) return <Spinner label={t`Loading`} />
  if (list.isError)
    return (
      <Callout tone="danger" title={t`The performances could not be read`}>
        <Text>{t`Try again in a moment.`}</Text>
      </Callout>
    )
  return <SalesPerformanceList performances={list.data.data} />
}

function Figures({ performanceId }: { performanceId: number }) {
  const { t } = useLingui()
  const staff = useStaff()
  const client = useQueryClient()
  const figures = useQuery(officeSalesQuery(performanceId))
  const [downloading, setDownloading] = useState<OfficeSalesFile>()
  const mayDownload = staff !== undefined && roleMay(staff.role, ['event_manager'])
  const download = (file: OfficeSalesFile) => {
    setDownloading(file)
    client
      .fetchQuery(officeSalesCsvQuery(performanceId, file))
      .then((blob) => save(blob, `citytix-${performanceId}-${file}.csv`))
      .catch(() => undefined)
      .finally(() => setDownloading(undefined))
  }
  return (
    <Stack gap="lg">
      <Link href="/Office/Sales.html">{t`All performances`}</Link>
      {figures.isPending ? (
        <Spinner label={t`Loading`} />
      ) : figures.isError ? (
        <Callout tone="danger" title={t`The figures could not be read`}>
          <Text>{t`There is no such performance, or the box office is busy. Try again in a moment.`}</Text>
        </Callout>
      ) : (
        <SalesFigures
          figures={figures.data}
          onDownload={mayDownload ? download : undefined}
          downloading={downloading}
        />
      )}
    </Stack>
  )
}

/** /Office/Sales.html: the performances to choose from, or one performance's figures. */
export function SalesScreen({ performanceId }: { performanceId?: number | undefined }) {
  const { t } = useLingui()
  return (
    <OfficePage title={t`Sales`}>
      {performanceId === undefined ? <Performances /> : <Figures performanceId={performanceId} />}
    </OfficePage>
  )
}
