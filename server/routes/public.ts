// Start-up flags and site switches (spec §7 public data).
import type { Handlers } from '../http/handler'
import { readSiteConfig } from '../services/siteConfig'

export const publicHandlers = {
  getIsHotEvent: async (_input, { db, waitingRoom, now }) => {
    const config = await readSiteConfig(db)
    // the site switch, or a waiting room from its pre-queue until nobody waits in it
    return { isHotEvent: config.hotEvent || waitingRoom.hot(now()) }
  },
  getConfig: async (_input, { db }) => {
    const config = await readSiteConfig(db)
    return {
      specificPeriodGray: config.specificPeriodGray,
      showWishList: config.showWishList,
      customerServiceChatUrl: config.customerServiceChatUrl,
      maintenance: config.maintenance,
    }
  },
} satisfies Handlers
