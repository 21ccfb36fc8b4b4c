import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  addStaffMutation,
  auditLogQuery,
  type Schemas,
  staffAccountsQuery,
  staffSignInMutation,
  updateStaffMutation,
} from '../app/api/queries'
import { staffAuth } from '../app/auth/staffAuth'
import { OfficeHomeScreen } from '../app/features/office/home/OfficeHomeScreen'
import { OfficeLoginScreen } from '../app/features/office/login/OfficeLoginScreen'
import { AuditScreen } from '../app/features/office/staff/AuditScreen'
import { StaffScreen } from '../app/features/office/staff/StaffScreen'
import { answers, refuses, shown } from './memberScreenStory'
import { OfficeScreenStory } from './officeScreenStory'

const accounts: Schemas['StaffAccountList'] = {
  data: [
    {
      id: 1,
      email: 'administrator@office.demo.citytix.hk',
      name: 'Ada Lam',
      role: 'administrator',
      disabled: false,
      createdAt: '2026-11-30T09:00:00+08:00',
    },
    {
      id: 2,
      email: 'events@office.demo.citytix.hk',
      name: 'Ben Ho',
      role: 'event_manager',
      disabled: false,
      createdAt: '2026-12-01T10:15:00+08:00',
    },
    {
      id: 4,
      email: 'door@office.demo.citytix.hk',
      name: 'Dickson Chan',
      role: 'door_staff',
      disabled: true,
      createdAt: '2026-12-01T11:00:00+08:00',
    },
  ],
}
const added: Schemas['StaffWithAuthenticator'] = {
  staff: {
    id: 5,
    email: 'carmen.wong@office.demo.citytix.hk',
    name: 'Carmen Wong',
    role: 'customer_service',
    disabled: false,
    createdAt: '2026-12-02T09:30:00+08:00',
  },
  authenticator: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/Citytix%20Box%20Office:carmen.wong%40office.demo.citytix.hk?issuer=Citytix%20Box%20Office&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  },
}
const auditPage: Schemas['AuditPage'] = {
  total: 2,
  page: 1,
  pageCount: 1,
  actions: ['addStaff', 'updateStaff'],
  data: [
    {
      id: 8,
      at: '2026-12-02T06:05:00Z',
      staff: { id: 1, name: 'Ada Lam', email: 'administrator@office.demo.citytix.hk' },
      action: 'updateStaff',
      target: 'staff:2',
      before: {
        email: 'events@office.demo.citytix.hk',
        name: 'Ben Ho',
        role: 'door_staff',
        disabled: false,
      },
      after: {
        email: 'events@office.demo.citytix.hk',
        name: 'Ben Ho',
        role: 'event_manager',
        disabled: false,
      },
    },
    {
      id: 7,
      at: '2026-12-01T02:15:00Z',
      staff: { id: 1, name: 'Ada Lam', email: 'administrator@office.demo.citytix.hk' },
      action: 'addStaff',
      target: 'staff:2',
      before: null,
      after: {
        email: 'events@office.demo.citytix.hk',
        name: 'Ben Ho',
        role: 'door_staff',
        disabled: false,
      },
    },
  ],
}

const loginPage = {
  title: msg`Box office sign-in`,
  description: msg`Citytix staff sign in with their password and authenticator code.`,
}
const homePage = {
  title: msg`Box office`,
  description: msg`The Citytix box office: the sections your role may use.`,
}
const staffPage = {
  title: msg`Staff accounts`,
  description: msg`Add box-office staff, change their roles, disable accounts and give new authenticator secrets.`,
}
const auditScreenPage = {
  title: msg`Audit log`,
  description: msg`Who changed what in the box office, when, and what it was before and after.`,
}

const meta = {
  title: 'Screens/Box office',
  component: OfficeScreenStory,
  // a story's staff member is signed in for that story alone
  beforeEach: () => () => staffAuth.signOut(),
  args: {
    page: loginPage,
    path: '/Office/Login.html',
    screen: () => <OfficeLoginScreen onSignedIn={fn()} />,
  },
} satisfies Meta<typeof OfficeScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** Email, password and the authenticator's code. */
export const SignIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Box office sign-in' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Staff email/ })).toBeVisible()
    await expect(canvas.getByLabelText(/^Password/)).toBeVisible()
  },
}

/** Sent from an office page, and refused: the same words for a wrong password or code. */
export const SignInRefused: Story = {
  args: {
    officeCalls: { signIn: { ...staffSignInMutation, mutationFn: refuses('WRONG_PASSWORD', 401) } },
    screen: () => <OfficeLoginScreen asked onSignedIn={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please sign in to the box office first.')).toBeVisible()
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Staff email/ }),
      'ada@citytix.example',
    )
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password')
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Code from your authenticator app/ }),
      '123456',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByText('Wrong password.')).toBeVisible()
  },
}

/** An administrator's home: every section. */
export const HomeAdministrator: Story = {
  args: {
    page: homePage,
    path: '/Office/',
    role: 'administrator',
    screen: () => <OfficeHomeScreen />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signed in: Ada Lam, Administrator')).toBeVisible()
    const main = within(
      canvas.getByRole('heading', { level: 1, name: 'Box office' }).parentElement as HTMLElement,
    )
    await expect(main.getAllByRole('link', { name: 'Staff accounts' }).length).toBeGreaterThan(0)
  },
}

/** Door staff: nothing here for them yet. */
export const HomeNothingForTheRole: Story = {
  args: {
    page: homePage,
    path: '/Office/',
    role: 'door_staff',
    screen: () => <OfficeHomeScreen />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing here for your role yet')).toBeVisible()
  },
}

/** The staff accounts and the "Add staff member" form. */
export const Staff: Story = {
  args: {
    page: staffPage,
    path: '/Office/Staff.html',
    role: 'administrator',
    seed: [[staffAccountsQuery().queryKey, accounts]],
    screen: () => <StaffScreen />,
  },
  play: async ({ canvas }) => {
    await expect((await shown(canvas, 'Ben Ho')).length).toBe(1)
    await expect(canvas.getByRole('heading', { name: 'Add staff member' })).toBeVisible()
  },
}

/** Added: the secret once, as a QR code and typed out. */
export const StaffAdded: Story = {
  args: {
    ...Staff.args,
    staffCalls: { add: { ...addStaffMutation, mutationFn: answers(added), onSettled: undefined } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), added.staff.email)
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), added.staff.name)
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Role/ }),
      'customer_service',
    )
    await userEvent.type(canvas.getByLabelText(/^First password/), 'FirstPass2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Add staff member' }))
    await expect(
      await canvas.findByRole('img', { name: "QR code for Carmen Wong's authenticator app" }),
    ).toBeVisible()
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible()
  },
}

/** The last administrator cannot be disabled: the screen says why. */
export const StaffLastAdministrator: Story = {
  args: {
    ...Staff.args,
    staffCalls: {
      update: {
        ...updateStaffMutation,
        mutationFn: refuses('LAST_ADMINISTRATOR', 409),
        onSettled: undefined,
      },
    },
  },
  play: async ({ canvas }) => {
    const manage = (await canvas.findAllByRole('button', { name: 'Manage Ada Lam' })).find((b) =>
      b.checkVisibility(),
    )
    if (manage) await userEvent.click(manage)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Disable account and sign out' }),
    )
    await expect(
      await canvas.findByText(
        'This is the last administrator: add or enable another administrator first.',
      ),
    ).toBeVisible()
  },
}

/** An event manager on the staff page: not for their role. */
export const StaffNotForTheRole: Story = {
  args: { ...Staff.args, role: 'event_manager' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not for your role')).toBeVisible()
  },
}

/** The audit log: who, when, what, before and after. */
export const Audit: Story = {
  args: {
    page: auditScreenPage,
    path: '/Office/Audit.html',
    role: 'administrator',
    seed: [
      [staffAccountsQuery().queryKey, accounts],
      [auditLogQuery({}).queryKey, auditPage],
    ],
    screen: () => <AuditScreen />,
  },
  play: async ({ canvas }) => {
    await expect((await shown(canvas, 'role: event_manager')).length).toBe(1)
    await expect(canvas.getByText('2 changes recorded')).toBeVisible()
  },
}

/** Nothing recorded yet. */
export const AuditEmpty: Story = {
  args: {
    ...Audit.args,
    seed: [
      [staffAccountsQuery().queryKey, accounts],
      [auditLogQuery({}).queryKey, { total: 0, page: 1, pageCount: 0, actions: [], data: [] }],
    ],
  },
  play: async ({ canvas }) => {
    await expect((await shown(canvas, 'No changes recorded')).length).toBe(1)
  },
}
