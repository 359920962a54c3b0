export { Modal, type ModalProps } from './modal';
export { lockScroll } from './scroll-lock';
export { focusableIn, trapTab } from './focusable';
