import { Checkbox } from '@design-system/Checkbox'
import { Link } from '@design-system/Link'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'I do not wish to receive direct marketing', onChange: fn() },
} satisfies Meta<typeof Checkbox>
export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'I do not wish to receive direct marketing' })
    box.focus()
    await userEvent.keyboard(' ')
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledOnce()
  },
}

export const Checked: Story = { args: { defaultChecked: true } }

/** The terms-of-use case: a link inside the label opens the terms without ticking the box. */
export const TermsOfUse: Story = {
  args: {
    required: true,
    label: (
      <>
        I have read and agree to the{' '}
        <Link href="/ReleaseNotes.html#termsconditions">Terms &amp; Conditions</Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'I have read and agree to the Terms & Conditions',
    })
    const link = canvas.getByRole('link', { name: 'Terms & Conditions' })
    await expect(link).toHaveAttribute('href', '/ReleaseNotes.html#termsconditions')
    // keyboard order: the box, then the link inside its label
    box.focus()
    await userEvent.tab()
    await expect(link).toHaveFocus()
    await expect(box).not.toBeChecked()
  },
}

export const TermsNotAccepted: Story = {
  args: {
    required: true,
    label: (
      <>
        I have read and agree to the{' '}
        <Link href="/ReleaseNotes.html#termsconditions">Terms &amp; Conditions</Link>
      </>
    ),
    error: 'Please read through and agree the Terms & Conditions by ticking the box.',
  },
}

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } }

export const LongChineseText: Story = {
  args: {
    label: '本人同意城市售票網按私隱政策使用本人的個人資料，以便寄送門票、推廣優惠及節目資訊',
    hint: '你可隨時在會員資料頁取消',
  },
}
