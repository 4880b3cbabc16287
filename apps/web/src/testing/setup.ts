import { afterEach } from 'vitest';

/**
 * Set up for every file of the unit project. Test files share loaded modules (the project does not
 * isolate them, which halves its time), so what each file needs is done here rather than in a
 * module's own code, which runs for the first file only.
 */
if (typeof document !== 'undefined') {
  // happy-dom has no font loading; Mantine's autosizing textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
  // Each component test starts from an empty page and no notices (they live in a module-wide store).
  const { cleanup } = await import('@testing-library/react');
  const { notifications } = await import('@mantine/notifications');
  afterEach(() => {
    cleanup();
    notifications.clean();
  });
}
