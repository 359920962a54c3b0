export { ModalHost } from './components/modal-host';
export {
  closeModal,
  modalNames,
  openModal,
  useModal,
  useModalStore,
  type ModalName,
  type ModalPayloads,
} from './store';
export { formFailureKey, isRetryLater, type FormFailureKey } from './failure';
export { openCallBack } from './call-back';
export { sanitizeHtml } from './sanitize-html';
export { useFieldError } from './use-field-error';
