import { createContext, useContext, type ReactNode } from 'react';
import { config as appConfig, type AppConfig } from '../config';

const ConfigContext = createContext<AppConfig>(appConfig);

/** The app gives the configuration read at start; a test can give another. */
export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): AppConfig {
  return useContext(ConfigContext);
}
