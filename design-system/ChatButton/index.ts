export { ChatButton, type ChatButtonProps, chatButtonPlacements } from './ChatButton'
export { floatingClearance } from './ChatButton.css'
