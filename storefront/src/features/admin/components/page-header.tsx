import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The heading of a staff screen, with an optional line under it and things on its right. */
export function PageHeader({ title, subtitle, children }: PageHeaderProps) {
  return (
    <header className={ui.header}>
      <div>
        <h1 className={ui.title}>{title}</h1>
        {subtitle && <p className={ui.subtitle}>{subtitle}</p>}
      </div>
      {children}
    </header>
  );
}
