// Start-up flags and site switches (spec §7 public data).
import type { Handlers } from '../http/handler'
import { maintenanceAt, readSiteConfig } from '../services/siteConfig'

export const publicHandlers = {
  getIsHotEvent: async (_input, { db, waitingRoom, now }) => {
    const config = await readSiteConfig(db)
    // the site switch, or a waiting room from its pre-queue until nobody waits in it
    return { isHotEvent: config.hotEvent || waitingRoom.hot(now()) }
  },
  getConfig: async (_input, { db, now }) => {
    const config = await readSiteConfig(db)
    return {
      specificPeriodGray: config.specificPeriodGray,
      showWishList: config.showWishList,
      customerServiceChatUrl: config.customerServiceChatUrl,
      // the window staff set in the office, else the weekly one
      maintenance: maintenanceAt(config, now()),
    }
  },
} satisfies Handlers
