import * as css from './formPanels.css'

/** Why a form was refused, when it is about no one field: read out at once (role="alert"). */
export function FormRefused({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className={css.refused}>
      {message}
    </p>
  ) : null
}
