import { SeatMap, type SeatMapProps, seatMapFronts, seatMapSamples } from '@design-system/SeatMap'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'

const { chineseTheatre, cinemaHouse, concertHall, soldOutHouse } = seatMapSamples

/** Keeps the picked seats the way a screen would, so stories can be clicked through. */
function Stateful(props: SeatMapProps) {
  const [ids, setIds] = useState<readonly string[]>(props.selectedIds)
  return (
    <SeatMap
      {...props}
      selectedIds={ids}
      onSelectionChange={(next) => {
        setIds(next)
        props.onSelectionChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Composites/SeatMap',
  component: SeatMap,
  render: (args) => <Stateful {...args} />,
  args: {
    plan: cinemaHouse,
    selectedIds: [],
    onSelectionChange: fn(),
    label: 'Seat plan, Broadway Cinematheque House 1',
    front: 'screen',
    maxSeats: 8,
  },
  argTypes: { front: { control: 'inline-radio', options: seatMapFronts } },
} satisfies Meta<typeof SeatMap>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    // one tab stop: the first free seat, then arrows and Enter
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('checkbox', { name: 'Row A, seat 3, available' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['A4'])
    await expect(canvas.getByRole('checkbox', { name: 'Row A, seat 4, selected' })).toBeChecked()
  },
}

export const TwoSeatsTogether: Story = { args: { selectedIds: ['D6', 'D7'] } }

export const StrandsASingleSeat: Story = {
  args: { selectedIds: ['D2', 'D3', 'D4'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/single empty seat/)
  },
}

export const SeatsInDifferentRows: Story = {
  args: { selectedIds: ['C6', 'D6'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/same row/)
  },
}

export const AcrossAnAisle: Story = { args: { selectedIds: ['D4', 'D5'] } }

export const TooManySeats: Story = {
  args: { selectedIds: ['D6', 'D7', 'D8', 'D9'], maxSeats: 3 },
}

export const PressingASoldSeat: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Row A, seat 1, sold' }))
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Row A, seat 1 is sold and cannot be chosen.',
      ),
    )
  },
}

export const ConcertHallWithSections: Story = {
  args: {
    plan: concertHall,
    front: 'stage',
    label: 'Seat plan, Hong Kong Cultural Centre Concert Hall',
    selectedIds: ['J3', 'J4'],
  },
}

export const ZoomedIn: Story = {
  args: { plan: concertHall, front: 'stage' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Zoom in/ }))
    await expect(canvas.getByText('Zoom 150%')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: /Reset zoom/ })).toBeEnabled()
  },
}

export const SoldOut: Story = { args: { plan: soldOutHouse, label: 'Seat plan, House 3' } }

export const ChineseSeatNames: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    plan: chineseTheatre,
    front: 'stage',
    label: '座位表，高山劇場',
    selectedIds: ['丙6', '丙7'],
  },
}

/** A phone (320 px wide): the concert hall opens whole, its stage in view; zooming in is a choice. */
export const ConcertHallOnAPhone: Story = {
  args: { plan: concertHall, front: 'stage', label: 'Seat plan, Concert Hall' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const plan = canvas.getByRole('group', { name: 'Seat plan, Concert Hall' })
    const viewport = plan.parentElement as HTMLElement
    await waitFor(() => expect(viewport.scrollWidth).toBeLessThanOrEqual(viewport.clientWidth))
    await expect(canvas.getByText('Zoom 100%')).toBeInTheDocument()
  },
}
