import { DataList } from '@design-system/DataList'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const facts = (
  <>
    <DataList.Item label="Date">Saturday 14 June 2025, 20:00</DataList.Item>
    <DataList.Item label="Venue">Hong Kong Coliseum, 9 Cheong Wan Road, Hung Hom</DataList.Item>
    <DataList.Item label="Running time">About 2 hours 30 minutes</DataList.Item>
  </>
)

const meta = {
  title: 'Primitives/DataList',
  component: DataList,
  args: { children: facts },
} satisfies Meta<typeof DataList>
export default meta
type Story = StoryObj<typeof meta>

export const Facts: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term')
    await expect(terms.map((term) => term.textContent)).toEqual(['Date', 'Venue', 'Running time'])
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('Hong Kong Coliseum')
  },
}

/** Amounts line up at the end; the total row stands out. */
export const Amounts: Story = {
  args: {
    valueAlign: 'end',
    children: (
      <>
        <DataList.Item label="2 × Zone A">HK$1,760.00</DataList.Item>
        <DataList.Item label="Handling fee">HK$16.00</DataList.Item>
        <DataList.Item label="Total" strong>
          HK$1,776.00
        </DataList.Item>
      </>
    ),
  },
}

export const LongChineseText: Story = {
  args: {
    children: (
      <>
        <DataList.Item label="場地">香港體育館，九龍紅磡暢運道九號</DataList.Item>
        <DataList.Item label="購票須知">
          每人每次最多可購買四張門票，門票一經售出，概不退換。
        </DataList.Item>
      </>
    ),
  },
}
