import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { SeatMap } from './SeatMap'
import { cinemaHouse } from './samplePlans'

/** The plan between two buttons, keeping the picked seats like a screen would. */
function Screen({ initial, onChange }: { initial: string[]; onChange: (ids: string[]) => void }) {
  const [ids, setIds] = useState<readonly string[]>(initial)
  return (
    <>
      <button type="button">Before</button>
      <SeatMap
        plan={cinemaHouse}
        selectedIds={ids}
        onSelectionChange={(next) => {
          setIds(next)
          onChange(next)
        }}
      />
      <button type="button">Continue</button>
    </>
  )
}

function renderPlan(initial: string[] = []) {
  const onSelectionChange = vi.fn()
  renderInBrowser(<Screen initial={initial} onChange={onSelectionChange} />)
  return { onSelectionChange }
}

const seat = (name: string) => page.getByRole('checkbox', { name, exact: true })

/** Tab from the "Before" button past the zoom buttons into the plan. */
async function tabIntoPlan() {
  await page.getByRole('button', { name: 'Before' }).click()
  await userEvent.tab() // Zoom in (Zoom out and Reset are disabled at 100 %)
  await userEvent.tab()
}

describe('SeatMap with a keyboard', () => {
  it('is one tab stop that starts on the first free seat and leaves with the next tab', async () => {
    renderPlan()
    await tabIntoPlan()
    await expect.element(seat('Row A, seat 3, available')).toHaveFocus()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Continue' })).toHaveFocus()
  })

  it('starts on the first picked seat when seats are already picked', async () => {
    renderPlan(['D7', 'D8'])
    await tabIntoPlan()
    await expect.element(seat('Row D, seat 7, selected')).toHaveFocus()
  })

  it('moves along a row with left and right, stepping over the aisle', async () => {
    renderPlan()
    await tabIntoPlan()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(seat('Row A, seat 4, available')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(seat('Row A, seat 5, available')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    await expect.element(seat('Row A, seat 2, sold')).toHaveFocus()
  })

  it('moves to the nearest seat of the row behind and in front with down and up', async () => {
    renderPlan()
    await tabIntoPlan() // A3
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(seat('Row B, seat 3, available')).toHaveFocus()
    // row C is two seats wider, so the seat straight behind B3 is C4
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(seat('Row C, seat 4, available')).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect.element(seat('Row A, seat 3, available')).toHaveFocus()
  })

  it('jumps to the ends of the row with Home and End, and of the plan with Ctrl', async () => {
    renderPlan()
    await tabIntoPlan()
    await userEvent.keyboard('{End}')
    await expect.element(seat('Row A, seat 10, available')).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect.element(seat('Row A, seat 1, sold')).toHaveFocus()
    await userEvent.keyboard('{Control>}{End}{/Control}')
    await expect.element(seat('Row F, seat 14, available')).toHaveFocus()
  })

  it('picks and unpicks the focused seat with Enter and Space', async () => {
    const { onSelectionChange } = renderPlan()
    await tabIntoPlan()
    await userEvent.keyboard('{Enter}')
    await expect.element(seat('Row A, seat 3, selected')).toBeChecked()
    expect(onSelectionChange).toHaveBeenLastCalledWith(['A3'])
    await userEvent.keyboard('{ArrowRight} ')
    await expect.element(seat('Row A, seat 4, selected')).toBeChecked()
    expect(onSelectionChange).toHaveBeenLastCalledWith(['A3', 'A4'])
    await userEvent.keyboard(' ')
    await expect.element(seat('Row A, seat 4, available')).not.toBeChecked()
    expect(onSelectionChange).toHaveBeenLastCalledWith(['A3'])
  })

  it('says a sold seat cannot be chosen and leaves the selection alone', async () => {
    const { onSelectionChange } = renderPlan()
    await tabIntoPlan()
    await userEvent.keyboard('{ArrowLeft}{Enter}')
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Row A, seat 2 is sold and cannot be chosen.')
    expect(onSelectionChange).not.toHaveBeenCalled()
  })

  it('explains why a selection breaks the rule as soon as it does', async () => {
    renderPlan()
    await tabIntoPlan()
    // A3 then B3: two rows
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}')
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Please choose all your seats in the same row. Check: Row B seat 3.')
    // drop B3, take A4 and A5: across the aisle
    await userEvent.keyboard('{Enter}{ArrowUp}{ArrowRight}{Enter}{ArrowRight}{Enter}')
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(
        'Please choose seats next to each other, with no aisle between them. Check: Row A seat 3, Row A seat 4 and Row A seat 5.',
      )
    // drop A5: A3 and A4 together, nothing to say
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('status')).toBeEmptyDOMElement()
  })

  it('names the seat a selection would strand', async () => {
    renderPlan()
    await tabIntoPlan()
    // D2, D3, D4 leave D1 alone between the wall and the group
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Home}{ArrowRight}{Enter}')
    await userEvent.keyboard('{ArrowRight}{Enter}{ArrowRight}{Enter}')
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(
        'Your choice would leave a single empty seat on its own. Please move your seats so that no single seat is left. Check: Row D seat 1.',
      )
  })
})

describe('SeatMap zoom', () => {
  it('grows the plan with Zoom in and returns with Reset zoom', async () => {
    renderPlan()
    const plan = page.getByRole('group', { name: 'Seat plan' })
    await expect.element(plan).toBeVisible()
    const viewport = plan.element().parentElement as HTMLElement
    // the browser is narrower than the house (560 px): the plan opens fitted to the viewport.
    // Under reduced motion every change is a 0.01 ms transition, so wait for it to end.
    await expect
      .poll(() => plan.element().getBoundingClientRect().width)
      .toBeLessThanOrEqual(viewport.clientWidth)
    const before = plan.element().getBoundingClientRect().width
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await expect.element(page.getByText('Zoom 150%')).toBeVisible()
    await expect
      .poll(() => plan.element().getBoundingClientRect().width)
      .toBeCloseTo(before * 1.5, 0)
    // three times the fitted plan at the last step, with its scrollbars: the fit stays put
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await expect.element(page.getByText('Zoom 300%')).toBeVisible()
    await expect.poll(() => plan.element().getBoundingClientRect().width).toBeCloseTo(before * 3, 0)
    await page.getByRole('button', { name: 'Reset zoom' }).click()
    await expect.element(page.getByText('Zoom 100%')).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled()
    await expect.poll(() => plan.element().getBoundingClientRect().width).toBeCloseTo(before, 0)
  })
})

describe('SeatMap zoom by wheel, pinch and drag', () => {
  it('zooms in with Ctrl and the wheel, and leaves a plain wheel to scroll', async () => {
    renderPlan()
    const plan = page.getByRole('group', { name: 'Seat plan' })
    await expect.element(plan).toBeVisible()
    const viewport = plan.element().parentElement as HTMLElement
    const before = plan.element().getBoundingClientRect().width
    viewport.dispatchEvent(new WheelEvent('wheel', { deltaY: 40, bubbles: true, cancelable: true }))
    await expect.element(page.getByText('Zoom 100%')).toBeVisible()
    const wheel = new WheelEvent('wheel', {
      deltaY: -200,
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    })
    viewport.dispatchEvent(wheel)
    expect(wheel.defaultPrevented).toBe(true)
    await expect.poll(() => plan.element().getBoundingClientRect().width).toBeGreaterThan(before)
    await expect.element(page.getByText('Zoom 149%')).toBeVisible()
  })

  it('a drag moves the plan and does not pick the seat it started on', async () => {
    const { onSelectionChange } = renderPlan()
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await page.getByRole('button', { name: 'Zoom in' }).click()
    const viewport = page.getByRole('group', { name: 'Seat plan' }).element()
      .parentElement as HTMLElement
    const start = seat('Row D, seat 6, available').element().getBoundingClientRect()
    const x = start.left + start.width / 2
    const y = start.top + start.height / 2
    const left = viewport.scrollLeft
    const fire = (type: string, dx: number) =>
      seat('Row D, seat 6, available')
        .element()
        .dispatchEvent(
          new PointerEvent(type, {
            pointerId: 7,
            pointerType: 'mouse',
            clientX: x + dx,
            clientY: y,
            bubbles: true,
          }),
        )
    fire('pointerdown', 0)
    fire('pointermove', -40)
    fire('pointerup', -40)
    seat('Row D, seat 6, available')
      .element()
      .dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(viewport.scrollLeft).toBe(left + 40)
    expect(onSelectionChange).not.toHaveBeenCalled()
  })

  it('two fingers spread apart zoom in', async () => {
    renderPlan()
    const plan = page.getByRole('group', { name: 'Seat plan' })
    await expect.element(plan).toBeVisible()
    const viewport = plan.element().parentElement as HTMLElement
    const touch = (type: string, pointerId: number, clientX: number) =>
      viewport.dispatchEvent(
        new PointerEvent(type, {
          pointerId,
          pointerType: 'touch',
          clientX,
          clientY: 80,
          bubbles: true,
        }),
      )
    touch('pointerdown', 1, 100)
    touch('pointerdown', 2, 140)
    touch('pointermove', 2, 180)
    touch('pointerup', 2, 180)
    touch('pointerup', 1, 100)
    await expect.element(page.getByText('Zoom 200%')).toBeVisible()
  })
})

describe('SeatMap fitted to the width', () => {
  afterEach(() => page.viewport(414, 896))
  const planWidth = () =>
    page.getByRole('group', { name: 'Seat plan' }).element().getBoundingClientRect().width
  const viewportWidth = () =>
    (page.getByRole('group', { name: 'Seat plan' }).element().parentElement as HTMLElement)
      .clientWidth

  it('fits the page, not its own plan, in a box as wide as its content', async () => {
    renderInBrowser(
      <div style={{ width: 'max-content', maxWidth: '100%' }}>
        <SeatMap plan={cinemaHouse} selectedIds={[]} onSelectionChange={() => {}} />
      </div>,
    )
    await expect.poll(planWidth).toBeLessThan(400)
    await expect.poll(() => planWidth() <= viewportWidth()).toBe(true)
  })

  it('fits again when the phone is turned, and keeps the zoom relative to the fit', async () => {
    renderPlan()
    await page.viewport(320, 640)
    // fitted: as wide as the viewport inside its padding
    await expect
      .poll(() => planWidth() <= viewportWidth() && planWidth() > viewportWidth() - 24)
      .toBe(true)
    const portrait = planWidth()
    await page.viewport(640, 320)
    // the house (560 px) fits a phone on its side whole
    await expect.poll(planWidth).toBeCloseTo(560, 0)
    await page.viewport(320, 640)
    await expect.poll(planWidth).toBeCloseTo(portrait, 0)
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await expect.element(page.getByText('Zoom 150%')).toBeVisible()
    await expect.poll(planWidth).toBeCloseTo(portrait * 1.5, 0)
  })
})
