export { Footer, type FooterProps } from './Footer'
export {
  defaultFooterHrefs,
  type FooterLinkGroup,
  type FooterLinkId,
  footerLinkGroups,
} from './footerLinks'
