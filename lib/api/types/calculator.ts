/** A choice of a feature group; `price` in MDL bani (per m² in the base group), null: on request. */
export interface CalculatorFeatureItem {
  id: string;
  name: string;
  value: string;
  price: number | null;
  color: string | null;
  selected: boolean;
  group: number;
}

export interface CalculatorFeatureGroup {
  id: string;
  name: string;
  /** The group whose price is per m² of the configured size (profile, panel, fabric …). */
  base: boolean;
  items: CalculatorFeatureItem[];
}

export interface CalculatorSize {
  id: string;
  name: string;
  min: number;
  max: number;
  value: number;
}

/** Spec 3 'Configurable product' of one calculator type. */
export interface CalculatorType {
  id: number;
  calculator_id: number;
  slug: string;
  kind: 'window' | 'door' | 'gate' | 'awning' | 'shutter';
  name: string;
  image: string;
  characteristics: { name: string; value: string }[];
  features: CalculatorFeatureGroup[];
  sizes: CalculatorSize[];
  additionals: { id: string; name: string; price: number; enabled: boolean }[];
  documents: { name: string; link: string }[];
  descriptionItems: { name: string; text: string; image: string }[];
}

export interface Calculator {
  id: number;
  slug: string;
  link: string;
  description: { title: string; text: string };
  calculatorTypesItems: CalculatorType[];
}

/** What the visitor chose; the server prices it, never the client. */
export interface CalculatorConfiguration {
  calculator_type_id: number;
  features?: Record<string, string>;
  sizes?: Record<string, number>;
  additionals?: string[];
}

export interface MoneyAmount {
  amount: number;
  currency: 'EUR' | 'MDL';
}

export interface CalculatorQuote {
  calculator_id: number;
  calculator_type_id: number;
  configuration: Required<Omit<CalculatorConfiguration, 'calculator_type_id'>>;
  on_request: boolean;
  quantity: number;
  area_m2: number;
  exchange_rate: number;
  price: MoneyAmount;
  price_mdl: MoneyAmount;
  total: MoneyAmount;
  total_mdl: MoneyAmount;
  breakdown: { key: string; option: string; price_mdl: number }[];
}

/** Spec 5 'Cart order request': a call back about a configuration, without checkout. */
export interface OrderRequestInput {
  client_name: string;
  client_phone: string;
  calculator_id: number;
  calculator_type_id: number;
  configuration?: Record<string, unknown>;
}
