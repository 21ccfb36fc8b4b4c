// Where the contract tests' Prism mock listens (not 4010, so `npm run mock` can run alongside).
export const contractHost = '127.0.0.1'
export const contractPort = 4610
export const contractBaseUrl = `http://${contractHost}:${contractPort}`
