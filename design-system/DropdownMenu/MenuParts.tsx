import { DropdownMenu as RadixMenu } from 'radix-ui'
import type { ReactNode } from 'react'
import { cx } from '../cx'
import { CheckIcon } from '../icons'
import { useLinkComponent } from '../LinkProvider'
import { anchored, overlaySurface, popupItem } from '../overlay'
import * as styles from './DropdownMenu.css'
import type {
  DropdownMenuItemProps,
  DropdownMenuLinkItemProps,
  DropdownMenuProps,
  DropdownMenuRadioGroupProps,
  DropdownMenuRadioItemProps,
} from './menuProps'

// The menu on Radix, loaded by DropdownMenu.tsx after the page is first drawn (see there).

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
