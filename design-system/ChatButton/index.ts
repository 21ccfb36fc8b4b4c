export { ChatButton, type ChatButtonProps, chatButtonPlacements } from './ChatButton'
export { clearOfFloatingButton } from './ChatButton.css'
