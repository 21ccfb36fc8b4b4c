// How visitors reach us, as the help pages and FAQ quote it. The hotlines are the site's (the
// footer and the customer-service page show them too).
export { customerServiceHotline, phoneBookingHotline } from '../../../domain/contact'

/** The delivery office, which handles delivery change requests in its office hours. */
export const deliveryOfficePhone = '+852 3165 1260'
export const customerServiceEmail = 'service@citytix.hk'
export const privacyOfficerEmail = 'privacy@citytix.hk'
/** Since this date online purchase needs a membership (spec §6); box office and phone do not. */
export const membershipRequiredSince = {
  en: '1 September 2019',
  'zh-Hant': '2019年9月1日',
  'zh-Hans': '2019年9月1日',
} as const
