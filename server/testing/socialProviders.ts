// Social sign-in providers for tests. `startOidcProvider` runs oidc-provider in its own
// process behind a proxy in this one (the proxy's address is the issuer), so a test can
// tamper with what the provider answers; `signInAt` plays the visitor on the provider's pages
// and returns where the provider sends them back. `startOAuthProvider` is a small stand-in for
// Facebook's Graph API and WeChat's API.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

export interface OidcProvider {
  issuer: string
  /** changes the token endpoint's answer on its way back (null: leave it) */
  tamperTokens: ((body: Record<string, unknown>) => Record<string, unknown>) | null
  close(): Promise<void>
}

const listen = async (server: Server) => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

export async function startOidcProvider(options: {
  clients: Record<string, unknown>[]
  accounts: Record<string, Record<string, unknown>>
}): Promise<OidcProvider> {
  let target = 0
  const provider: OidcProvider = { issuer: '', tamperTokens: null, close: async () => {} }
  const proxy = createServer((incoming, outgoing) => {
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: target,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        const tamper = provider.tamperTokens
        if (!tamper || !incoming.url?.startsWith('/token')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const body = JSON.stringify(tamper(JSON.parse(Buffer.concat(chunks).toString())))
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) }
          outgoing.writeHead(answer.statusCode ?? 502, headers)
          outgoing.end(body)
        })
      },
    )
    forward.on('error', () => outgoing.destroy())
    incoming.pipe(forward)
  })
  const proxyPort = await listen(proxy)
  provider.issuer = `http://127.0.0.1:${proxyPort}`
  const child: ChildProcess = spawn(
    process.execPath,
    [fileURLToPath(new URL('./oidcProvider.mjs', import.meta.url))],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        ISSUER: provider.issuer,
        CLIENTS: JSON.stringify(options.clients),
        ACCOUNTS: JSON.stringify(options.accounts),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  target = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((l) => l.startsWith('{"port"'))
      if (line) resolve((JSON.parse(line) as { port: number }).port)
    })
    child.once('exit', (code) => reject(new Error(`oidc-provider exited (${code}): ${output}`)))
  })
  provider.close = async () => {
    child.kill()
    proxy.close()
    await once(proxy, 'close')
  }
  return provider
}

/** Cookies as a browser keeps them for one site (names and values only). */
class CookieJar {
  private cookies = new Map<string, string>()
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/**
 * The visitor at the provider: opens the authorization address, signs in as `account` and
 * consents on the provider's own pages, and returns the address it sends them back to.
 */
export async function signInAt(authorizationUrl: string, account: string): Promise<URL> {
  const jar = new CookieJar()
  let url = new URL(authorizationUrl)
  let form: URLSearchParams | undefined
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    })
    jar.keep(response)
    form = undefined
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.origin !== url.origin) return next
      url = next
      continue
    }
    const page = await response.text()
    if (!url.pathname.startsWith('/interaction/'))
      throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`)
    // the development pages: a login form, then a consent form
    form = page.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login: account, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' })
  }
  throw new Error('the provider never sent the visitor back')
}

export interface OAuthProvider {
  url: string
  close(): Promise<void>
}

/**
 * Facebook's Graph API and WeChat's API for one account each: a code is good once, for the
 * account it was made for.
 */
export async function startOAuthProvider(accounts: {
  facebook?: Record<string, Record<string, unknown>>
  wechat?: Record<string, { unionid: string }>
}): Promise<OAuthProvider> {
  const used = new Set<string>()
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost')
    const send = (status: number, body: unknown) => {
      outgoing.writeHead(status, { 'content-type': 'application/json' })
      outgoing.end(JSON.stringify(body))
    }
    const code = url.searchParams.get('code') ?? ''
    const fresh = !used.has(code)
    used.add(code)
    if (url.pathname === '/oauth/access_token') {
      const profile = accounts.facebook?.[code]
      if (!profile || !fresh || !url.searchParams.get('code_verifier'))
        return send(400, { error: { message: 'Invalid verification code format.' } })
      return send(200, { access_token: `fb-token-${code}`, token_type: 'bearer' })
    }
    if (url.pathname === '/me') {
      const token = url.searchParams.get('access_token') ?? ''
      const profile = accounts.facebook?.[token.replace('fb-token-', '')]
      if (!profile || !url.searchParams.get('appsecret_proof'))
        return send(400, { error: { message: 'Invalid OAuth access token.' } })
      return send(200, profile)
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      const account = accounts.wechat?.[code]
      if (!account || !fresh) return send(200, { errcode: 40029, errmsg: 'invalid code' })
      return send(200, { access_token: 'wx-token', openid: `o-${account.unionid}`, ...account })
    }
    send(404, { error: { message: 'Unknown path' } })
  })
  const port = await listen(server)
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.close()
      await once(server, 'close')
    },
  }
}
