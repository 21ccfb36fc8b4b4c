import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  botCheckQuery,
  loginMutation,
  loginWithOtpMutation,
  requestOtpMutation,
  socialLoginProvidersQuery,
} from '../app/api/queries'
import { auth } from '../app/auth/auth'
import { LoginScreen } from '../app/features/login/LoginScreen'
import type { LoginPageSearch } from '../app/features/login/loginSearch'
import { memberStoryNow, storyBotCheck, storyLoginResult, storyProviders } from './memberFixtures'
import { answer, answers, MemberScreenStory, refuses } from './memberScreenStory'

const page = {
  title: msg`Member login`,
  description: msg`Log in to Citytix with your email and password, a one-time password, or Facebook, Google, Apple or WeChat.`,
}
const now = () => +memberStoryNow
const otpSent = { validSeconds: 900 as const, resendAfterSeconds: 60 as const }
const login = (search: LoginPageSearch = {}) => (
  <LoginScreen search={search} onChoose={fn()} onLoggedIn={fn()} onLinked={fn()} now={now} />
)

const meta = {
  title: 'Screens/Login',
  component: MemberScreenStory,
  // the login page is a visitor's; a login in a story (the one-time password) ends with it
  beforeEach: () => () => auth.logOut(),
  args: {
    page,
    visitor: true,
    seed: [answer(socialLoginProvidersQuery(), storyProviders)],
    screen: () => login(),
  },
} satisfies Meta<typeof MemberScreenStory>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
const typeLogin = async (canvas: Canvas, password: string) => {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: /^Email or login ID/ }),
    'member001@demo.citytix.hk',
  )
  await userEvent.type(canvas.getByLabelText(/^Password/), password)
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
}

/** Email and password, the other ways beside it, and registering. */
export const Password: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Email and password' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Log in with Google' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Log in with WeChat' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/ForgotPassword.html',
    )
  },
}

/** Sent here from a member page: told to log in first. */
export const LoginRequired: Story = {
  args: { screen: () => login({ targetUrl: '/Member/MyPoints.html' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please login first.')).toBeVisible()
  },
}

/** A wrong password is told by the password field, which takes the focus. */
export const WrongPassword: Story = {
  args: {
    calls: { login: { ...loginMutation, mutationFn: refuses('WRONG_PASSWORD', 401) } },
  },
  play: async ({ canvas }) => {
    await typeLogin(canvas, 'not-my-password')
    await expect(await canvas.findByText('Wrong password.')).toBeVisible()
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveFocus())
  },
}

/** After several wrong passwords the server asks for the bot check: its picture appears. */
export const BotCheckAsked: Story = {
  args: {
    calls: {
      login: { ...loginMutation, mutationFn: refuses('BOT_CHECK_REQUIRED', 428) },
      botCheck: () => ({ ...botCheckQuery(), queryFn: answers(storyBotCheck) }),
    },
  },
  play: async ({ canvas }) => {
    await typeLogin(canvas, 'not-my-password')
    await expect(
      await canvas.findByText('Please type the code shown in the picture.'),
    ).toBeVisible()
    await expect(await canvas.findByRole('img', { name: /code/i })).toBeVisible()
  },
}

/** The one-time password is emailed; the six digits go in while it is valid. */
export const OneTimePasswordSent: Story = {
  args: {
    screen: () => login({ method: 'otp' }),
    calls: { requestOtp: { ...requestOtpMutation, mutationFn: answers(otpSent) } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), 'mei@example.hk')
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a one-time password' }))
    await expect(
      await canvas.findByText('We have emailed a one-time password to mei@example.hk.'),
    ).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('15:00')
  },
}

/** Logged in with a one-time password: the welcome dialog and its two ways on. */
export const Welcome: Story = {
  args: {
    screen: () => login({ method: 'otp' }),
    calls: {
      requestOtp: { ...requestOtpMutation, mutationFn: answers(otpSent) },
      loginWithOtp: { ...loginWithOtpMutation, mutationFn: answers(storyLoginResult) },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), 'mei@example.hk')
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a one-time password' }))
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /One-time password/ }),
      '123456',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Welcome, Chan Tai Man' })
    await expect(within(dialog).getByRole('link', { name: 'Other verification' })).toHaveAttribute(
      'href',
      '/Member/MemberInfo.html',
    )
  },
}

/** The provider sent back a refusal: the social sign-in's message, by its buttons. */
export const SocialSignInFailed: Story = {
  args: { screen: () => login({ error: 'access_denied', state: 'story-state' }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Something went wrong authenticating with Facebook, Google or Apple, please try again.',
      ),
    ).toBeVisible()
  },
}

/** A member who is logged in already: said so, with the ways on. */
export const AlreadyLoggedIn: Story = {
  beforeEach: () => {
    auth.logIn('story-token', 'Chan Tai Man', 200457)
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You are logged in as Chan Tai Man.',
    )
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
  },
}
