import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import {
  activateAccountMutation,
  addressesQuery,
  changePasswordMutation,
  forgotPasswordMutation,
  memberInfoQuery,
  resendActivationMutation,
  resetPasswordMutation,
  socialLoginProvidersQuery,
} from '../app/api/queries'
import { ActivationScreen } from '../app/features/account/ActivationScreen'
import { ForgotPasswordScreen } from '../app/features/account/ForgotPasswordScreen'
import { LogoutScreen } from '../app/features/account/LogoutScreen'
import { MemberInfoPending } from '../app/features/account/MemberInfoPending'
import { MemberInfoScreen } from '../app/features/account/MemberInfoScreen'
import { RegisterSent } from '../app/features/account/RegisterSent'
import { ResetPasswordScreen } from '../app/features/account/ResetPasswordScreen'
import { LoginScreen } from '../app/features/login/LoginScreen'
import { storyAddresses, storyMemberInfo, storyProviders } from './memberFixtures'
import { answer, answers, MemberScreenStory, refuses, waits } from './memberScreenStory'

const loginPage = {
  title: msg`Member login`,
  description: msg`Log in to Citytix with your email and password, a one-time password, or Facebook, Google, Apple or WeChat.`,
}
const activationPage = {
  title: msg`Account activation`,
  description: msg`Activate your Citytix account with the link from your email.`,
}
const forgotPage = {
  title: msg`Forgot password`,
  description: msg`Get a link to reset the password of your Citytix account.`,
}
const resetPage = {
  title: msg`Reset password`,
  description: msg`Choose a new password for your Citytix account.`,
}
const memberInfoPage = {
  title: msg`Member information`,
  description: msg`Update your personal details, event card layout and password.`,
  section: 'member' as const,
}
/** A link's token as the mail carries it (the domain's token rule: long enough, URL-safe). */
const token = 'q3Zt8vW1xY2aB4cD6eF8gH0jK2mN4pR6sT8uV0wX2yZ4'
const done = answers({ ok: true as const })

const meta = {
  title: 'Screens/Account',
  component: MemberScreenStory,
  args: {
    page: loginPage,
    visitor: true,
    seed: [
      answer(socialLoginProvidersQuery(), storyProviders),
      answer(addressesQuery(), storyAddresses),
    ],
    screen: () => (
      <LoginScreen
        search={{ mode: 'register' }}
        onChoose={fn()}
        onLoggedIn={fn()}
        onLinked={fn()}
      />
    ),
  },
} satisfies Meta<typeof MemberScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** Registration sent empty: every missing field says so, and the first one takes the focus. */
export const Register: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Become a member' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(canvas.getAllByRole('textbox', { name: /^Email/ })[0]).toHaveFocus())
  },
}

export const RegisterSentStory: Story = {
  name: 'Register sent',
  args: {
    screen: () => <RegisterSent email="mei@example.hk" />,
    calls: { resendActivation: { ...resendActivationMutation, mutationFn: done } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Check your email' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Send the activation email again' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'We have sent the activation email again.',
    )
  },
}

export const Activating: Story = {
  args: {
    page: activationPage,
    screen: () => <ActivationScreen token={token} />,
    calls: { activate: { ...activateAccountMutation, mutationFn: waits() } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Activating your account' }),
    ).toBeVisible()
  },
}

export const Activated: Story = {
  args: {
    page: activationPage,
    screen: () => <ActivationScreen token={token} />,
    calls: { activate: { ...activateAccountMutation, mutationFn: done } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your account is activated' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/Login.html',
    )
  },
}

/** An expired link: a new one can be mailed from here. */
export const ActivationLinkExpired: Story = {
  args: {
    page: activationPage,
    screen: () => <ActivationScreen token={token} />,
    calls: {
      activate: { ...activateAccountMutation, mutationFn: refuses('ACTIVATION_LINK_EXPIRED', 410) },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This activation link has expired' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send a new activation link' })).toBeVisible()
  },
}

export const ActivationFailed: Story = {
  args: {
    page: activationPage,
    screen: () => <ActivationScreen token={token} />,
    calls: {
      activate: { ...activateAccountMutation, mutationFn: refuses('ACTIVATION_FAILED', 400) },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your account could not be activated' }),
    ).toBeVisible()
    await expect(
      canvas.getByText('Activation failed. Please try again or contact customer service.'),
    ).toBeVisible()
  },
}

/** An address that is not registered is told by the email field. */
export const ForgotPassword: Story = {
  args: {
    page: forgotPage,
    screen: () => <ForgotPasswordScreen />,
    calls: {
      forgotPassword: {
        ...forgotPasswordMutation,
        mutationFn: refuses('EMAIL_NOT_REGISTERED', 404),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Email/ }),
      'nobody@example.hk',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a link' }))
    await expect(
      await canvas.findByText('Email not found. Please enter your registered email address.'),
    ).toBeVisible()
  },
}

export const ForgotPasswordSent: Story = {
  args: {
    page: forgotPage,
    screen: () => <ForgotPasswordScreen />,
    calls: { forgotPassword: { ...forgotPasswordMutation, mutationFn: done } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), 'mei@example.hk')
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a link' }))
    await expect(await canvas.findByRole('region', { name: 'Check your email' })).toHaveFocus()
  },
}

export const ResetPassword: Story = {
  args: { page: resetPage, screen: () => <ResetPasswordScreen token={token} /> },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Choose a new password for your Citytix account.'),
    ).toBeVisible()
  },
}

/** The link was older than an hour: the form gives way to asking for a new one. */
export const ResetLinkExpired: Story = {
  args: {
    page: resetPage,
    screen: () => <ResetPasswordScreen token={token} />,
    calls: {
      resetPassword: { ...resetPasswordMutation, mutationFn: refuses('RESET_LINK_EXPIRED', 410) },
    },
  },
  play: async ({ canvas }) => {
    const fields = await canvas.findAllByLabelText(/password/i, { selector: 'input' })
    for (const field of fields) await userEvent.type(field, 'NewHarbour2026!')
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect(
      await canvas.findByRole('region', {
        name: 'This link has expired. Please use Forgot Password to get a new one.',
      }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/ForgotPassword.html',
    )
  },
}

export const LoggedOut: Story = {
  args: {
    page: { title: msg`Log out`, description: msg`You have logged out of Citytix.` },
    screen: () => <LogoutScreen />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in again' })).toHaveAttribute(
      'href',
      '/Login.html',
    )
  },
}

const memberInfoSeed = [
  answer(memberInfoQuery(), storyMemberInfo),
  answer(addressesQuery(), storyAddresses),
  answer(socialLoginProvidersQuery(), storyProviders),
]

/** The member's details filled in, the password change and the sign-ins to link. */
export const MemberInfo: Story = {
  args: {
    page: memberInfoPage,
    visitor: false,
    seed: memberInfoSeed,
    screen: () => <MemberInfoScreen />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Member number: 1')).toBeVisible()
    await expect(canvas.getAllByRole('textbox', { name: /^Email/ })[0]).toHaveValue(
      'member001@demo.citytix.hk',
    )
    await expect(canvas.getByRole('button', { name: 'Link Google' })).toBeVisible()
  },
}

/** Back from linking Google; a password change with the wrong old password. */
export const MemberInfoPasswordRefused: Story = {
  args: {
    page: memberInfoPage,
    visitor: false,
    seed: memberInfoSeed,
    screen: () => <MemberInfoScreen linked="google" />,
    calls: {
      changePassword: {
        ...changePasswordMutation,
        mutationFn: refuses('OLD_PASSWORD_INCORRECT', 422),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Google is now linked: you can log in with it.',
    )
    await userEvent.type(canvas.getByLabelText(/^Old password/), 'Harbour2025!')
    await userEvent.type(canvas.getByLabelText(/^New password/), 'NewHarbour2026!')
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'NewHarbour2026!')
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect(await canvas.findByText('Old password is incorrect.')).toBeVisible()
  },
}

export const MemberInfoLoading: Story = {
  args: { page: memberInfoPage, visitor: false, seed: [], screen: () => <MemberInfoPending /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your details')
  },
}

export const MemberInfoSimplifiedChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: MemberInfo.args,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '会员资料' })).toBeVisible()
  },
}
