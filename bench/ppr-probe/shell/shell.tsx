import Link from 'next/link';
import { Menu } from './menu';

/** About the shop's search page: 12 menu panels of 30 links in the header, 4 lists in the footer. */
const GROUPS = Array.from({ length: 12 }, (_, group) => ({
  title: `Group ${group}`,
  links: Array.from({ length: 30 }, (_, item) => ({
    href: `/catalog/${group}/${item}`,
    label: `Product line ${group}-${item} with a long name`,
  })),
}));

export function Header() {
  return (
    <header>
      <nav aria-label="Catalog">
        <Menu groups={GROUPS.map((group) => group.title)} />
        {GROUPS.map((group) => (
          <section key={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </header>
  );
}

export function Footer() {
  return (
    <footer>
      {GROUPS.slice(0, 4).map((group) => (
        <ul key={group.title}>
          {group.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      ))}
    </footer>
  );
}
