export { Dialog, DialogClose, type DialogProps, dialogSizes } from './Dialog'
