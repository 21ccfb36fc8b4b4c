import { controlBox, FormField } from '@design-system/FormField'
import { Box, Inline } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  args: {
    label: 'Building',
    children: (control) => <input {...control} className={controlBox} />,
  },
} satisfies Meta<typeof FormField>
export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}

export const WithHint: Story = {
  args: { hint: 'Building name and block, e.g. Tower 2, Pacific Place' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Building' })
    await expect(input).toHaveAccessibleDescription(
      'Building name and block, e.g. Tower 2, Pacific Place',
    )
  },
}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // the visible star is hidden from screen readers; the control says "required" itself
    const input = canvas.getByRole('textbox', { name: 'Building' })
    await expect(input).toBeRequired()
    await expect(input).toHaveAccessibleName('Building')
  },
}

export const WithError: Story = {
  args: { required: true, hint: 'As printed on your address proof', error: 'Building is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Building' })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription(
      'As printed on your address proof Error: Building is required',
    )
  },
}

export const Group: Story = {
  args: {
    label: 'Mobile number',
    group: true,
    required: true,
    hint: 'Hong Kong numbers need no area code',
    children: (control) => (
      <Inline gap="sm" wrap={false}>
        <Box width="xxsmall" flexShrink={0}>
          <input {...control} aria-label="Area code" className={controlBox} />
        </Box>
        <input aria-label="Number" required className={controlBox} />
      </Inline>
    ),
  },
}

export const LongChineseLabel: Story = {
  args: {
    label: '大廈名稱、座數及樓層（請按住址證明上所載填寫）',
    hint: '例如：太古廣場二座十八樓',
    error: '請輸入大廈名稱',
    required: true,
  },
}
