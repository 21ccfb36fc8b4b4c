import { vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'

export {
  column as form,
  sent as success,
  sentHeading as successHeading,
} from './formPanels.css'

/** A form screen's page heading (h1, the site's size for it). */
export const pageHeading = style({ margin: 0 })

/** A form's own heading inside a page (h2). */
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl })

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })
