import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useRef, useState } from 'react'
import { CloseIcon, SearchIcon } from '../icons'
import { Stack } from '../layout'
import { VisuallyHidden, visuallyHiddenStyle } from '../VisuallyHidden'
import * as css from './SearchBox.css'

export interface SearchBoxProps {
  /** Text already searched for (for example from the URL), shown when the box first renders. */
  defaultValue?: string
  /** Called with the trimmed text when the visitor submits a non-empty search. */
  onSearch: (text: string) => void
  /** Called after the clear button empties the box. */
  onClear?: () => void
  /** Shows the label above the box; by default it is read by screen readers only. */
  showLabel?: boolean
  /** What is searched, e.g. "Search box offices"; "Search events" by default. */
  label?: string
  /** An example of what to type; "Event, artist or venue" by default. */
  placeholder?: string
  className?: string
}

/**
 * The event search: a search landmark with a labelled input, a clear button (once there is
 * text) and a submit button. It reports the text; the caller runs the search.
 */
export function SearchBox({
  defaultValue = '',
  onSearch,
  onClear,
  showLabel = false,
  label,
  placeholder,
  className,
}: SearchBoxProps) {
  const { t } = useLingui()
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(defaultValue)
  const labelText = label ?? t`Search events`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const query = text.trim()
    if (query) onSearch(query)
    else inputRef.current?.focus()
  }

  const clear = () => {
    setText('')
    // focus goes back to the box, not to the page top, when the button disappears
    inputRef.current?.focus()
    onClear?.()
  }

  return (
    <search aria-label={labelText} className={className}>
      <Stack as="form" gap="xs" onSubmit={submit}>
        {showLabel ? (
          <label htmlFor={inputId} className={css.label}>
            {labelText}
          </label>
        ) : (
          <label htmlFor={inputId} style={visuallyHiddenStyle}>
            {labelText}
          </label>
        )}
        <div className={css.field}>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={placeholder ?? t`Event, artist or venue`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && text) {
                event.preventDefault()
                clear()
              }
            }}
            className={css.input}
          />
          {text && (
            <button type="button" onClick={clear} className={css.clearButton}>
              <CloseIcon />
              <VisuallyHidden>{t`Clear search`}</VisuallyHidden>
            </button>
          )}
          <button type="submit" className={css.submitButton}>
            <SearchIcon />
            <span>{t`Search`}</span>
          </button>
        </div>
      </Stack>
    </search>
  )
}
