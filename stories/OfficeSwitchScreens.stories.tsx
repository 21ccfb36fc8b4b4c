import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { type Schemas, siteSwitchesQuery } from '../app/api/queries'
import { staffAuth } from '../app/auth/staffAuth'
import { OfficeNoticeScreen } from '../app/features/office/switches/OfficeNoticeScreen'
import { SiteSwitchesScreen } from '../app/features/office/switches/SiteSwitchesScreen'
import { OfficeScreenStory } from './officeScreenStory'

/** Switches as a busy sale leaves them: hot-event mode, a grey day, a maintenance window. */
const busy: Schemas['SiteSwitches'] = {
  hotEvent: true,
  showWishList: true,
  specificPeriodGray: {
    effectiveFrom: '2026-12-24T00:00:00+08:00',
    effectiveTo: '2026-12-25T00:00:00+08:00',
  },
  customerServiceChatUrl: 'https://chat.citytix.example/box-office',
  maintenance: {
    startsAt: '2026-12-10T01:00:00+08:00',
    endsAt: '2026-12-10T03:00:00+08:00',
    notice: {
      en: 'Citytix is down for maintenance on 10 December from 01:00 to 03:00.',
      'zh-Hant': 'Citytix 將於12月10日01:00至03:00進行系統維護。',
      'zh-Hans': 'Citytix 将于12月10日01:00至03:00进行系统维护。',
    },
  },
}
/** Nothing switched on: the site as it normally is. */
const quiet: Schemas['SiteSwitches'] = {
  hotEvent: false,
  showWishList: false,
  specificPeriodGray: null,
  customerServiceChatUrl: null,
  maintenance: null,
}

const switchesPage = {
  title: msg`Site switches`,
  description: msg`Hot-event mode, the grayscale period, the wish list, the chat button and the maintenance notice.`,
}
const noticesPage = {
  title: msg`Notices to members`,
  description: msg`A notice to every member or to the buyers of one performance, in their inbox and by mail.`,
}

const meta = {
  title: 'Screens/Box office/Switches',
  component: OfficeScreenStory,
  beforeEach: () => () => staffAuth.signOut(),
  args: {
    page: switchesPage,
    path: '/Office/Switches.html',
    role: 'event_manager',
    seed: [[siteSwitchesQuery().queryKey, busy]],
    screen: () => <SiteSwitchesScreen />,
  },
} satisfies Meta<typeof OfficeScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** Every switch on: the periods in Hong Kong time, the notice in the three languages. */
export const Switches: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: /^Hot-event mode/ })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: /^Grey from/ })).toHaveValue(
      '2026-12-24 00:00',
    )
    await expect(
      canvas.getByRole('textbox', { name: /^Notice in Traditional Chinese/ }),
    ).toHaveValue(busy.maintenance?.notice['zh-Hant'])
  },
}

/** Nothing switched on: no period or notice fields until their box is ticked. */
export const SwitchesAllOff: Story = {
  args: { seed: [[siteSwitchesQuery().queryKey, quiet]] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('checkbox', { name: /^Show the wish list/ }),
    ).not.toBeChecked()
    await expect(canvas.queryByRole('textbox', { name: /^Grey from/ })).toBeNull()
    await expect(canvas.queryByRole('textbox', { name: /^Maintenance from/ })).toBeNull()
  },
}

/** Said before sending: a chat address that is no https one, a window that ends before it starts. */
export const SwitchesRefused: Story = {
  play: async ({ canvas }) => {
    const chat = await canvas.findByRole('textbox', { name: /^Chat button's address/ })
    await userEvent.clear(chat)
    await userEvent.type(chat, 'http://chat.example')
    const until = canvas.getByRole('textbox', { name: /^Maintenance until/ })
    await userEvent.clear(until)
    await userEvent.type(until, '2026-12-09 23:00')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the switches' }))
    await expect(
      await canvas.findByText("Enter the chat's address starting with https://."),
    ).toBeVisible()
    await expect(chat).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText('The maintenance window must end after it starts.')).toBeVisible()
  },
}

/** Door staff on the switches: not for their role. */
export const SwitchesNotForTheRole: Story = {
  args: { role: 'door_staff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not for your role')).toBeVisible()
  },
}

/** The switches in Traditional Chinese. */
export const SwitchesTraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '儲存網站設定' })).toBeVisible()
    await expect(canvas.getAllByRole('checkbox')[0]).toBeChecked()
  },
}

/** A notice to every member, in the three languages. */
export const Notice: Story = {
  args: {
    page: noticesPage,
    path: '/Office/Notices.html',
    seed: [],
    screen: () => <OfficeNoticeScreen />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Every member' })).toBeChecked()
    await expect(canvas.getAllByRole('textbox', { name: /^Title/ })).toHaveLength(3)
    await expect(canvas.getByRole('button', { name: 'Send the notice' })).toBeVisible()
  },
}

/** To one performance's buyers: the performance's number is asked for. */
export const NoticeToBuyers: Story = {
  args: Notice.args,
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'The buyers of one performance' }),
    )
    await expect(canvas.getByRole('textbox', { name: /^Performance number/ })).toBeVisible()
  },
}

/** Sent empty: each field says what it needs, beside it. */
export const NoticeIncomplete: Story = {
  args: Notice.args,
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'The buyers of one performance' }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Send the notice' }))
    await expect(
      await canvas.findByText('Enter the number of the performance whose buyers get the notice.'),
    ).toBeVisible()
    await expect(canvas.getAllByText('Write the title in this language.')).toHaveLength(3)
    await expect(canvas.getAllByRole('textbox', { name: /^Title/ })[0]).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

/** The notice form in Traditional Chinese. */
export const NoticeTraditionalChinese: Story = {
  args: Notice.args,
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '所有會員' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: '發送通告' })).toBeVisible()
  },
}
