// The service worker only wires its modules; each one documents its own defaults.
import { registerImageCache } from './image-cache'
import { registerLifecycle } from './lifecycle'
import { registerMetadataCache } from './metadata-cache'
import { registerNavigation } from './navigation'
import { registerOutboxSync } from './outbox-sync'
import { registerPrecache } from './precache'
import { registerPush } from './push'
import { registerSavedMedia } from './saved-media'

declare const self: ServiceWorkerGlobalScope

registerLifecycle()
// Routes match in registration order: precached files first, then navigations, then runtime caches.
registerPrecache({ entries: self.__WB_MANIFEST })
registerNavigation()
registerMetadataCache()
registerImageCache()
registerSavedMedia()
registerOutboxSync()
registerPush()
