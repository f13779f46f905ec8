import {Fragment, type ReactNode} from 'react';

/** Renders the default message, with `{name}` placeholders replaced by the given values, as Docusaurus does. */
export function interpolate(message: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) {
    return message;
  }
  return message.split(/(\{\w+\})/).map((part, index) => {
    const match = /^\{(\w+)\}$/.exec(part);
    return <Fragment key={index}>{match ? values[match[1]!] : part}</Fragment>;
  });
}

export function translate({message}: {id?: string; message: string; description?: string}): string {
  return message;
}

export default function Translate({
  children,
  values,
}: {
  id?: string;
  description?: string;
  children: string;
  values?: Record<string, ReactNode>;
}): ReactNode {
  return <>{interpolate(children, values)}</>;
}
