export {
  backdrop,
  cornerClose,
  modalDescription,
  modalPanel,
  modalTitle,
} from './modal.css'
export { OverlayClose, type OverlayCloseProps } from './OverlayClose'
export { overlaySurface } from './surface.css'
