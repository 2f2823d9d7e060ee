/** `@docusaurus/ExecutionEnvironment`: where the code runs (prerendering in Node, or a browser). */
const canUseDOM = typeof window !== 'undefined' && Boolean(window.document?.createElement);

export default {
  canUseDOM,
  canUseEventListeners: canUseDOM && Boolean(window.addEventListener),
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && Boolean(window.screen),
};
