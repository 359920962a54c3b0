let holders = 0;

/**
 * Locks page scroll while at least one holder (a modal, the mobile nav) needs it; counted so that one
 * closing does not unlock the page under another. Answers the release function.
 */
export function lockScroll(): () => void {
  holders += 1;
  document.body.classList.add('scroll-locked');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.body.classList.remove('scroll-locked');
  };
}
