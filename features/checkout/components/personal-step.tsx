'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import {
  emptyRegistration,
  RegistrationFields,
  useIsAuth,
  useUser,
  type Profile,
} from '@/features/auth/client';
import { openModal } from '@/features/modals';
import type { Cart } from '@/lib/api';
import { readDraft, saveDraft, textFields } from '@/lib/checkout/draft';
import { registrationSchema, type RegistrationInput } from '@/lib/validation/registration';
import { useSetUserDetails } from '../mutations';
import styles from './checkout.module.scss';
import { FailureAlert } from './failure-alert';
import type { StepProps } from './step-props';
import { failureOfError } from './step-failure';

/**
 * Spec 4 'Ordering flow', the order (guest data) step: a signed-in customer goes on as themselves; a
 * guest whose checkout in this cart already created their account (they came Back, or retry after a
 * declined card) goes on with it; anyone else fills the order form. Each has its own state, so a
 * message of one (a failed form) never shows in another (after logging in).
 */
export function PersonalStep(props: StepProps) {
  const signedIn = useIsAuth();
  const user = useUser();
  if (signedIn && user) return <SignedInDetails key="user" {...props} user={user} />;
  if (props.cart.checkout_account && props.cart.user_details)
    return <ReturningGuestDetails key="returning" {...props} details={props.cart.user_details} />;
  return <GuestOrderForm key="guest" {...props} />;
}

function SignedInDetails({ cart, onBack, onNext, user }: StepProps & { user: Profile }) {
  const t = useTranslations('checkout');
  const setDetails = useSetUserDetails();
  return (
    <section className={styles.step}>
      <h2>{t('personalTitle')}</h2>
      <p>{t('signedInAs', { name: `${user.first_name} ${user.last_name}`, email: user.email })}</p>
      <FailureAlert failure={failureOfError(setDetails.error, t('failure'))} />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button
          onClick={() => setDetails.mutate({ cart, details: {} }, { onSuccess: onNext })}
          disabled={setDetails.isPending}
        >
          {t('toDelivery')}
        </Button>
      </div>
    </section>
  );
}

/** The guest's details are in the cart and their account exists: nothing to type again. */
function ReturningGuestDetails({
  cart,
  onBack,
  onNext,
  details,
}: StepProps & { details: NonNullable<Cart['user_details']> }) {
  const t = useTranslations('checkout');
  return (
    <section className={styles.step}>
      <h2>{t('personalTitle')}</h2>
      <p>{t('guestAccountCreated', { email: details.email })}</p>
      <dl className={styles.summary}>
        <div>
          <dt>{t('contact')}</dt>
          <dd>
            {details.full_name}, {details.phone}
          </dd>
        </div>
      </dl>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button onClick={onNext} disabled={cart.items.length === 0}>
          {t('toDelivery')}
        </Button>
      </div>
    </section>
  );
}

const contactFields = ['first_name', 'last_name', 'email', 'phone'] as const;

function GuestOrderForm({ cart, onBack, onNext }: StepProps) {
  const t = useTranslations('checkout');
  const tAuth = useTranslations('auth');
  const setDetails = useSetUserDetails();
  const {
    control,
    register,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors, isSubmitted, isValid },
  } = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: emptyRegistration,
  });
  // Issue 39: what was typed comes back after a language switch; the passwords never are kept.
  useEffect(() => {
    const typed = readDraft().contact;
    if (typed) reset({ ...emptyRegistration, ...typed });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft('contact', textFields(values, contactFields)),
    });
  }, [reset, subscribe]);

  // Spec 4: the order form registers the visitor (no automatic login) and opens delivery.
  const onSubmit = handleSubmit((values) =>
    setDetails.mutate(
      {
        cart,
        registration: values,
        details: {
          email: values.email,
          full_name: `${values.first_name} ${values.last_name}`.trim(),
          phone: values.phone,
        },
      },
      { onSuccess: onNext },
    ),
  );

  return (
    <section className={styles.step}>
      <h2>{t('personalTitle')}</h2>
      <div className={styles.notice}>
        <p>{t('haveAccountNotice')}</p>
        <Button variant="secondary" size="small" onClick={() => openModal('auth')}>
          {t('login')}
        </Button>
      </div>
      <p>{t('orderFormLead')}</p>
      <form noValidate onSubmit={onSubmit}>
        <RegistrationFields control={control} register={register} errors={errors} />
        <FailureAlert failure={failureOfError(setDetails.error, t('failure'))} />
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onBack}>
            {t('back')}
          </Button>
          <Button type="submit" disabled={setDetails.isPending || (isSubmitted && !isValid)}>
            {setDetails.isPending ? tAuth('registering') : t('toDelivery')}
          </Button>
        </div>
      </form>
    </section>
  );
}
