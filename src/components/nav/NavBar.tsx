import { useEffect, useRef } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { profile as owner } from '../../../content';
import { ownerNavigation } from '../../../content/presence';
import { brandParts, siteNameOf } from '../../../content/brand';
import { navMenuMachine } from '../../../machines/navMenu';
import { inspect } from '../../dev/inspect';
import './nav.css';

const [brand, ending] = brandParts(siteNameOf(owner));

export function NavBar() {
  const [state, send] = useMachine(navMenuMachine, { inspect });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const open = state.matches('open');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // Any navigation closes the small-screen menu; the focus on the link it hides goes to the page. Only a
  // navigation runs this: `open` is the menu as it was then (opening it must not move the focus).
  useEffect(() => {
    if (open && navRef.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    send({ type: 'menu.navigate' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, send]);

  // Escape, or a tap outside the open menu (it covers the page), closes it.
  useEffect(() => {
    if (!open) return;
    const listening = new AbortController();
    const close = () => send({ type: 'menu.close' });
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Escape') return;
        close();
        toggleRef.current?.focus();
      },
      { signal: listening.signal },
    );
    document.addEventListener('pointerdown', (e) => navRef.current?.contains(e.target as Node) || close(), {
      signal: listening.signal,
    });
    return () => listening.abort();
  }, [open, send]);

  return (
    <nav ref={navRef} className={`nav${open ? ' nav--open' : ''}`} aria-label="Main">
      {/* The brand is a label, not a second link home: the About icon is that link. */}
      <p className="nav__brand">
        {brand}
        {ending && <span className="nav__brand-dot">{ending}</span>}
      </p>
      <button
        ref={toggleRef}
        type="button"
        className="nav__toggle"
        aria-expanded={open}
        aria-controls="nav-links"
        onClick={() => send({ type: 'menu.toggle' })}
      >
        <span className="nav__toggle-bars" aria-hidden="true" />
        <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <ul id="nav-links" className="nav__links">
        {ownerNavigation.map((item) => {
          const current = item.to === pathname;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={`nav__link ${item.navClass}${current ? ' nav__link--current' : ''}`}
                title={current ? undefined : item.title}
                aria-current={current ? 'page' : undefined}
              >
                <img src={item.imgSrc} alt={item.altText} width={28} height={28} fetchPriority="low" />
                {current && (
                  <span className="nav__current-title" aria-hidden="true">
                    {item.title}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
