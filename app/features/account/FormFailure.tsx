import * as css from './Account.css'

/** Why a form was refused, when it is about no one field: read out at once (role="alert"). */
export function FormFailure({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className={css.failure}>
      {message}
    </p>
  ) : null
}
