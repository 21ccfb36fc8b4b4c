export { QrTicket, type QrTicketProps } from './QrTicket'
