import { Trans } from '@lingui/react/macro'

/** Privacy policy and terms: one page, two anchors that other pages link to (spec §2). */
export function ReleaseNotesScreen() {
  return (
    <>
      <h1>
        <Trans>Privacy policy and terms</Trans>
      </h1>
      <h2 id="privacypolicy">
        <Trans>Privacy policy</Trans>
      </h2>
      <p>
        <Trans>
          We answer requests about your personal data within 14 working days. Contact customer
          service to see or correct the data we keep about you.
        </Trans>
      </p>
      <h2 id="termsconditions">
        <Trans>Terms and conditions</Trans>
      </h2>
      <p>
        <Trans>
          One person, one ticket. Tickets are neither refundable nor exchangeable; service, delivery
          and handling fees are not refundable. Purchases made by bots are cancelled.
        </Trans>
      </p>
    </>
  )
}
