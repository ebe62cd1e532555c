import { setupIonicReact } from '@ionic/react';

// Ionic's runtime is not on the shell's path: it loads with the first screen that uses one of its
// components (ADR 0023), and every module that imports @ionic/react imports this first.
// One look on every handheld (most are Android), and the same in browser tests.
setupIonicReact({ mode: 'md' });
