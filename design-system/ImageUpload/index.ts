export { ImageUpload, type ImageUploadProps, imageUploadAccept } from './ImageUpload'
