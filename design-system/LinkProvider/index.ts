export { type LinkComponentProps, LinkProvider, useLinkComponent } from './LinkProvider'
