'use client';

import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { CalculatorType } from '@/lib/api/types/calculator';
import { livePrice, priceListOf } from '../live-price';
import type { CalculatorStore } from '../store';

/** The live price of the configuration in the store, from the shared rule (issue 8). */
export function useLivePrice(type: CalculatorType, store: CalculatorStore, rate: number) {
  const features = useStore(store, (state) => state.features);
  const sizes = useStore(store, (state) => state.sizes);
  const additionals = useStore(store, (state) => state.additionals);
  const priceList = useMemo(() => priceListOf(type), [type]);
  const live = useMemo(
    () => livePrice(priceList, { features, sizes, additionals }, rate),
    [priceList, features, sizes, additionals, rate],
  );
  return { live, features, sizes, additionals };
}
