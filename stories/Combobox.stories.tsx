import { Combobox, type ComboboxOption } from '@design-system/Combobox'
import { Stack } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { keepValue } from './keepValue'

const districts: ComboboxOption[] = [
  { value: 'cw', label: 'Central and Western' },
  { value: 'wch', label: 'Wan Chai' },
  { value: 'east', label: 'Eastern' },
  { value: 'south', label: 'Southern' },
  { value: 'ytm', label: 'Yau Tsim Mong' },
  { value: 'ssp', label: 'Sham Shui Po' },
  { value: 'klc', label: 'Kowloon City' },
  { value: 'wts', label: 'Wong Tai Sin' },
  { value: 'kt', label: 'Kwun Tong' },
  { value: 'kwt', label: 'Kwai Tsing' },
  { value: 'tw', label: 'Tsuen Wan' },
  { value: 'tm', label: 'Tuen Mun' },
  { value: 'yl', label: 'Yuen Long' },
  { value: 'north', label: 'North' },
  { value: 'tp', label: 'Tai Po' },
  { value: 'st', label: 'Sha Tin' },
  { value: 'sk', label: 'Sai Kung' },
  { value: 'is', label: 'Islands' },
]

const Controlled = keepValue(Combobox, 'onValueChange')

const meta = {
  title: 'Primitives/Combobox',
  component: Combobox,
  args: {
    label: 'District',
    options: districts,
    value: null,
    onValueChange: fn(),
    placeholder: 'Type to search',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Combobox>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  args: { required: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'District' })
    await userEvent.click(box)
    await userEvent.keyboard('tai')
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tai Po',
      'Wong Tai Sin',
    ])
    await userEvent.keyboard('{Enter}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('tp')
    await expect(box).toHaveValue('Tai Po')
  },
}

/** The list open on the chosen district (as a keyboard user sees it after ArrowDown). */
export const OpenOnChosen: Story = {
  args: { value: 'st' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'District' })
    box.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('listbox', { name: 'District' })).toBeVisible()
    await expect(canvas.getByRole('option', { name: 'Sha Tin' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'District' }))
    await userEvent.keyboard('Lantau')
    await expect(canvas.getAllByText('No matches')[0]).toBeVisible()
  },
}

export const WithError: Story = {
  args: { required: true, error: 'Please select a district' },
}

export const Disabled: Story = { args: { disabled: true, value: 'wch' } }

export const ChineseOptions: Story = {
  args: {
    label: '地區',
    placeholder: '輸入以搜尋',
    hint: '例如：沙田',
    options: [
      { value: 'cw', label: '中西區' },
      { value: 'wch', label: '灣仔區' },
      { value: 'east', label: '東區' },
      { value: 'ytm', label: '油尖旺區' },
      { value: 'ssp', label: '深水埗區' },
      { value: 'st', label: '沙田區' },
      { value: 'sk', label: '西貢區' },
      { value: 'is', label: '離島區' },
    ],
  },
}

// Country → province → area → district, each list depending on the one above (registration).
const addressTree: Record<string, Record<string, Record<string, string[]>>> = {
  'Hong Kong': {
    'Hong Kong Island': {
      'Central and Western': ['Central', 'Sheung Wan', 'Kennedy Town'],
      'Wan Chai': ['Wan Chai', 'Causeway Bay', 'Happy Valley'],
    },
    Kowloon: {
      'Yau Tsim Mong': ['Tsim Sha Tsui', 'Jordan', 'Mong Kok'],
      'Kowloon City': ['Hung Hom', 'To Kwa Wan'],
    },
    'New Territories': {
      'Sha Tin': ['Sha Tin', 'Ma On Shan', 'Tai Wai'],
      'Tsuen Wan': ['Tsuen Wan', 'Ma Wan'],
    },
  },
  Macau: {
    Macau: { 'Macau Peninsula': ['Sé', 'São Lourenço'], Taipa: ['Nossa Senhora do Carmo'] },
  },
}
const toOptions = (labels: string[]) => labels.map((label) => ({ value: label, label }))

function AddressHierarchy() {
  const [country, setCountry] = useState<string | null>(null)
  const [province, setProvince] = useState<string | null>(null)
  const [area, setArea] = useState<string | null>(null)
  const [district, setDistrict] = useState<string | null>(null)
  const provinces = country ? (addressTree[country] ?? {}) : {}
  const areas = province ? (provinces[province] ?? {}) : {}
  const areaDistricts = area ? (areas[area] ?? []) : []
  return (
    <Stack gap="lg" maxWidth="small">
      <Combobox
        label="Country / region"
        required
        options={toOptions(Object.keys(addressTree))}
        value={country}
        onValueChange={(v) => {
          setCountry(v)
          setProvince(null)
          setArea(null)
          setDistrict(null)
        }}
      />
      <Combobox
        label="Province"
        required
        disabled={!country}
        options={toOptions(Object.keys(provinces))}
        value={province}
        onValueChange={(v) => {
          setProvince(v)
          setArea(null)
          setDistrict(null)
        }}
      />
      <Combobox
        label="Area"
        required
        disabled={!province}
        options={toOptions(Object.keys(areas))}
        value={area}
        onValueChange={(v) => {
          setArea(v)
          setDistrict(null)
        }}
      />
      <Combobox
        label="District"
        required
        disabled={!area}
        options={toOptions(areaDistricts)}
        value={district}
        onValueChange={setDistrict}
      />
    </Stack>
  )
}

export const AddressHierarchyExample: Story = {
  name: 'Address hierarchy',
  render: () => <AddressHierarchy />,
  play: async ({ canvas }) => {
    const country = canvas.getByRole('combobox', { name: 'Country / region' })
    await userEvent.click(country)
    await userEvent.keyboard('hong{Enter}')
    const province = canvas.getByRole('combobox', { name: 'Province' })
    await expect(province).toBeEnabled()
    await userEvent.click(province)
    await userEvent.keyboard('kow{Enter}')
    const area = canvas.getByRole('combobox', { name: 'Area' })
    area.focus()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(area).toHaveValue('Yau Tsim Mong')
    await expect(canvas.getByRole('combobox', { name: 'District' })).toBeEnabled()
  },
}
