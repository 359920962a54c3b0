export { Image, imageAttributes, type ImageAttributes } from './image';
