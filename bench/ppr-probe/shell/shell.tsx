import { catalogGroups, ShellFooter, ShellHeader } from '../../floor/app/shop-size/shell';

/** About the shop's search page: 12 menu panels of 30 links in the header, 4 lists in the footer. */
const GROUPS = catalogGroups(12);

export function Header() {
  return <ShellHeader groups={GROUPS} />;
}

export function Footer() {
  return <ShellFooter />;
}
