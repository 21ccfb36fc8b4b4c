// A real OpenID Connect provider (oidc-provider) in its own process, standing in for Google
// in tests: `node oidcProvider.mjs` with ISSUER (its public address), CLIENTS and ACCOUNTS
// (JSON) in the environment; prints {"port": …} once it listens on a free port. Sign-in and
// consent go through its development pages (POST /interaction/:uid with login=<account id>).
import Provider from 'oidc-provider'

const accounts = JSON.parse(process.env.ACCOUNTS ?? '{}')
const provider = new Provider(process.env.ISSUER, {
  clients: JSON.parse(process.env.CLIENTS ?? '[]'),
  findAccount: async (_ctx, id) =>
    accounts[id]
      ? { accountId: id, claims: async () => ({ sub: id, ...accounts[id] }) }
      : undefined,
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name'],
  },
  // as Google does: the email is in the ID token itself, not only at userinfo
  conformIdTokenClaims: false,
  cookies: { keys: ['test-only-cookie-key'] },
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true } },
})
// development-only warnings are expected here
provider.on('server_error', (_ctx, error) => console.error(error))
const server = provider.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: server.address().port }))
})
