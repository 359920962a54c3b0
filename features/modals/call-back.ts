import { openModal } from './store';

/** Spec 2 'Header': below 768 px the call-back button opens mobile-call-popup, otherwise order_call. */
export const CALL_BACK_MOBILE_QUERY = '(max-width: 767.98px)';

export function openCallBack() {
  openModal(window.matchMedia(CALL_BACK_MOBILE_QUERY).matches ? 'mobile-call-popup' : 'order_call');
}
