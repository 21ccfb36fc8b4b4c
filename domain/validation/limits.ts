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
