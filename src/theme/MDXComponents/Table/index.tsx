import {type ComponentProps, type ReactNode, useEffect, useRef, useState} from 'react';

/** A Markdown table; when it is wider than the page and scrolls, it takes keyboard focus so it can be scrolled. */
export default function Table(props: ComponentProps<'table'>): ReactNode {
  const table = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = table.current;
    if (!element) return undefined;
    const measure = (): void => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <table ref={table} tabIndex={scrolls ? 0 : undefined} {...props} />;
}
