// The website builder: site, pages, themes, and the demo's site.
export * from './schemas';
export * from './site';
export * from './pages';
export * from './themes';
export * from './apply-theme';
export * from './demo-site';
