import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, type AppStore } from '@kredi/kernel';
import { AppRoutes } from './AppRoutes';

export function App({ store }: { store: AppStore }) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
