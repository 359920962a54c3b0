'use client';

import { useState } from 'react';

/** The shell's one island: a button whose text shows that the page hydrated. */
export function Menu({ groups }: { groups: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Menu
      </button>
      {open && (
        <ul>
          {groups.map((group) => (
            <li key={group}>{group}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
