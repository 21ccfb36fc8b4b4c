// The handshake between the server that draws the home's first view
// (server/http/firstViewPage.ts) and the app that takes it over (app/startup/).

/** On <html>: the server drew the page's first view. */
export const firstViewAttribute = 'data-first-view'
