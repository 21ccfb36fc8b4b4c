import { QrCode } from '@design-system/QrTicket'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Composites/QrCode',
  component: QrCode,
  args: {
    payload:
      'otpauth://totp/Citytix%20Box%20Office:ben.ho%40citytix.example?issuer=Citytix%20Box%20Office&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    label: 'QR code for the authenticator app',
  },
} satisfies Meta<typeof QrCode>
export default meta
type Story = StoryObj<typeof meta>

export const AuthenticatorSecret: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code for the authenticator app' }),
    ).toBeInTheDocument()
  },
}
