import { preload } from 'react-dom';
import { StyledFloorPage } from '../styled-floor-page';
import styles from './web-font.module.css';

/**
 * The floor's page with one small stylesheet and one self-hosted web font, preloaded as the shop
 * preloads its fonts (app/[locale]/layout.tsx).
 */
export default function WebFontPage() {
  preload('/fonts/inter-latin.woff2', { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return <StyledFloorPage className={styles.inter} />;
}
