import { createAppConfig } from '@tessera/build';
import federation from './federation.config.mjs';

export default createAppConfig({ appDir: import.meta.dirname, kind: 'remote', federation });
