// The menu's props, apart from DropdownMenu.tsx: the menu and its lazily loaded parts
// (MenuParts.tsx) both read them, and neither imports the other for them.
import type { ReactElement, ReactNode } from 'react'
import type { OverlayOpenProps } from '../overlay'

export const dropdownMenuAligns = ['start', 'center', 'end'] as const

export interface DropdownMenuProps extends OverlayOpenProps {
  /** The button that opens the menu; its name becomes the menu's name. */
  trigger: ReactElement
  children: ReactNode
  align?: (typeof dropdownMenuAligns)[number]
}

export interface DropdownMenuItemProps {
  children: ReactNode
  onSelect?: () => void
  disabled?: boolean
  /** Draws a destructive action (log out, delete) in the danger text colour. */
  danger?: boolean
  /** Text used for typeahead when the label is not plain text. */
  textValue?: string
}

export interface DropdownMenuLinkItemProps {
  href: string
  children: ReactNode
  textValue?: string
}

export interface DropdownMenuRadioGroupProps {
  value: string
  onValueChange: (value: string) => void
  children: ReactNode
}

export interface DropdownMenuRadioItemProps {
  value: string
  children: ReactNode
  /** Language of the label when it differs from the page's (中文 in an English page). */
  lang?: string
  textValue?: string
}
