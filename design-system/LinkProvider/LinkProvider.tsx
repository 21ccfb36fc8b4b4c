import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type Ref,
  useContext,
} from 'react'

/** What a link needs: an href plus the usual anchor attributes. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  ref?: Ref<HTMLAnchorElement>
}

const PlainAnchor = (props: LinkComponentProps) => <a {...props} />

const LinkComponentContext = createContext<ComponentType<LinkComponentProps>>(PlainAnchor)

/**
 * Parts never know the router: every link they draw goes through the component given here.
 * The app provides a router-aware one (client-side navigation, language prefix); stories and
 * tests get a plain <a>.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkComponentProps>
  children: React.ReactNode
}) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>
}

export function useLinkComponent() {
  return useContext(LinkComponentContext)
}
