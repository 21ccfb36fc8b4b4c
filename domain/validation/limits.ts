// Field lengths. The spec gives the password range; for fields it only calls "length-limited"
// these are our numbers, chosen to fit real Hong Kong names and addresses and the API columns.

export const password = { min: 8, max: 20 } as const
/** Longer than any real address people type; RFC 5321 allows 254 but nobody types that. */
export const emailMax = 100
export const nameMax = 50
export const firstNameMax = 30
export const lastNameMax = 30
export const streetMax = 100
export const buildingMax = 100
export const addressMax = 200
export const transactionNumberMax = 30
export const enquiryMax = 2000
/** A masked card number as typed, separators included ("4111 **** **** 1111"). */
export const cardNumberMax = 30
/** A contact number as typed, with its spaces, brackets and dashes. */
export const contactNumberMax = 30
/** The key of an uploaded file (a card image), as the upload address gave it. */
export const fileKeyMax = 200
