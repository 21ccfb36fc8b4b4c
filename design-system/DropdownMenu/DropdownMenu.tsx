import { DropdownMenu as RadixMenu } from 'radix-ui'
import type { ReactElement, ReactNode } from 'react'
import { cx } from '../cx'
import { CheckIcon } from '../icons'
import { useLinkComponent } from '../LinkProvider'
import { anchored, type OverlayOpenProps, overlaySurface, popupItem } from '../overlay'
import * as styles from './DropdownMenu.css'

export const dropdownMenuAligns = ['start', 'center', 'end'] as const

export interface DropdownMenuProps extends OverlayOpenProps {
  /** The button that opens the menu; its name becomes the menu's name. */
  trigger: ReactElement
  children: ReactNode
  align?: (typeof dropdownMenuAligns)[number]
}

/**
 * A list of actions or choices behind a button: the member menu, the language menu. Arrow
 * keys move, Enter or Space chooses, typing a letter jumps to the item, Escape closes and
 * returns focus to the button. Build it from DropdownMenuItem, DropdownMenuLinkItem,
 * DropdownMenuRadioGroup / DropdownMenuRadioItem, DropdownMenuLabel and DropdownMenuSeparator.
 */
export function DropdownMenu({
  trigger,
  children,
  align = 'end',
  open,
  defaultOpen,
  onOpenChange,
}: DropdownMenuProps) {
  return (
    // not modal: the page stays in the accessibility tree (no aria-hidden around a focusable
    // trigger); focus still moves into the menu and Escape or a click outside closes it
    <RadixMenu.Root modal={false} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          {...anchored}
          align={align}
          className={cx(overlaySurface(), styles.content)}
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  )
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

/** An action in a DropdownMenu. */
export function DropdownMenuItem({
  children,
  onSelect,
  disabled,
  danger,
  textValue,
}: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      onSelect={onSelect}
      disabled={disabled}
      textValue={textValue}
      className={cx(popupItem, styles.item, danger && styles.danger)}
    >
      {children}
    </RadixMenu.Item>
  )
}

export interface DropdownMenuLinkItemProps {
  href: string
  children: ReactNode
  textValue?: string
}

/** A page the menu leads to (Transaction history, Wish list); drawn with the app's link component. */
export function DropdownMenuLinkItem({ href, children, textValue }: DropdownMenuLinkItemProps) {
  const Link = useLinkComponent()
  return (
    <RadixMenu.Item asChild textValue={textValue}>
      <Link href={href} className={cx(popupItem, styles.item)}>
        {children}
      </Link>
    </RadixMenu.Item>
  )
}

export interface DropdownMenuRadioGroupProps {
  value: string
  onValueChange: (value: string) => void
  children: ReactNode
}

/** One choice among several (the language menu); the chosen item shows a check mark. */
export function DropdownMenuRadioGroup({
  value,
  onValueChange,
  children,
}: DropdownMenuRadioGroupProps) {
  return (
    <RadixMenu.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </RadixMenu.RadioGroup>
  )
}

export interface DropdownMenuRadioItemProps {
  value: string
  children: ReactNode
  /** Language of the label when it differs from the page's (中文 in an English page). */
  lang?: string
  textValue?: string
}

/** One option of a DropdownMenuRadioGroup. */
export function DropdownMenuRadioItem({
  value,
  children,
  lang,
  textValue,
}: DropdownMenuRadioItemProps) {
  return (
    <RadixMenu.RadioItem
      value={value}
      lang={lang}
      textValue={textValue}
      className={cx(popupItem, styles.item)}
    >
      <RadixMenu.ItemIndicator className={styles.indicator}>
        <CheckIcon size="small" />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.RadioItem>
  )
}

/** A heading over a group of items; not focusable. */
export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>
}

/** A line between groups of items. */
export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className={styles.separator} />
}
