export { QrCode, type QrCodeProps } from './QrCode'
export { QrTicket, type QrTicketProps } from './QrTicket'
