import { Button } from '@design-system/Button'
import type { ReactNode } from 'react'
import { FormRefused } from './FormRefused'

interface FormEndProps {
  /** Why the server refused the form, when no one field is to blame. */
  failure: string | undefined
  /** The form is being sent: the button spins and ignores presses. */
  sending: boolean
  /** The button's words. */
  children: ReactNode
  /** The button row's style (the row is a plain block without one). */
  className?: string
}

/** A form's last part: the refusal, when there is one, then the send button. */
export function FormEnd({ failure, sending, children, className }: FormEndProps) {
  return (
    <>
      <FormRefused message={failure} />
      <div className={className}>
        <Button type="submit" variant="primary" loading={sending}>
          {children}
        </Button>
      </div>
    </>
  )
}
