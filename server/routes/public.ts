// Start-up flags and site switches (spec §7 public data).
import type { Handlers } from '../http/handler'
import { readSiteConfig } from '../services/siteConfig'

export const publicHandlers = {
  getIsHotEvent: async (_input, { db }) => {
    const config = await readSiteConfig(db)
    return { isHotEvent: config.hotEvent }
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
