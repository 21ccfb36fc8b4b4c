// Cinema ticket classes (spec §3, §9), shared by the API contract, the server and the screens.
export const cinemaTicketClasses = ['regular', 'concession', 'senior', 'studentChild'] as const
export type CinemaTicketClass = (typeof cinemaTicketClasses)[number]
