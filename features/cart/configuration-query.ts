import type { CalculatorConfiguration } from '@/lib/api';
import { configurationQueryString } from '@/lib/routing/configuration-query';

/**
 * The edit link of a configured cart item (spec 4): its calculator page with the configuration and
 * `edit=<itemId>` in the query, in the configurator's one URL format (lib/routing/configuration-query).
 */
export function editConfigurationHref(
  calculatorHref: string,
  itemId: number,
  configuration: CalculatorConfiguration,
): string {
  return `${calculatorHref}?${configurationQueryString(configuration, itemId)}`;
}
