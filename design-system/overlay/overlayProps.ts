/** How every overlay opens and closes: by itself (`defaultOpen`) or as the caller says (`open`). */
export interface OverlayOpenProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}
