import { getTranslations } from 'next-intl/server';
import { FloorConfigurator } from './floor-configurator';

/**
 * The interaction floor: a static page whose one client island repaints a price and a drawing when
 * a size or an option changes, measured with the configurator's INP (bench/run.mjs, inpRun).
 */
export default async function FloorConfiguratorPage() {
  const t = await getTranslations('floor');
  return (
    <main>
      <h1>{t('title')}</h1>
      <FloorConfigurator />
    </main>
  );
}
