export {
  Callout,
  type CalloutProps,
  type CalloutTone,
  calloutElements,
  calloutTones,
} from './Callout'
