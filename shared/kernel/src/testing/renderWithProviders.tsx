import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../providers/AppProviders';
import { makeStore, type AppStore, type RootState } from '../store/makeStore';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Initial URL of the memory router. */
  route?: string;
  /** Route pattern the element is mounted at (for pages that read params), default '*'. */
  path?: string;
}

/** Renders a page or component inside the system's one provider tree, with a memory router. For tests only. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), route = '/', path = '*', ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
