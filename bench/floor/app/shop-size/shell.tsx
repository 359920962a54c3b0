import Link from 'next/link';
import { Menu } from './menu';

/** Links per menu panel, as in the shop's widest panels. */
const LINKS_PER_GROUP = 30;

/** `count` catalog groups of 30 links each: the content of a header's menu panels. */
export function catalogGroups(count: number) {
  return Array.from({ length: count }, (_, group) => ({
    title: `Group ${group}`,
    links: Array.from({ length: LINKS_PER_GROUP }, (_, item) => ({
      href: `/catalog/${group}/${item}`,
      label: `Product line ${group}-${item} with a long name`,
    })),
  }));
}

type Groups = ReturnType<typeof catalogGroups>;

/** A shop's header: one client island, then a menu panel of next/link links per group. */
export function ShellHeader({ groups }: { groups: Groups }) {
  return (
    <header>
      <nav aria-label="Catalog">
        <Menu groups={groups.map((group) => group.title)} />
        {groups.map((group) => (
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

/** Groups whose pages the footer links to, whatever the header holds. */
const FOOTER_GROUPS = catalogGroups(4);

/** A shop's footer: plain links to four groups' pages. */
export function ShellFooter() {
  return (
    <footer>
      {FOOTER_GROUPS.map((group) => (
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
