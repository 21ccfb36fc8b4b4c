export { type Presenter, PresenterBox, type PresenterBoxProps } from './PresenterBox'
