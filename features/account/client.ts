'use client';
export { AddressForm, deliveryCities, WithCities } from './components/address-form';
export { ProfileModal } from './components/profile-modal';
export { useAddresses, useRegions } from './queries';
