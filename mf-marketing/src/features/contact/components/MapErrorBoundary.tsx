import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';

/** If the map chunk cannot be loaded (offline, blocked), the rest of the page keeps working. */
export class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Harita yüklenemedi', error);
  }

  override render() {
    if (this.state.failed) return <Alert severity="info">Harita şu anda görüntülenemiyor. Adres bilgilerini yanda bulabilirsiniz.</Alert>;
    return this.props.children;
  }
}
