import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isKnownElement, loadElement } from '../../catalogue';
import { useElement } from './ElementRoot';

interface Props {
  /** A betr tag, e.g. 'betr-deposit'. */
  tag: string;
  /** Set on the element as it is created (kebab-case; '' for a boolean attribute). */
  attributes?: Record<string, string>;
  /** Listeners for the element's events, by event name. */
  on?: Record<string, (event: CustomEvent) => void>;
  /** Shown when the tag is not part of this build, or its code cannot load. */
  fallback: ReactNode;
}

/**
 * Another betr widget inside this one's view (the deposit step of sign-up, bank identity).
 * The element is created with document.createElement and its code loaded here: the
 * autoloader watches the page, not shadow roots. It speaks this element's language.
 */
export function Embedded({ tag, attributes = {}, on = {}, fallback }: Props) {
  const { locale } = useElement();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const listeners = useRef(on);
  useEffect(() => {
    listeners.current = on;
  });
  const known = isKnownElement(tag);
  const attributeKey = JSON.stringify(attributes);
  const eventKey = Object.keys(on).join();

  useEffect(() => {
    if (!known) return;
    // Attributes come from the caller's record, so any name: the element as an HTMLElement.
    const element: HTMLElement = document.createElement(tag);
    element.setAttribute('lang', locale);
    for (const [name, value] of Object.entries(JSON.parse(attributeKey) as Record<string, string>)) element.setAttribute(name, value);
    const names = eventKey ? eventKey.split(',') : [];
    const handle = (event: Event) => listeners.current[event.type]?.(event as CustomEvent);
    for (const name of names) element.addEventListener(name, handle);
    container.current?.append(element);
    loadElement(tag).catch(() => setFailed(true));
    return () => {
      for (const name of names) element.removeEventListener(name, handle);
      // Outside this root's effects: the element's own React root unmounts when it leaves
      // the page, which React will not do synchronously in the middle of another commit.
      setTimeout(() => element.remove());
    };
  }, [known, tag, locale, attributeKey, eventKey]);

  if (!known || failed) return <>{fallback}</>;
  return <div ref={container} />;
}
