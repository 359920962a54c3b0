import { StyledFloorPage } from '../styled-floor-page';

/** The floor's page with one small stylesheet, in the system font. */
export default function StylesheetPage() {
  return <StyledFloorPage />;
}
