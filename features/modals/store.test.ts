import { afterEach, describe, expect, it } from 'vitest';
import { closeModal, modalNames, openModal, useModalStore } from './store';

afterEach(() => useModalStore.getState().closeAll());

describe('modal store (spec 4 "Modals")', () => {
  it('names every modal of spec 2', () => {
    for (const name of [
      'auth',
      'registration',
      'reset',
      'profile',
      'cart',
      'order',
      'order_cart',
      'delivery',
      'payment',
      'contact',
      'order_call',
      'mobile-call-popup',
      'calculator',
      'success',
      'successSubscribe',
      'find_spec',
      'find_spec_choose',
      'specialist',
      'order_success',
    ]) {
      expect(modalNames).toContain(name);
    }
  });

  it('opens by name and closes the others', () => {
    openModal('auth');
    openModal('order_call');
    expect(useModalStore.getState().opened).toEqual(['order_call']);
  });

  it('keeps the payload of the open modal only', () => {
    openModal('calculator', { title: 'Ferestre', html: '<p>x</p>' });
    expect(useModalStore.getState().payloads.calculator).toEqual({
      title: 'Ferestre',
      html: '<p>x</p>',
    });
    openModal('success');
    expect(useModalStore.getState().payloads.calculator).toBeUndefined();
  });

  it('puts the latest opened first when several are open', () => {
    useModalStore.setState({ opened: ['cart'] });
    openModal('delivery');
    expect(useModalStore.getState().opened[0]).toBe('delivery');
  });

  it('closes one modal and, when asked, others with it', () => {
    useModalStore.setState({ opened: ['payment', 'delivery', 'order'] });
    closeModal('payment');
    expect(useModalStore.getState().opened).toEqual(['delivery', 'order']);
    closeModal('delivery', ['order']);
    expect(useModalStore.getState().opened).toEqual([]);
  });
});
