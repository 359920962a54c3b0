'use client';

import { buttonClass, type ButtonStyleOptions } from '@/components/button';
import { PhoneIcon } from '@/components/icons';
import { openCallBack } from '@/features/modals';

/** Spec 3 'Offer item' button of type call_request, and every other "call me back" on the pages. */
export function CallRequestButton({
  children,
  ...style
}: { children: string } & ButtonStyleOptions) {
  return (
    <button type="button" className={buttonClass(style)} onClick={openCallBack}>
      <PhoneIcon size={18} />
      {children}
    </button>
  );
}
