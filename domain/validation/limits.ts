// Field lengths, each written once: the domain schemas check them, and openapi.yaml's form
// bodies, generated from those schemas (scripts/gen-forms.mjs), carry them. The spec gives the
// password range; for fields it only calls "length-limited" these are our numbers, chosen to
// fit real Hong Kong names and addresses and the database columns. Lengths count characters as
// people (and JSON Schema's maxLength) do: code points, so 𠝹 is one character.

export const password = { min: 8, max: 20 } as const
/** Longer than any real address people type; RFC 5321 allows 254 but nobody types that. */
export const emailMax = 100
/**
 * A login ID or email address at login.
 * @alias the same limit as emailMax under the name the login form uses
 */
export const loginIdMax = emailMax
export const nameMax = 50
export const firstNameMax = 30
export const lastNameMax = 30
/** Country, province, area and district: codes of the address tree (getAddressList). */
export const addressCodeMax = 50
export const streetMax = 100
export const buildingMax = 100
export const addressMax = 200
export const transactionNumberMax = 30
export const enquiryMax = 2000
/** A mailed link's token (activation, password reset). */
export const linkToken = { min: 8, max: 200 } as const
/** The bot check's picture id and the code a person types from the picture. */
export const botCheckIdMax = 64
export const botCheckCodeMax = 10
/** A masked card number as typed, separators included ("4111 **** **** 1111"). */
export const cardNumberMax = 30
/** A contact number as typed, with its spaces, brackets and dashes. */
export const contactNumberMax = 30
/** The key of an uploaded file (a card image), as the upload address gave it. */
export const fileKeyMax = 200
