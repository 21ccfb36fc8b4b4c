export { Header, type HeaderNavItem, type HeaderProps } from './Header'
export { LanguageMenu, type LanguageMenuProps, languageNames } from './LanguageMenu'
export type { MemberMenuProps, SignedInMember } from './MemberMenu'
export { defaultMemberHrefs, type MemberLinkId, memberLinkIds } from './memberLinks'
