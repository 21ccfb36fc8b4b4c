import { i18n } from '@lingui/core'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../design-system/tokens/global.css'
import { fallbackLocale } from '../domain/preferences'
import { activateLocale } from '../locales/load'
import { App } from './App'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

await activateLocale(i18n, fallbackLocale)
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
