import type { ComponentType, ReactNode } from 'react'
import { backdrop } from './modal.css'
import { modalClass, type modalSizes } from './modalClass'
import type { OverlayOpenProps } from './overlayProps'

interface Slot {
  children?: ReactNode
}

/** The parts a Radix modal has (Dialog and AlertDialog both do). */
export interface ModalPrimitive {
  Root: ComponentType<Slot & OverlayOpenProps>
  Trigger: ComponentType<Slot & { asChild?: boolean }>
  Portal: ComponentType<Slot>
  Overlay: ComponentType<{ className?: string }>
  Content: ComponentType<Slot & { className?: string; 'aria-describedby'?: string }>
}

export interface ModalFrameProps extends OverlayOpenProps, Slot {
  /** Which modal: Radix's Dialog or AlertDialog. */
  primitive: ModalPrimitive
  /** The element that opens it; leave out when `open` is controlled. */
  trigger?: ReactNode
  size: (typeof modalSizes)[number]
  /** Without a description Radix would point aria-describedby at nothing. */
  described: boolean
  className?: string
}

/** A modal's layers: its trigger, the dimmed page and the centred panel on the overlay surface. */
export function ModalFrame({
  primitive: Modal,
  trigger,
  size,
  described,
  className,
  children,
  ...open
}: ModalFrameProps) {
  return (
    <Modal.Root {...open}>
      {trigger && <Modal.Trigger asChild>{trigger}</Modal.Trigger>}
      <Modal.Portal>
        <Modal.Overlay className={backdrop} />
        <Modal.Content
          className={modalClass(size, className)}
          {...(described ? {} : { 'aria-describedby': undefined })}
        >
          {children}
        </Modal.Content>
      </Modal.Portal>
    </Modal.Root>
  )
}
