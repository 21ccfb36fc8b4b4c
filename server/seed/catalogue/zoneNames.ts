// Price-zone names used by several events (arenas and stadiums sell zones, not seats).
import { text } from './types'

export const vipStanding = text('VIP Standing', 'VIP企位', 'VIP站位')
export const standing = text('Standing', '企位', '站位')
export const standingA = text('Standing A', '企位A區', '站位A区')
export const standingB = text('Standing B', '企位B區', '站位B区')
export const seatedA = text('Seated A', '座位A區', '座位A区')
export const seatedB = text('Seated B', '座位B區', '座位B区')
export const seatedC = text('Seated C', '座位C區', '座位C区')
export const student = text('Full-time student', '全日制學生', '全日制学生')
export const adult = text('Adult', '成人', '成人')
export const concession = text('Concession', '優惠', '优惠')
