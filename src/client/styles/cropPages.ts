/*
 * Mantine styles of the components only the crop pages use (crops list and crop page). Imported by those lazy
 * pages, so Vite ships this CSS with their chunks instead of the first load of the site.
 * Same order rule as styles/mantine.ts: these come after the shared building blocks already loaded.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Typography.css';
