import { Checkbox } from '@design-system/Checkbox'
import { Fieldset } from '@design-system/Fieldset'
import { TextField } from '@design-system/TextField'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/Fieldset',
  component: Fieldset,
  args: {
    legend: 'Your contact details, for the receipt',
    children: (
      <>
        <TextField label="Name" required />
        <TextField label="Email" type="email" required />
      </>
    ),
  },
} satisfies Meta<typeof Fieldset>
export default meta
type Story = StoryObj<typeof meta>

/** Fields that answer one question: the legend is read out with each of them. */
export const ContactDetails: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Your contact details, for the receipt' })
    await expect(group).toContainElement(canvas.getByRole('textbox', { name: /Name/ }))
  },
}

/** Tick boxes under one question, closer together. */
export const Choices: Story = {
  args: {
    legend: 'What to change',
    gap: 'sm',
    children: (
      <>
        <Checkbox label="Contact name" />
        <Checkbox label="Contact number" defaultChecked />
        <Checkbox label="Delivery address" />
      </>
    ),
  },
}

/** A long legend in a narrow column wraps instead of widening the page. */
export const LongLegend: Story = {
  args: {
    legend:
      'Please tell us the name and email address of the person who will collect the tickets at the box office',
  },
}
