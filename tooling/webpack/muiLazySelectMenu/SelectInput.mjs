'use client';

// MUI's menu-backed SelectInput, loaded at its first render (tooling/webpack/muiLazySelectMenu.mjs). Until its code
// has arrived the select's outline and label show, empty: one round trip on a staff screen, the first time only.
import * as React from 'react';
import { jsx as _jsx } from 'react/jsx-runtime';

const SelectInputWithMenu = React.lazy(() => import('mui-select-input-with-menu'));

const SelectInput = React.forwardRef(function SelectInput(props, ref) {
  return _jsx(React.Suspense, { fallback: null, children: _jsx(SelectInputWithMenu, { ...props, ref }) });
});

export default SelectInput;
