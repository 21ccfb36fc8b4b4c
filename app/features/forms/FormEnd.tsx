import { Button } from '@design-system/Button'
import { Inline } from '@design-system/layout'
import type { ReactNode } from 'react'
import { FormRefused } from './FormRefused'

interface FormEndProps {
  /** Why the server refused the form, when no one field is to blame. */
  failure: string | undefined
  /** The form is being sent: the button spins and ignores presses. */
  sending: boolean
  /** The button's words. */
  children: ReactNode
}

/** A form's last part: the refusal, when there is one, then the send button. */
export function FormEnd({ failure, sending, children }: FormEndProps) {
  return (
    <>
      <FormRefused message={failure} />
      <Inline gap="md">
        <Button type="submit" variant="primary" loading={sending}>
          {children}
        </Button>
      </Inline>
    </>
  )
}
