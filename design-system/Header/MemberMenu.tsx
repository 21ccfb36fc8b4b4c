import { useLingui } from '@lingui/react/macro'
import { button } from '../Button'
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
} from '../DropdownMenu'
import { PersonIcon } from '../icons'
import { useLinkComponent } from '../LinkProvider'
import { VisuallyHidden } from '../VisuallyHidden'
import * as css from './Header.css'
import { defaultMemberHrefs, type MemberLinkId, memberLinkIds } from './memberLinks'

export interface SignedInMember {
  /** As the welcome line shows it, e.g. "Chan Tai Man". */
  name: string
  /** Unread inbox notices (last 3 months). */
  unreadCount?: number
}

export interface MemberMenuProps {
  /** The signed-in member, or null for a visitor. */
  member: SignedInMember | null
  loginHref?: string
  memberHrefs?: Partial<Record<MemberLinkId, string>>
  /** Config flag showWishList: the wish list is offered only when it is on. */
  showWishList?: boolean
  /** Logs out in place; without it, Logout is a link to /Logout.html. */
  onLogout?: () => void
}

/** The header's member area: a login link for visitors, a welcome menu for members. */
export function MemberMenu({
  member,
  loginHref = '/Login.html',
  memberHrefs,
  showWishList = false,
  onLogout,
}: MemberMenuProps) {
  const { t } = useLingui()
  const Link = useLinkComponent()
  if (!member) {
    return (
      <Link href={loginHref} className={button({ variant: 'primary', shape: 'pill' })}>
        <PersonIcon />
        {t`Log in`}
      </Link>
    )
  }
  const hrefs = { ...defaultMemberHrefs, ...memberHrefs }
  const unread = member.unreadCount ?? 0
  const labels: Record<MemberLinkId, string> = {
    favourites: t`My favourites`,
    transactions: t`Transaction history`,
    points: t`My points`,
    wishList: t`Wish list`,
    inbox: t`Inbox`,
    memberInfo: t`Member info`,
  }
  const shown = memberLinkIds.filter((id) => id !== 'wishList' || showWishList)
  const { name } = member
  return (
    <DropdownMenu
      align="end"
      trigger={
        <button type="button" className={button({ variant: 'chip' })}>
          <PersonIcon />
          {t`Welcome, ${name}`}
          {unread > 0 && (
            <>
              <span className={css.count} aria-hidden="true">
                {unread}
              </span>
              <VisuallyHidden>{t`(${unread} unread)`}</VisuallyHidden>
            </>
          )}
        </button>
      }
    >
      {shown.map((id) => (
        <DropdownMenuLinkItem key={id} href={hrefs[id]} textValue={labels[id]}>
          {id === 'inbox' && unread > 0 ? (
            <span className={css.menuItemRow}>
              {labels.inbox}
              <span className={css.count} aria-hidden="true">
                {unread}
              </span>
              <VisuallyHidden>{t`(${unread} unread)`}</VisuallyHidden>
            </span>
          ) : (
            labels[id]
          )}
        </DropdownMenuLinkItem>
      ))}
      <DropdownMenuSeparator />
      {onLogout ? (
        <DropdownMenuItem onSelect={onLogout}>{t`Log out`}</DropdownMenuItem>
      ) : (
        <DropdownMenuLinkItem href="/Logout.html">{t`Log out`}</DropdownMenuLinkItem>
      )}
    </DropdownMenu>
  )
}
