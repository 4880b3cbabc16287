// Loads and runs the app once the browser has painted the page's server-drawn view: until then the
// page's stylesheets have the network to themselves. `#app-scripts` holds the entry script's link
// (`data-entry`) and those preloading what it imports. A hidden page never paints, so it starts at once.
(() => {
  const scripts = document.getElementById('app-scripts');
  if (!scripts) return;
  const run = () => {
    const entry = scripts.content.querySelector('[data-entry]');
    document.head.append(scripts.content);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.href;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => setTimeout(run));
})();
