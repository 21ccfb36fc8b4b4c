/** Where a popup sits against its trigger: a small gap, and kept 8 px inside the window. */
export const anchored = { sideOffset: 6, collisionPadding: 8 } as const
