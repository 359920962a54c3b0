'use client';
export { AddressForm, deliveryCities } from './components/address-form';
export { ProfileModal } from './components/profile-modal';
export { useAddresses, useRegions } from './queries';
