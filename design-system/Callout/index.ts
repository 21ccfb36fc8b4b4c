export { Callout, type CalloutProps, type CalloutTone, calloutTones } from './Callout'
