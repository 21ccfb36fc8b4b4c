import { createGlobalTheme } from '@vanilla-extract/css'
import { themes } from '../../domain/preferences'
import { palettes } from './palette'
import { color } from './vars.css'

// Themes hang off <html data-theme>, set before first paint from the theme cookie; the default
// theme also applies when no attribute is set.
for (const theme of themes) {
  const selector =
    theme === 'default' ? ':root, :root[data-theme="default"]' : `:root[data-theme="${theme}"]`
  createGlobalTheme(selector, color, palettes[theme])
}
