import { Plural, useLingui } from '@lingui/react/macro'
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { cx } from '../cx'
import { controlBox, type FieldProps, FormField, splitFieldProps } from '../FormField'
import { CheckIcon, ChevronDownIcon } from '../icons'
import { overlaySurface, popupItem } from '../overlay'
import { VisuallyHidden } from '../VisuallyHidden'
import * as styles from './Combobox.css'
import { type ComboboxOption, exactMatch, filterOptions } from './filterOptions'

export type { ComboboxOption } from './filterOptions'

export interface ComboboxProps extends FieldProps {
  disabled?: boolean
  placeholder?: string
  options: readonly ComboboxOption[]
  /** The chosen option's value, or null when none is chosen. */
  value: string | null
  onValueChange: (value: string | null) => void
  /** Shown instead of the list when nothing matches what was typed. */
  emptyMessage?: ReactNode
  /** Submits the chosen value with a form under this name. */
  name?: string
}

/**
 * Pick one of a long list by typing part of it: country, province, area and district of an
 * address. An ARIA 1.2 combobox: focus stays in the text box, arrows move the highlighted
 * option (`aria-activedescendant`), Enter picks it, Escape closes the list (and, when it is
 * already closed, clears the box). For a short list use Select.
 */
export function Combobox(props: ComboboxProps) {
  const [field, { disabled, placeholder, options, value, onValueChange, emptyMessage, name }] =
    splitFieldProps(props)
  const { t } = useLingui()
  const listId = `combobox-list-${useId()}`
  const selected = options.find((option) => option.value === value)
  // what the visitor typed; null while the box shows the chosen option's label
  const [typed, setTyped] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  const text = typed ?? selected?.label ?? ''
  const shown = useMemo(() => filterOptions(options, typed ?? ''), [options, typed])
  const activeOption = open ? shown[active] : undefined
  const matchCount = shown.length

  useEffect(() => {
    if (!activeOption) return
    const node = listRef.current?.querySelector(`[data-value="${CSS.escape(activeOption.value)}"]`)
    node?.scrollIntoView?.({ block: 'nearest' })
  }, [activeOption])

  // Escape on an open list closes only the list. Dialogs listen for Escape on the document in
  // the capture phase, before the input sees it, so take the key earlier, on window.
  useEffect(() => {
    if (!open) return
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return
      event.stopPropagation()
      event.preventDefault()
      setOpen(false)
      setActive(-1)
      setTyped(null)
    }
    window.addEventListener('keydown', onEscape, { capture: true })
    return () => window.removeEventListener('keydown', onEscape, { capture: true })
  }, [open])

  const openAt = (index: number) => {
    setOpen(true)
    setActive(index)
  }
  const choose = (option: ComboboxOption) => {
    onValueChange(option.value)
    setTyped(null)
    setOpen(false)
    setActive(-1)
  }
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  // Leaving the box keeps a choice only if the text names an option exactly.
  const settle = () => {
    close()
    if (typed === null) return
    if (typed.trim() === '') {
      if (value !== null) onValueChange(null)
    } else {
      const match = exactMatch(options, typed)
      if (match && match.value !== value) onValueChange(match.value)
    }
    setTyped(null)
  }

  const selectedIndex = () =>
    Math.max(
      0,
      shown.findIndex((option) => option.value === value),
    )

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter or arrows while composing Chinese belong to the input method, not to the list
    if (event.nativeEvent.isComposing) return
    const last = shown.length - 1
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!open || event.altKey) openAt(open ? active : selectedIndex())
        else setActive(active >= last ? 0 : active + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        if (!open) openAt(value === null ? last : selectedIndex())
        else setActive(active <= 0 ? last : active - 1)
        break
      case 'Enter':
        if (open && activeOption) {
          event.preventDefault()
          choose(activeOption)
        }
        break
      case 'Escape':
        if (open) {
          event.preventDefault()
          close()
          setTyped(null)
        } else if (text !== '') {
          event.preventDefault()
          setTyped(null)
          onValueChange(null)
        }
        break
    }
  }

  return (
    <FormField {...field}>
      {(control) => (
        <div className={styles.wrapper}>
          <input
            {...control}
            ref={inputRef}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
            autoComplete="off"
            disabled={disabled}
            placeholder={placeholder}
            value={text}
            className={cx(controlBox, styles.input)}
            onChange={(event) => {
              setTyped(event.target.value)
              openAt(0)
            }}
            onKeyDown={onKeyDown}
            onBlur={settle}
            onClick={() => (open ? close() : openAt(selectedIndex()))}
          />
          <button
            type="button"
            tabIndex={-1}
            className={styles.toggle}
            aria-label={t`Show options`}
            aria-controls={listId}
            aria-expanded={open}
            disabled={disabled}
            // keep focus in the text box
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (open ? close() : openAt(selectedIndex()))}
          >
            <ChevronDownIcon size="small" />
          </button>
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-labelledby={`${control.id}-label`}
            className={cx(overlaySurface(), styles.popup)}
            hidden={!open || shown.length === 0}
            onMouseDown={(event) => event.preventDefault()}
          >
            {shown.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant; focus stays in the text box (ARIA 1.2 combobox)
              // biome-ignore lint/a11y/useKeyWithClickEvents: the text box handles the keys (arrows, Enter) for every option
              <div
                key={option.value}
                id={`${listId}-${option.value}`}
                data-value={option.value}
                role="option"
                aria-selected={option.value === value}
                data-highlighted={index === active ? '' : undefined}
                className={cx(popupItem, styles.option)}
                onClick={() => choose(option)}
                onMouseMove={() => setActive(index)}
              >
                <CheckIcon size="small" className={styles.tick} />
                {option.label}
              </div>
            ))}
          </div>
          {open && shown.length === 0 && (
            <div className={cx(overlaySurface(), styles.popup, styles.empty)}>
              {emptyMessage ?? t`No matches`}
            </div>
          )}
          <VisuallyHidden aria-live="polite">
            {open && typed !== null && (
              <Plural
                value={matchCount}
                _0="No matches"
                one="# result available"
                other="# results available"
              />
            )}
          </VisuallyHidden>
          {name !== undefined && <input type="hidden" name={name} value={value ?? ''} />}
        </div>
      )}
    </FormField>
  )
}
