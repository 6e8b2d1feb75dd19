import { createContext, use, type ReactNode } from 'react';
import type { AppServices } from '../../services/appServices';

export const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

/** For wiring files only (`ui/<area>/<area>.wiring.ts`): views get machines, not services. */
export function useAppServices(): AppServices {
  const services = use(ServicesContext);
  if (!services) throw new Error('ServicesProvider is missing');
  return services;
}
