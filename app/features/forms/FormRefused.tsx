import { Callout } from '@design-system/Callout'

/** Why a form was refused, when it is about no one field: read out at once (role="alert"). */
export function FormRefused({ message }: { message: string | undefined }) {
  return message ? (
    <Callout role="alert" tone="danger">
      {message}
    </Callout>
  ) : null
}
