// Pure validation rules shared by the pages and the API server (no React, no browser APIs).
export {};
